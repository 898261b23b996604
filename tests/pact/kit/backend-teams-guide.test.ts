/**
 * docs/backend-teams.md against the pact and the provider-state registry: every state the
 * pact names is registered, with the parameters the pact gives and the values it reads, and
 * is described in the guide, whose generated parts are current.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_FAIL, CODE_OK, SESSION_CODES } from '../../../contract/common';
import { PROVIDER_STATES } from '../../../server/provider-states/index';
import { GUIDE_PATH, renderGuide } from '../../../scripts/provider-states-doc';
import { PACT_FILE } from '../pact-setup';

interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
}

describe('the backend teams guide and the provider states', () => {
  expect(existsSync(PACT_FILE), 'run the consumer tests first: npm run test:pact').toBe(true);
  const interactions = (
    JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: PactInteraction[] }
  ).interactions;
  const guide = readFileSync(GUIDE_PATH, 'utf8');
  const named = [
    ...new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name))),
  ];

  it('registers every provider state the pact names', () => {
    expect(named.filter((name) => !PROVIDER_STATES[name])).toEqual([]);
  });

  it('declares every parameter the pact gives a state', () => {
    const undeclared = interactions.flatMap((interaction) =>
      (interaction.providerStates ?? []).flatMap(({ name, params }) =>
        Object.keys(params ?? {})
          .filter((param) => !PROVIDER_STATES[name]?.params?.[param])
          .map((param) => `${name}: ${param}`),
      ),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it("declares every value an interaction reads from its states' answers", () => {
    const unanswered = interactions.flatMap((interaction) => {
      const answered = (interaction.providerStates ?? []).flatMap(({ name }) =>
        Object.keys(PROVIDER_STATES[name]?.answers ?? {}),
      );
      const read = [...JSON.stringify(interaction).matchAll(/"expression":"\$\{(\w+)\}"/g)].map(
        (match) => match[1] ?? '',
      );
      return read
        .filter((value) => !answered.includes(value))
        .map((value) => `${interaction.description}: ${value}`);
    });
    expect(unanswered).toEqual([]);
  });

  it('describes every state the pact names in docs/backend-teams.md', () => {
    expect(named.filter((name) => !guide.includes(`\n#### ${name}\n`))).toEqual([]);
  });

  it('has generated parts that match the registry and the contract (npm run docs:states)', () => {
    expect(renderGuide(guide) === guide, 'docs/backend-teams.md is stale').toBe(true);
  });

  it('lists every answer code of the contract', () => {
    for (const code of [CODE_OK, CODE_FAIL, ...SESSION_CODES]) {
      expect(guide).toContain(`| \`${code}\``);
    }
  });
});
