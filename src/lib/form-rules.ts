import type { ZodIssue, ZodTypeAny } from 'zod';
import { dayOf, partnerDayProblems, type DayProblem } from '../../contract/common';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/**
 * What is wrong with one field, read from the contract's schema the way the server reads its
 * refusals (docs/contract.md), so that a form says before sending what
 * the server would say after.
 */
export type RuleProblem =
  | { rule: 'required' }
  | { rule: 'tooLong'; max: number }
  | { rule: 'tooSmall'; min: number }
  | { rule: 'tooBig'; max: number }
  | { rule: 'notValid' }
  | { rule: 'emailInvalid' }
  | { rule: 'oneLine' }
  | { rule: 'day'; problem: DayProblem };

/** The smallest and largest value a bound allows (exclusive bounds move by one). */
function bound(value: number | bigint, inclusive: boolean, direction: 1 | -1): number {
  return Number(value) + (inclusive ? 0 : direction);
}

/** The problem an issue of the schema stands for. */
export function problemOf(issue: ZodIssue): RuleProblem {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? { rule: 'required' }
        : { rule: 'notValid' };
    case 'invalid_string':
      return issue.validation === 'email' ? { rule: 'emailInvalid' } : { rule: 'notValid' };
    case 'too_small':
      if (issue.type === 'string') {
        return bound(issue.minimum, issue.inclusive, 1) <= 1
          ? { rule: 'required' }
          : { rule: 'notValid' };
      }
      if (issue.type === 'number') {
        return { rule: 'tooSmall', min: bound(issue.minimum, issue.inclusive, 1) };
      }
      return { rule: 'notValid' };
    case 'too_big':
      if (issue.type === 'string') {
        return { rule: 'tooLong', max: bound(issue.maximum, issue.inclusive, -1) };
      }
      if (issue.type === 'number') {
        return { rule: 'tooBig', max: bound(issue.maximum, issue.inclusive, -1) };
      }
      return { rule: 'notValid' };
    case 'custom':
      return issue.message === 'one line of text' ? { rule: 'oneLine' } : { rule: 'notValid' };
    default:
      return { rule: 'notValid' };
  }
}

/** The first problem of each top-level field of `value` under `schema`; empty when it passes. */
export function schemaProblems<TField extends string>(
  schema: ZodTypeAny,
  value: unknown,
): Partial<Record<TField, RuleProblem>> {
  const result = schema.safeParse(value);
  const problems: Partial<Record<TField, RuleProblem>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in problems)) {
      problems[field as TField] = problemOf(issue);
    }
  }
  return problems;
}

/**
 * A problem as the sentence the server would answer, naming the field as the form labels it;
 * `amount` writes a number bound in the user's language (and currency, where it is money).
 */
export function ruleText(
  LL: TranslationFunctions,
  problem: RuleProblem,
  field: string,
  amount: (value: number) => string,
): string {
  const say = LL.formRules;
  switch (problem.rule) {
    case 'required':
      return say.required({ field });
    case 'tooLong':
      return say.tooLong({ field, max: problem.max });
    case 'tooSmall':
      return say.tooSmall({ field, min: amount(problem.min) });
    case 'tooBig':
      return say.tooBig({ field, max: amount(problem.max) });
    case 'emailInvalid':
      return say.emailInvalid();
    case 'oneLine':
      return say.oneLine({ field });
    case 'notValid':
      return say.notValid({ field });
    case 'day':
      return say.day[problem.problem]({ field });
  }
}

/**
 * The problems of the days a partner entered in `values` (`PARTNER_DAYS`), judged against the
 * browser's today as the server judges them against its own: a form says before sending what
 * the server would refuse. A value that is no calendar day is left to the schema's check.
 */
export function dayProblems<TField extends string>(
  values: Partial<Record<TField, unknown>>,
  now = new Date(),
): Partial<Record<TField, RuleProblem>> {
  const found = partnerDayProblems(values, dayOf(now, 'local'));
  return Object.fromEntries(
    found.map(({ field, problem }) => [field, { rule: 'day', problem }]),
  ) as Partial<Record<TField, RuleProblem>>;
}
