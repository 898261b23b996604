// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CODE_OK, DateSchema, EmailSchema, SESSION_CODES } from '../../contract/common';
import {
  ANSWER_OK,
  SESSION_END_CODES,
  dataOf,
  isAnswerOk,
  isSessionCode,
  type SessionCode,
} from './answer';
import { createActor, toPromise } from 'xstate';
import { MissingImplementationError, missingAction, missingActor } from './not-provided';
import { isBlank, isDate, isEmail } from './validation';

describe('answers', () => {
  it('repeat the contract codes', () => {
    expect(ANSWER_OK).toBe(CODE_OK);
    expect([...SESSION_END_CODES]).toEqual([...SESSION_CODES]);
    expectTypeOf<(typeof SESSION_END_CODES)[number]>().toEqualTypeOf<SessionCode>();
    expectTypeOf<SessionCode>().toEqualTypeOf<(typeof SESSION_CODES)[number]>();
  });

  it('tell session-ending codes from other refusals', () => {
    expect(SESSION_CODES.every(isSessionCode)).toBe(true);
    expect(isSessionCode(0)).toBe(false);
    expect(isSessionCode(1)).toBe(false);
  });

  it('narrow successful answers to their data', () => {
    const ok = { code: 1 as const, msg: '', data: { id: 3 } };
    expect(isAnswerOk(ok)).toBe(true);
    expect(dataOf(ok)).toEqual({ id: 3 });
    expect(() => dataOf({ code: 0, msg: 'No' })).toThrow(
      'Expected a successful answer, got code 0',
    );
  });
});

describe('missing implementations', () => {
  it('fail loudly and name what is missing', () => {
    expect(missingAction('redirectToIndex')).toThrow(MissingImplementationError);
    expect(missingAction('redirectToIndex')).toThrow(
      'redirectToIndex is not provided: pass it with machine.provide()',
    );
  });

  it('reject for actors, so machines take their failure path', async () => {
    const actor = createActor(missingActor<string, number>('logIn'), { input: 1 }).start();
    await expect(toPromise(actor)).rejects.toBeInstanceOf(MissingImplementationError);
  });
});

describe('field checks', () => {
  const emails = [
    'partner@example.com',
    ' partner@example.com ',
    'first.last+tag@sub.example.co',
    "o'brien@example.ie",
    '',
    'partner',
    'partner@',
    '@example.com',
    'partner@example',
    '.partner@example.com',
    'part..ner@example.com',
    'partner@exa mple.com',
  ];

  it.each(emails)('judge %j as the contract does', (email) => {
    expect(isEmail(email)).toBe(EmailSchema.safeParse(email).success);
  });

  it.each(['2026-11-05', '2026-1-5', '05/11/2026', ''])(
    'judge the date %j as the contract does',
    (date) => {
      expect(isDate(date)).toBe(DateSchema.safeParse(date).success);
    },
  );

  it('treat white space, null and undefined as blank', () => {
    expect([' ', '', null, undefined, 'x'].map(isBlank)).toEqual([true, true, true, true, false]);
  });
});
