import type { QueryFunctionContext } from '@tanstack/react-query';
import { responseData } from './client';

/** A call of the portal's client that takes react-query's signal along with its request. */
type Call<TArgs, TBody extends { code: number }> = (
  args: TArgs & { fetchOptions?: { signal?: AbortSignal } },
) => Promise<{ body: TBody }>;

/**
 * The `queryFn` of one call: it passes react-query's signal (a superseded or abandoned query
 * cancels its request) and resolves with the answer's `data`.
 */
export function dataQuery<TArgs extends object, TBody extends { code: number }>(
  call: Call<TArgs, TBody>,
  args: TArgs,
) {
  return ({ signal }: QueryFunctionContext) =>
    call({ ...args, fetchOptions: { signal } }).then(responseData);
}
