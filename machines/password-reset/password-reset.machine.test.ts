// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type { SendCodeForm } from '../../contract/auth';
import type { AnswerHead } from '../shared/answer';
import {
  SEND_CODE_COOLDOWN_SECONDS,
  sendCodeCooldownMachine,
} from '../send-code-cooldown/send-code-cooldown.machine';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import {
  passwordResetMachine,
  validatePasswordStep,
  type ForgetPasswordAnswer,
  type ResetFields,
  type ResetStepRequest,
} from './password-reset.machine';

const ADDRESSES = { first: 'partner@example.com', other: 'other@example.com' } as const;
type Address = keyof typeof ADDRESSES;
const REFUSAL = 'The code is wrong or has expired';
const NO_ACCOUNT = 'No account uses this address';
const TRANSPORT = 'Network Error';
const CODE_SENT = 'Code sent';
const ACCEPTED = 'Accepted';

function start(inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const sendCode = createPendingCalls<SendCodeForm, AnswerHead>();
  const submitStep = createPendingCalls<ResetStepRequest, ForgetPasswordAnswer>();
  const machine = passwordResetMachine.provide({
    actors: {
      sendCodeCooldown: sendCodeCooldownMachine.provide({ actors: { sendCode: sendCode.logic } }),
      submitStep: submitStep.logic,
    },
  });
  const actor = createActor(machine, { inspect }).start();
  const type = (values: Partial<ResetFields>) => {
    actor.send({ type: 'form.change', values });
    actor.send({ type: 'step.submit' });
  };
  return { actor, sendCode, submitStep, type };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Problem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'sendRefused'
  | 'blocked'
  | 'codeRequired'
  | 'passwordsMissing'
  | 'passwordsDiffer'
  | 'refused'
  | 'unreachable';
interface ModelContext {
  /** The address whose code is cooling down. */
  sentTo: Address | null;
  /** The address a code is being sent to. */
  sending: Address | null;
  /** The address typed last. */
  typed: Address | null;
  problem: Problem | null;
  /** What the last accepted call said: the code went out, or the step was accepted. */
  confirmed: 'codeSent' | 'accepted' | null;
}
type ModelEvent = {
  type:
    | 'user.submitsEmail'
    | 'user.submitsOtherEmail'
    | 'user.submitsEmptyEmail'
    | 'user.submitsBadEmail'
    | 'user.resendsCode'
    | 'user.submitsCode'
    | 'user.submitsNoCode'
    | 'user.submitsPasswords'
    | 'user.submitsDifferentPasswords'
    | 'user.submitsNoPasswords'
    | 'user.goesBack'
    | 'server.sendsCode'
    | 'server.refusesToSend'
    | 'server.accepts'
    | 'server.refuses'
    | 'network.fails'
    | 'clock.cooldownEnds';
};
const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } });
/** A submit or a problem found before any call: earlier notices go. */
const problem = (value: Problem | null) => model.assign({ problem: value, confirmed: null });
const confirmed = (value: ModelContext['confirmed']) =>
  model.assign({ problem: null, confirmed: value });

/** Step 1 with an address: on to step 2 if its code is cooling down, send if nothing is. */
const submitAddress = (address: Address) => [
  {
    guard: ({ context }: { context: ModelContext }) => context.sentTo === address,
    target: '#resetModel.code',
    actions: model.assign({ typed: address, problem: null, confirmed: null }),
  },
  {
    guard: ({ context }: { context: ModelContext }) => context.sentTo === null,
    target: 'sending',
    actions: model.assign({ typed: address, sending: address, problem: null, confirmed: null }),
  },
  { actions: model.assign({ typed: address, problem: 'blocked' }) },
];

const clock = {
  'clock.cooldownEnds': {
    guard: ({ context }: { context: ModelContext }) => context.sentTo !== null,
    // Once the cooldown is over nothing blocks the submit any more.
    actions: model.assign({
      sentTo: null,
      problem: ({ context }) => (context.problem === 'blocked' ? null : context.problem),
    }),
  },
};

/** The password reset as the user meets it, with the server and the clock. */
const resetModel = model.createMachine({
  id: 'resetModel',
  context: { sentTo: null, sending: null, typed: null, problem: null, confirmed: null },
  initial: 'email',
  states: {
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.submitsEmail': submitAddress('first'),
            'user.submitsOtherEmail': submitAddress('other'),
            'user.submitsEmptyEmail': { actions: problem('emailRequired') },
            'user.submitsBadEmail': { actions: problem('emailInvalid') },
            ...clock,
          },
        },
        sending: {
          on: {
            'server.sendsCode': {
              target: '#resetModel.code',
              actions: [
                model.assign({ sentTo: ({ context }) => context.sending, sending: null }),
                confirmed('codeSent'),
              ],
            },
            'server.refusesToSend': {
              target: 'editing',
              actions: [model.assign({ sending: null }), problem('sendRefused')],
            },
          },
        },
      },
    },
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.submitsCode': { target: 'submitting', actions: problem(null) },
            'user.submitsNoCode': { actions: problem('codeRequired') },
            'user.goesBack': { target: '#resetModel.email', actions: problem(null) },
            'user.resendsCode': {
              guard: ({ context }) => context.sentTo === null && context.sending === null,
              // A resend clears what the last call said; a missing code stays missing.
              actions: model.assign({
                sending: ({ context }) => context.typed,
                problem: ({ context }) =>
                  context.problem === 'codeRequired' ? 'codeRequired' : null,
                confirmed: null,
              }),
            },
            'server.sendsCode': {
              guard: ({ context }) => context.sending !== null,
              actions: model.assign({
                sentTo: ({ context }) => context.sending,
                sending: null,
                confirmed: 'codeSent',
              }),
            },
            ...clock,
          },
        },
        submitting: {
          on: {
            'server.accepts': { target: '#resetModel.password', actions: confirmed('accepted') },
            'server.refuses': { target: 'editing', actions: problem('refused') },
            'network.fails': { target: 'editing', actions: problem('unreachable') },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.submitsPasswords': { target: 'submitting', actions: problem(null) },
            'user.submitsDifferentPasswords': { actions: problem('passwordsDiffer') },
            'user.submitsNoPasswords': { actions: problem('passwordsMissing') },
            'user.goesBack': { target: '#resetModel.code', actions: problem(null) },
          },
        },
        submitting: {
          on: {
            'server.accepts': { target: '#resetModel.done', actions: confirmed('accepted') },
            'server.refuses': { target: 'editing', actions: problem('refused') },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('password reset, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(resetModel, { possibleOnly: true }))('%s', async (_, path) => {
    const { actor, sendCode, submitStep, type } = start(log.inspect);
    await path.test({
      events: {
        'user.submitsEmail': () => type({ username: ` ${ADDRESSES.first} ` }),
        'user.submitsOtherEmail': () => type({ username: ADDRESSES.other }),
        'user.submitsEmptyEmail': () => type({ username: ' ' }),
        'user.submitsBadEmail': () => type({ username: 'partner@' }),
        'user.resendsCode': () => actor.send({ type: 'code.send' }),
        'user.submitsCode': () => type({ code: ' 123456 ' }),
        'user.submitsNoCode': () => type({ code: '' }),
        'user.submitsPasswords': () => type({ password: 'n3w!-pass', password_again: 'n3w!-pass' }),
        'user.submitsDifferentPasswords': () =>
          type({ password: 'n3w!-pass', password_again: 'new!-pass' }),
        'user.submitsNoPasswords': () => type({ password: '', password_again: '' }),
        'user.goesBack': () => actor.send({ type: 'step.back' }),
        'server.sendsCode': () => sendCode.answer({ code: 1, msg: CODE_SENT }),
        'server.refusesToSend': () => sendCode.answer({ code: 0, msg: NO_ACCOUNT }),
        'server.accepts': () => submitStep.answer({ code: 1, msg: ACCEPTED, data: null }),
        'server.refuses': () => submitStep.answer({ code: 0, msg: REFUSAL }),
        'network.fails': () => submitStep.fail(new Error(TRANSPORT)),
        'clock.cooldownEnds': () => vi.advanceTimersByTimeAsync(SEND_CODE_COOLDOWN_SECONDS * 1000),
      },
      states: {
        '*': (expected) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const { sentTo, sending, typed, confirmed } = expected.context;
          expect(snapshot.value).toEqual(expected.value);
          expect(context.codeSender.sentTo).toBe(sentTo === null ? null : ADDRESSES[sentTo]);
          expect(context.codeSender.status).toBe(
            sending !== null ? 'sending' : sentTo !== null ? 'coolingDown' : 'idle',
          );
          if (sending !== null)
            expect(sendCode.inputs.at(-1)).toEqual({ username: ADDRESSES[sending] });
          switch (expected.context.problem) {
            case 'emailRequired':
            case 'emailInvalid':
              expect(context.errors).toEqual({ username: expected.context.problem });
              break;
            case 'sendRefused':
              expect(context.codeSender.serverMessage).toBe(NO_ACCOUNT);
              expect(context.refusal).toEqual({ serverMessage: NO_ACCOUNT });
              break;
            case 'blocked':
              // A code to another address is cooling down: nothing is sent, submit is off.
              expect(snapshot.can({ type: 'step.submit' })).toBe(false);
              break;
            case 'codeRequired':
              expect(context.errors).toEqual({ code: 'emailCodeRequired' });
              break;
            case 'passwordsMissing':
              expect(context.errors).toEqual({
                password: 'passwordRequired',
                password_again: 'passwordAgainRequired',
              });
              break;
            case 'passwordsDiffer':
              expect(context.errors).toEqual({ password_again: 'passwordsDiffer' });
              break;
            case 'refused':
              expect(context.refusal).toEqual({ serverMessage: REFUSAL });
              break;
            case 'unreachable':
              expect(context.refusal).toEqual({ message: 'requestFailed' });
              break;
            default:
              expect(context.errors).toEqual({});
          }
          if (!['sendRefused', 'refused', 'unreachable'].includes(expected.context.problem ?? '')) {
            expect(context.refusal).toBeNull();
          }
          expect(context.confirmation).toBe(
            confirmed === 'codeSent' ? CODE_SENT : confirmed === 'accepted' ? ACCEPTED : null,
          );
          const address = typed === null ? '' : ADDRESSES[typed];
          if (snapshot.matches({ code: 'submitting' })) {
            expect(submitStep.inputs.at(-1)).toEqual({
              step: 2,
              username: address,
              code: '123456',
            });
          }
          if (snapshot.matches({ password: 'submitting' })) {
            expect(submitStep.inputs.at(-1)).toEqual({
              step: 3,
              username: address,
              code: '123456',
              password: 'n3w!-pass',
              password_again: 'n3w!-pass',
            });
          }
          if (snapshot.matches('done')) expect(snapshot.status).toBe('done');
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(passwordResetMachine));
  });
});

describe('password reset, details', () => {
  it('checks the rules of a new password for the address being reset', () => {
    const problem = (password: string) =>
      validatePasswordStep({
        username: ADDRESSES.first,
        code: '1',
        password,
        password_again: password,
      }).password;
    expect(problem('')).toBe('passwordRequired');
    expect(problem('n3w!')).toBe('passwordTooShort');
    expect(problem(ADDRESSES.first.toUpperCase())).toBe('passwordIsEmail');
    expect(problem('00000000')).toBe('passwordOneCharacter');
    expect(problem('n3w!-pass')).toBeUndefined();
  });

  it('keeps what was typed on every step when going back', async () => {
    const { actor, sendCode, submitStep, type } = start();
    type({ username: ADDRESSES.first });
    await sendCode.answer({ code: 1, msg: 'Code sent' });
    type({ code: '123456' });
    await submitStep.answer({ code: 1, msg: '', data: null });
    actor.send({ type: 'form.change', values: { password: 'n3w!', password_again: 'n3' } });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    expect(actor.getSnapshot().context.form).toEqual({
      username: ADDRESSES.first,
      code: '123456',
      password: 'n3w!',
      password_again: 'n3',
    });
  });

  it('counts the cooldown down in step 2 and lets the user resend after 60 s', async () => {
    const { actor, sendCode, type } = start();
    type({ username: ADDRESSES.first });
    await sendCode.answer({ code: 1, msg: 'Code sent' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().context.codeSender.secondsLeft).toBe(45);
    actor.send({ type: 'code.send' });
    expect(sendCode.inputs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(45_000);
    actor.send({ type: 'code.send' });
    expect(sendCode.inputs).toEqual([{ username: ADDRESSES.first }, { username: ADDRESSES.first }]);
  });

  it('shows a refused resend beside the button and stays on step 2', async () => {
    const { actor, sendCode, type } = start();
    type({ username: ADDRESSES.first });
    await sendCode.answer({ code: 1, msg: 'Code sent' });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.send' });
    await sendCode.fail(new Error(TRANSPORT));
    expect(actor.getSnapshot().value).toEqual({ code: 'editing' });
    expect(actor.getSnapshot().context.codeSender).toMatchObject({
      status: 'idle',
      error: 'requestFailed',
    });
    expect(actor.getSnapshot().context.refusal).toEqual({ message: 'requestFailed' });
  });

  it("shows a resend's refusal, then the next resend's confirmation", async () => {
    const { actor, sendCode, type } = start();
    type({ username: ADDRESSES.first });
    await sendCode.answer({ code: 1, msg: CODE_SENT });
    expect(actor.getSnapshot().context.confirmation).toBe(CODE_SENT);
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.confirmation).toBeNull();
    await sendCode.answer({ code: 0, msg: 'Too many codes today' });
    expect(actor.getSnapshot().context).toMatchObject({
      refusal: { serverMessage: 'Too many codes today' },
      confirmation: null,
    });
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await sendCode.answer({ code: 1, msg: 'Code sent again' });
    expect(actor.getSnapshot().context).toMatchObject({
      refusal: null,
      confirmation: 'Code sent again',
    });
  });

  it('keeps the step messages apart from the steps they belong to when going back', async () => {
    const { actor, sendCode, submitStep, type } = start();
    type({ username: ADDRESSES.first });
    await sendCode.answer({ code: 1, msg: CODE_SENT });
    type({ code: '123456' });
    await submitStep.answer({ code: 0, msg: REFUSAL });
    expect(actor.getSnapshot().context.refusal).toEqual({ serverMessage: REFUSAL });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context).toMatchObject({ refusal: null, confirmation: null });
  });

  it('checks the confirmation only once a new password is typed', () => {
    const form = { username: '', code: '', password: '', password_again: 'x' };
    expect(validatePasswordStep(form)).toEqual({ password: 'passwordRequired' });
  });

  it('reports actors the view forgot to provide', async () => {
    const actor = createActor(passwordResetMachine).start();
    actor.send({ type: 'form.change', values: { username: ADDRESSES.first } });
    actor.send({ type: 'step.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
    expect(actor.getSnapshot().context.codeSender.error).toBe('requestFailed');
  });
});
