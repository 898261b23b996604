import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';

interface StateNodeLike {
  type: string;
  path: string[];
  states: Record<string, StateNodeLike>;
  /** Only read on compound states, which always have one. */
  initial: { target: readonly StateNodeLike[] };
}

function leaves(node: StateNodeLike): string[] {
  if (node.type === 'atomic' || node.type === 'final') return [node.path.join('.')];
  return Object.values(node.states).flatMap(leaves);
}

/** The leaves a machine enters first, before any eventless transition moves it on. */
function initialLeaves(node: StateNodeLike): string[] {
  if (node.type === 'parallel') return Object.values(node.states).flatMap(initialLeaves);
  if (node.type === 'compound') return node.initial.target.flatMap(initialLeaves);
  return [node.path.join('.')];
}

/** Dotted paths of every atomic and final state of a machine, e.g. `signedOut.forcedOut`. */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  return leaves(machine.root as StateNodeLike).sort();
}

/** Dotted paths of the atomic states in a state value. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) => {
    // An atomic region of a parallel state shows up as undefined or as an empty object.
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) {
      return [key];
    }
    return statePaths(child).map((path) => `${key}.${path}`);
  });
}

/**
 * Records every state the root actor passes through, including states it leaves within the same
 * step (eventless transitions), so a test can prove that every state of a machine was reached.
 * Pass `inspect` to `createActor`.
 */
export function createStateLog() {
  const seen = new Set<string>();
  const add = (path: string) => seen.add(path);
  return {
    inspect: (event: InspectionEvent): void => {
      if (event.actorRef.sessionId !== event.rootId) return;
      if (event.type === '@xstate.actor') {
        // Microsteps are not reported while the actor starts, so an initial state that an
        // eventless transition leaves at once would be missed without this.
        // The root actor of a log is always a machine.
        const { logic } = event.actorRef as unknown as { logic: AnyStateMachine };
        initialLeaves(logic.root as StateNodeLike).forEach(add);
        return;
      }
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      statePaths((event.snapshot as unknown as { value: StateValue }).value).forEach(add);
    },
    /** Every state seen so far, sorted. */
    get seen(): string[] {
      return [...seen].sort();
    },
  };
}
