// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createPendingCalls } from './pending-calls';
import { createStateLog, leafStatePaths, statePaths } from './state-log';

describe('pending calls', () => {
  it('answer the oldest waiting call and refuse to answer nothing', async () => {
    const calls = createPendingCalls<number, string>();
    await expect(calls.answer('late')).rejects.toThrow('No call is waiting for an answer');
    await expect(calls.fail(new Error('x'))).rejects.toThrow('No call is waiting for an answer');
    expect(calls.pending).toBe(0);
  });

  it('drop calls that the machine abandoned', () => {
    const calls = createPendingCalls<number, string>();
    const machine = createMachine({
      initial: 'busy',
      states: { busy: { invoke: { src: calls.logic, input: 1 }, on: { stop: 'idle' } }, idle: {} },
    });
    const actor = createActor(machine).start();
    expect(calls.pending).toBe(1);
    actor.send({ type: 'stop' });
    expect(calls.pending).toBe(0);
    expect(calls.inputs).toEqual([1]);
  });
});

describe('state log', () => {
  const machine = createMachine({
    initial: 'a',
    states: {
      a: { always: 'b' },
      b: {
        type: 'parallel',
        states: { left: { initial: 'x', states: { x: {} } }, right: {} },
      },
      c: { type: 'final' },
    },
  });

  it('lists leaves, including parallel regions and final states', () => {
    expect(leafStatePaths(machine)).toEqual(['a', 'b.left.x', 'b.right', 'c']);
    expect(statePaths({ b: { left: 'x', right: undefined } })).toEqual(['b.left.x', 'b.right']);
  });

  it('records states left within the same step, and ignores child actors', () => {
    const log = createStateLog();
    createActor(machine, { inspect: log.inspect }).start();
    expect(log.seen).toEqual(['a', 'b.left.x', 'b.right']);
    const other = createStateLog();
    const parent = createMachine({ initial: 'p', states: { p: { invoke: { src: machine } } } });
    createActor(parent, { inspect: other.inspect }).start();
    expect(other.seen).toEqual(['p']);
  });

  it('records the first leaves of a machine that starts in parallel regions', () => {
    const log = createStateLog();
    const parallel = createMachine({
      type: 'parallel',
      states: { left: { initial: 'x', states: { x: { always: 'y' }, y: {} } }, right: {} },
    });
    createActor(parallel, { inspect: log.inspect }).start();
    expect(log.seen).toEqual(['left.x', 'left.y', 'right']);
  });
});
