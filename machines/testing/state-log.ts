import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';

interface StateNodeLike {
  type: string;
  path: string[];
  states: Record<string, StateNodeLike>;
}

function leaves(node: StateNodeLike): string[] {
  if (node.type === 'atomic' || node.type === 'final') return [node.path.join('.')];
  return Object.values(node.states).flatMap(leaves);
}

/** Dotted paths of every atomic and final state of a machine, e.g. `signedOut.forcedOut`. */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  return leaves(machine.root as StateNodeLike).sort();
}

/** Dotted paths of the atomic states in a state value. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : statePaths(child).map((path) => `${key}.${path}`),
  );
}

/**
 * Records every state the root actor passes through, including states it leaves within the same
 * step (eventless transitions), so a test can prove that every state of a machine was reached.
 * Pass `inspect` to `createActor`.
 */
export function createStateLog() {
  const seen = new Set<string>();
  return {
    inspect: (event: InspectionEvent): void => {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      if (event.actorRef.sessionId !== event.rootId) return;
      const snapshot = event.snapshot as { value?: StateValue };
      if (snapshot.value !== undefined)
        statePaths(snapshot.value).forEach((path) => seen.add(path));
    },
    /** Every state seen so far, sorted. */
    get seen(): string[] {
      return [...seen].sort();
    },
  };
}
