import type { CODE_OK, SESSION_CODES } from '../../contract/common';

/** A code that ends the session on the client (contract `SESSION_CODES`). */
export type SessionCode = (typeof SESSION_CODES)[number];

/** The part of every answer the machines branch on: the outcome code and the server's message. */
export interface AnswerHead {
  code: number;
  msg: string;
}

/**
 * Success code of every answer. Machines import only types from the contract, so the value is
 * repeated here and typed against `CODE_OK`: if the contract changes it, this stops compiling.
 */
export const ANSWER_OK: typeof CODE_OK = 1;

/** The contract's `SESSION_CODES` as values; a test checks at type level that none is missing. */
export const SESSION_END_CODES = [90002, 90003, 90004] as const satisfies readonly SessionCode[];

/** True for an answer with code 1; narrows a contract answer to its successful member. */
export function isAnswerOk<TAnswer extends AnswerHead>(
  answer: TAnswer,
): answer is Extract<TAnswer, { code: typeof CODE_OK }> {
  return answer.code === ANSWER_OK;
}

/** True for 90002, 90003 and 90004: 'Please log in', the session is over. */
export function isSessionCode(code: number): code is SessionCode {
  return (SESSION_END_CODES as readonly number[]).includes(code);
}

/**
 * The data of an answer that a guard has already found successful. Throws otherwise, which
 * would mean a transition was written without its `isAnswerOk` guard.
 */
export function dataOf<TAnswer extends AnswerHead & { data?: unknown }>(
  answer: TAnswer,
): Extract<TAnswer, { code: typeof CODE_OK }>['data'] {
  if (!isAnswerOk(answer)) {
    throw new Error(`Expected a successful answer, got code ${answer.code}`);
  }
  return answer.data;
}
