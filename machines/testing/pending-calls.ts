import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * A stand-in for a named API actor: every call waits until the test answers it, so a test decides
 * when and how the server replies. Calls abandoned by the machine (it left the state) drop out.
 */
export interface PendingCalls<TInput, TOutput> {
  readonly logic: PromiseActorLogic<TOutput, TInput>;
  /** The input of every call made so far, oldest first. */
  readonly inputs: readonly TInput[];
  /** Calls still waiting for an answer. */
  readonly pending: number;
  /** Resolves the oldest waiting call and lets the machine process the outcome. */
  answer(output: TOutput): Promise<void>;
  /** Rejects the oldest waiting call (no answer at all) and lets the machine process it. */
  fail(error: unknown): Promise<void>;
}

interface Waiting<TOutput> {
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the events they send run; fromPromise needs only a few turns. */
export async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

export function createPendingCalls<TInput, TOutput>(): PendingCalls<TInput, TOutput> {
  const inputs: TInput[] = [];
  let waiting: Waiting<TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    inputs.push(input);
    return new Promise<TOutput>((resolve, reject) => {
      const call = { resolve, reject };
      waiting.push(call);
      signal.addEventListener('abort', () => {
        waiting = waiting.filter((other) => other !== call);
      });
    });
  });
  const next = (): Waiting<TOutput> => {
    const call = waiting.shift();
    if (!call) throw new Error('No call is waiting for an answer');
    return call;
  };
  return {
    logic,
    inputs,
    get pending() {
      return waiting.length;
    },
    async answer(output) {
      next().resolve(output);
      await flushPromises();
    },
    async fail(error) {
      next().reject(error);
      await flushPromises();
    },
  };
}
