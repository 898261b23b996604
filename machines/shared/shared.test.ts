// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SESSION_CODES } from '../../contract/common';
import { dataOf, isAnswerOk, isSessionCode } from './answer';
import { createActor, toPromise } from 'xstate';
import { MissingImplementationError, missingAction, missingActor } from './not-provided';
import { isBlank, isDate, isEmail } from './validation';

describe('answers', () => {
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
  it.each([
    'partner@example.com',
    ' partner@example.com ',
    'first.last+tag@sub.example.co',
    "o'brien@example.ie",
  ])('take the address %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'partner',
    'partner@',
    '@example.com',
    'partner@example',
    '.partner@example.com',
    'part..ner@example.com',
    'partner@exa mple.com',
  ])('refuse the address %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('take dates as YYYY-MM-DD only', () => {
    expect(['2026-11-05', '2026-1-5', '05/11/2026', ''].map(isDate)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('treat white space, null and undefined as blank', () => {
    expect([' ', '', null, undefined, 'x'].map(isBlank)).toEqual([true, true, true, true, false]);
  });
});
