import { expect } from 'vitest';

/**
 * Checks what a form machine holds for the two problems every form shares: the server's refusal,
 * kept word for word, and no answer at all, which has a message of the portal's own.
 *
 * @returns whether `problem` was one of the two; the caller checks any other problem itself.
 */
export function expectAnswerProblem(
  context: { serverMessage: string | null; message?: unknown },
  problem: unknown,
  refusal: string,
): boolean {
  if (problem === 'refused') {
    expect(context.serverMessage).toBe(refusal);
    return true;
  }
  if (problem === 'unreachable') {
    expect(context).toMatchObject({ serverMessage: null, message: 'requestFailed' });
    return true;
  }
  return false;
}
