import { CODE_OK, SESSION_CODES, type SessionCode } from '../../contract/values';

/** The part of every answer the machines branch on: the outcome code and the server's message. */
export interface AnswerHead {
  code: number;
  msg: string;
}

/**
 * Something a machine tells the user about a call: the server's own words (already in the
 * user's language, shown as they are), or a key the view translates when no answer came.
 */
export type Notice<TKey extends string> = { serverMessage: string } | { message: TKey };

/** True for an answer with code 1; narrows a contract answer to its successful member. */
export function isAnswerOk<TAnswer extends AnswerHead>(
  answer: TAnswer,
): answer is Extract<TAnswer, { code: typeof CODE_OK }> {
  return answer.code === CODE_OK;
}

/** True for 90002, 90003 and 90004: 'Please log in', the session is over. */
export function isSessionCode(code: number): code is SessionCode {
  return (SESSION_CODES as readonly number[]).includes(code);
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
