import type { z } from 'zod';
import { ApiError } from './client';

/**
 * The answer envelope of a call, refusals included, for flow machines that branch on `code`
 * (the client rejects refusals; this turns them back into the answer the server sent).
 * Transport failures still reject. The error policy has already seen every refusal.
 */
export async function answerOf<S extends z.ZodTypeAny>(
  schema: S,
  call: () => Promise<{ body: unknown }>,
): Promise<z.infer<S>> {
  try {
    return schema.parse((await call()).body) as z.infer<S>;
  } catch (error) {
    if (error instanceof ApiError && error.code !== null) {
      const data = error.data === undefined || error.data === null ? {} : { data: error.data };
      return schema.parse({ code: error.code, msg: error.message, ...data }) as z.infer<S>;
    }
    throw error;
  }
}
