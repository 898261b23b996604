/**
 * The example Prometheus rule file (docs/ops/prometheus-rules.yml, docs/operations.md): in the
 * shape Prometheus loads, and naming only metrics the server exports, so that an alert cannot
 * stay silent because a name drifted.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricsRegistry, startMetrics } from './metrics';

interface Rule {
  alert?: string;
  expr?: unknown;
  for?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

const file = parse(
  readFileSync(new URL('../../docs/ops/prometheus-rules.yml', import.meta.url), 'utf8'),
) as { groups?: { name?: string; rules?: Rule[] }[] };
const rules = (file.groups ?? []).flatMap((group) => group.rules ?? []);

/** Prometheus' own series, and the words of PromQL that look like names. */
const NOT_METRICS = new Set(['up', 'sum', 'rate', 'increase', 'histogram_quantile']);

it('has groups of alerts, each with an expression, a severity and a summary', () => {
  expect(file.groups?.length).toBeGreaterThan(0);
  expect(rules.length).toBeGreaterThan(5);
  for (const rule of rules) {
    expect(rule.alert, JSON.stringify(rule)).toMatch(/^Portal[A-Z]\w+$/);
    expect(typeof rule.expr, rule.alert).toBe('string');
    expect(rule.labels?.severity, rule.alert).toMatch(/^(page|ticket)$/);
    expect(typeof rule.annotations?.summary, rule.alert).toBe('string');
    if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
  }
});

it('names only metrics the server exports', async () => {
  startMetrics();
  // A histogram is scraped as its buckets, sum and count. (The JSON's `type` is the word; its
  // declared type is an enum.)
  const exported = new Set(
    (await metricsRegistry.getMetricsAsJSON()).flatMap((metric) =>
      String(metric.type) === 'histogram'
        ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
        : [metric.name],
    ),
  );
  const named = rules.flatMap((rule) =>
    [
      ...String(rule.expr)
        .replace(/\{[^}]*\}|\[[^\]]*\]|\b(?:by|without)\s*\([^)]*\)/g, '')
        .matchAll(/(?<![\w.])[a-z_][a-z0-9_]*/g),
    ]
      .map(([name]) => name)
      .filter((name) => !NOT_METRICS.has(name) && !/^\d/.test(name)),
  );
  expect(named.length).toBeGreaterThan(5);
  for (const name of named) expect(exported.has(name), name).toBe(true);
});
