/**
 * The accessibility report's two forms: the JSON that tools read, held to the schema in the
 * repository, and the pages people read, a table of page states × languages linking to each
 * cell's findings.
 */
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../tests/a11y/report-html';
import schema from '../tests/a11y/report.schema.json';
import type { Report } from './a11y-report';

const validate = new Ajv({ allErrors: true }).compile(schema);

const finding = {
  engine: 'ibm',
  kind: 'violation',
  rule: 'input_autocomplete_valid',
  help: "The 'autocomplete' attribute has an incorrect value",
  helpUrl: 'https://able.ibm.com/rules/archives/latest/doc/en-US/input_autocomplete_valid.html',
  wcag: ['1.3.5'],
  impact: 'violation',
  nodes: [{ target: '/html[1]/body[1]/form[1]/input[1]', html: '<input type="email">' }],
} as const;

function sample(): Report {
  return {
    generated: '2026-11-28T17:00:00.000Z',
    engines: {
      axe: { version: '4.13.0', tags: ['wcag2a', 'best-practice'] },
      ibm: { version: '4.0.34', policy: 'IBM_Accessibility' },
    },
    languages: [
      { code: 'en', tag: 'en', name: 'English' },
      { code: 'ara', tag: 'ar', name: 'العربية' },
    ],
    roles: [{ id: 'visitor', label: 'Visitor' }],
    widths: { desktop: { width: 1280, height: 800 }, phone: { width: 320, height: 640 } },
    states: [{ id: 'visitor-login', role: 'visitor', label: '/login', url: '/login' }],
    visits: [
      {
        state: 'visitor-login',
        role: 'visitor',
        label: '/login',
        url: '/login',
        language: 'en',
        width: 'desktop',
        findings: [{ ...finding, wcag: [...finding.wcag], nodes: [...finding.nodes] }],
        screenshot: 'shots/visitor-login-en-desktop.jpg',
      },
      {
        state: 'visitor-login',
        role: 'visitor',
        label: '/login',
        url: '/login',
        language: 'ara',
        width: 'phone',
        findings: [],
      },
    ],
    totals: { visits: 2, violations: 1, review: 0, recommendations: 0, errors: 0 },
  };
}

describe('report.json', () => {
  it('fits the schema in the repository', () => {
    expect(validate(sample()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('does not fit it with a kind, criterion or width the report does not know', () => {
    const wrongKind = sample();
    Object.assign(wrongKind.visits[0]?.findings[0] ?? {}, { kind: 'warning' });
    const wrongCriterion = sample();
    Object.assign(wrongCriterion.visits[0]?.findings[0] ?? {}, { wcag: ['wcag143'] });
    const wrongWidth = sample();
    Object.assign(wrongWidth.visits[1] ?? {}, { width: 'tablet' });
    for (const report of [wrongKind, wrongCriterion, wrongWidth]) {
      expect(validate(report)).toBe(false);
    }
  });
});

describe('the pages', () => {
  it('are a table of states × languages, each cell linking to its findings with the rule, the criterion and the screenshot', () => {
    const files = new Map(renderReport(sample()));
    const index = files.get('index.html') ?? '';
    expect(index).toContain('<html lang="en">');
    expect(index).toMatch(/<th scope="col"><span lang="ar">العربية<\/span><\/th>/);
    expect(index).toMatch(/<th scope="row">\/login<\/th>/);
    expect(index).toContain(
      '<a href="cells/visitor-login-en.html"><span class="fail">1 violation</span>',
    );
    expect(index).toContain(
      '<a href="cells/visitor-login-ara.html"><span class="pass">No violations</span>',
    );

    const cell = files.get('cells/visitor-login-en.html') ?? '';
    expect(cell).toContain('input_autocomplete_valid');
    expect(cell).toContain('<td>1.3.5</td>');
    expect(cell).toContain('&#60;input type=&#34;email&#34;&#62;');
    expect(cell).toMatch(/<img src="\.\.\/shots\/visitor-login-en-desktop\.jpg" alt="[^"]+"/);
  });
});
