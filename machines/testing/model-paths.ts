import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * Every shortest path of a model machine, as `it.each` rows named by the path's description.
 * `possibleOnly` leaves out events the model cannot take in a state (a clock with nothing to
 * count, an answer to nothing), for models that list such events on a parent state.
 */
export function shortestPaths<TMachine extends AnyStateMachine>(
  model: TMachine,
  { possibleOnly = false }: { possibleOnly?: boolean } = {},
) {
  const testModel = possibleOnly
    ? createTestModel(model, {
        filterEvents: (state, event) => (state as AnyMachineSnapshot).can(event),
      })
    : createTestModel(model);
  return testModel.getShortestPaths().map((path) => [path.description, path] as const);
}
