import { fromPromise } from 'xstate';

/**
 * Thrown by the placeholder of a side effect (storage, navigation, API call) that the view or
 * test did not pass with `machine.provide()`. Failing loudly beats a silent no-op that would,
 * say, never store the token.
 */
export class MissingImplementationError extends Error {
  constructor(readonly implementation: string) {
    super(`${implementation} is not provided: pass it with machine.provide()`);
    this.name = 'MissingImplementationError';
  }
}

/** Placeholder for a named action that views provide; `TParams` types the action's params. */
export function missingAction<TParams = undefined>(
  name: string,
): (_args: unknown, _params: TParams) => never {
  return () => {
    throw new MissingImplementationError(name);
  };
}

/** Placeholder for a named actor that views provide; it rejects, so the machine takes its error path. */
export function missingActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new MissingImplementationError(name)));
}
