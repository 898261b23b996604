// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AnswerHead } from '../shared/answer';
import { createPendingCalls } from '../testing/pending-calls';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import type { SendCodeForm } from '../../contract/auth';
import { SEND_CODE_COOLDOWN_SECONDS, sendCodeCooldownMachine } from './send-code-cooldown.machine';

const EMAIL = 'partner@example.com';
const accepted: AnswerHead = { code: 1, msg: 'Code sent' };
const refused: AnswerHead = { code: 0, msg: 'Too many codes today' };

function start(inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const sendCode = createPendingCalls<SendCodeForm, AnswerHead>();
  const actor = createActor(
    sendCodeCooldownMachine.provide({ actors: { sendCode: sendCode.logic } }),
    {
      inspect,
    },
  );
  actor.start();
  return { actor, sendCode };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * What the user and the server can do, and what the button should look like after each: the
 * model knows nothing of the machine's internals.
 */
const model = createTestModel(
  createMachine({
    id: 'sendCodeModel',
    initial: 'idle',
    states: {
      idle: {
        initial: 'ready',
        states: { ready: {}, emailRequired: {}, emailInvalid: {}, refused: {}, unreachable: {} },
        on: {
          'user.sendWithoutEmail': '.emailRequired',
          'user.sendToMalformedEmail': '.emailInvalid',
          'user.send': 'sending',
        },
      },
      sending: {
        on: {
          'server.accepts': 'coolingDown',
          'server.refuses': 'idle.refused',
          'network.fails': 'idle.unreachable',
        },
      },
      coolingDown: {
        initial: 'full',
        states: {
          full: { on: { 'clock.second': 'counting', 'clock.allButOneSecond': 'lastSecond' } },
          counting: {},
          lastSecond: { on: { 'clock.second': '#sendCodeModel.idle.ready' } },
        },
      },
    },
  }),
);

describe('send-code cooldown, every shortest path of the model', () => {
  const log = createStateLog();
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { actor, sendCode } = start(log.inspect);
    const context = () => actor.getSnapshot().context;
    await path.test({
      events: {
        'user.sendWithoutEmail': () => actor.send({ type: 'code.send', email: '  ' }),
        'user.sendToMalformedEmail': () =>
          actor.send({ type: 'code.send', email: 'partner@example' }),
        'user.send': () => actor.send({ type: 'code.send', email: ` ${EMAIL} ` }),
        'server.accepts': () => sendCode.answer(accepted),
        'server.refuses': () => sendCode.answer(refused),
        'network.fails': () => sendCode.fail(new Error('timeout of 30000ms exceeded')),
        'clock.second': () => vi.advanceTimersByTimeAsync(1000),
        'clock.allButOneSecond': () =>
          vi.advanceTimersByTimeAsync((SEND_CODE_COOLDOWN_SECONDS - 1) * 1000),
      },
      states: {
        idle: () => {
          expect(actor.getSnapshot().value).toBe('idle');
          expect(context().secondsLeft).toBe(0);
        },
        'idle.ready': () => expect(context().error).toBeNull(),
        'idle.emailRequired': () => {
          expect(context().error).toBe('emailRequired');
          expect(context().serverMessage).toBeNull();
          expect(sendCode.pending).toBe(0);
        },
        'idle.emailInvalid': () => {
          expect(context().error).toBe('emailInvalid');
          expect(context().serverMessage).toBeNull();
          expect(sendCode.pending).toBe(0);
        },
        'idle.refused': () => {
          expect(context().serverMessage).toBe(refused.msg);
          expect(context().error).toBeNull();
        },
        'idle.unreachable': () => {
          expect(context().serverMessage).toBeNull();
          expect(context().error).toBe('requestFailed');
        },
        sending: () => {
          expect(actor.getSnapshot().value).toBe('sending');
          expect(sendCode.inputs.at(-1)).toEqual({ username: EMAIL });
          expect(context().error).toBeNull();
        },
        coolingDown: () => {
          expect(actor.getSnapshot().value).toBe('coolingDown');
          expect(context().serverMessage).toBe(accepted.msg);
        },
        'coolingDown.full': () => expect(context().secondsLeft).toBe(60),
        'coolingDown.counting': () => expect(context().secondsLeft).toBe(59),
        'coolingDown.lastSecond': () => expect(context().secondsLeft).toBe(1),
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(sendCodeCooldownMachine));
  });
});

describe('send-code cooldown, timing', () => {
  it('counts down from 60, one second at a time, and enables the button after exactly 60 s', async () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'code.send', email: EMAIL });
    await sendCode.answer(accepted);
    const shown: number[] = [];
    for (let second = 1; second < SEND_CODE_COOLDOWN_SECONDS; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      shown.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(shown).toEqual(Array.from({ length: 59 }, (_, i) => 59 - i));
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('ignores clicks while cooling down and sends again once idle', async () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'code.send', email: EMAIL });
    await sendCode.answer(accepted);
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'code.send', email: EMAIL });
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(sendCode.inputs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'code.send', email: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sendCode.inputs).toEqual([{ username: EMAIL }, { username: 'other@example.com' }]);
  });

  it('starts no countdown when the send fails, so the user can retry at once', async () => {
    const { actor, sendCode } = start();
    actor.send({ type: 'code.send', email: EMAIL });
    await sendCode.fail(new Error('Network Error'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'code.send', email: EMAIL });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('clears an earlier "Email required" when a send goes out', () => {
    const { actor } = start();
    actor.send({ type: 'code.send', email: '' });
    expect(actor.getSnapshot().context.error).toBe('emailRequired');
    actor.send({ type: 'code.send', email: EMAIL });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends nothing to a malformed address, and sends once it is corrected', () => {
    const { actor, sendCode } = start();
    for (const email of ['partner', 'partner@', '@example.com', 'part ner@example.com']) {
      actor.send({ type: 'code.send', email });
      expect(actor.getSnapshot().context.error).toBe('emailInvalid');
    }
    expect(sendCode.inputs).toEqual([]);
    actor.send({ type: 'code.send', email: EMAIL });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sendCode.inputs).toEqual([{ username: EMAIL }]);
  });

  it('treats a missing sendCode actor as a failed send', async () => {
    const actor = createActor(sendCodeCooldownMachine).start();
    actor.send({ type: 'code.send', email: EMAIL });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('requestFailed');
  });
});
