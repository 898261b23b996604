import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { i18nObject } from '../../i18n/i18n-util';
import { dayProblems, ruleText, schemaProblems } from './form-rules';

loadLocale('en');
const LL = i18nObject('en');

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  mail: z.string().email(),
  amount: z.number().min(0).max(100).optional(),
  line: z.string().refine((value) => !value.includes('\n'), 'one line of text'),
  count: z.number(),
});

describe('a form’s own checks, read from a schema', () => {
  it('name the first problem of each field as the server’s refusals do', () => {
    const problems = schemaProblems(schema, {
      name: 'too long',
      mail: 'nope',
      amount: 101,
      line: 'a\nb',
    });
    expect(problems).toEqual({
      name: { rule: 'tooLong', max: 5 },
      mail: { rule: 'emailInvalid' },
      amount: { rule: 'tooBig', max: 100 },
      line: { rule: 'oneLine' },
      count: { rule: 'required' },
    });
    expect(schemaProblems(schema, { name: ' ', mail: 'a@b.example', line: '', count: 1 })).toEqual({
      name: { rule: 'required' },
    });
  });

  it('say it in words, with the field as the form labels it', () => {
    const amount = (n: number) => `$${n}`;
    expect(ruleText(LL, { rule: 'required' }, 'Company', amount)).toBe('Please fill in “Company”.');
    expect(ruleText(LL, { rule: 'tooLong', max: 100 }, 'Mobile', amount)).toBe(
      '“Mobile” may have at most 100 characters.',
    );
    expect(ruleText(LL, { rule: 'tooSmall', min: 0 }, 'Budget', amount)).toBe(
      '“Budget” must be at least $0.',
    );
    expect(ruleText(LL, { rule: 'emailInvalid' }, 'Email', amount)).toBe(
      'Please enter the correct email address.',
    );
  });
});

describe('the days a partner enters', () => {
  const now = new Date(2026, 10, 28, 10, 0);

  it('are judged against the browser’s today by what they date, other fields left alone', () => {
    expect(
      dayProblems(
        {
          estimated_po_date: '2026-11-27',
          predicted_awarding_date: '2033-01-01',
          pay_date: '2026-12-01',
          registration_date: '2026-11-28',
          start_date: '2020-01-01',
          expected_delivery_date: 'not a day',
        },
        now,
      ),
    ).toEqual({
      estimated_po_date: { rule: 'day', problem: 'beforeToday' },
      predicted_awarding_date: { rule: 'day', problem: 'tooFarAhead' },
      pay_date: { rule: 'day', problem: 'afterToday' },
    });
  });

  it('are told in the server’s words, naming the field', () => {
    const problem = { rule: 'day', problem: 'beforeToday' } as const;
    expect(ruleText(LL, problem, 'Predicted PO date', String)).toBe(
      '“Predicted PO date” cannot be earlier than today.',
    );
  });
});
