import { assign, setup } from 'xstate';
import type { SendCodeForm } from '../../contract/auth';
import { isAnswerOk, type AnswerHead } from '../shared/answer';
import { missingActor } from '../shared/not-provided';
import { isBlank, isEmail } from '../shared/validation';

/** Seconds the send-code button stays disabled after a code went out. */
export const SEND_CODE_COOLDOWN_SECONDS = 60;

/** Messages this machine reports; views translate them. */
export type SendCodeMessageKey =
  /** 'Email required' */
  | 'emailRequired'
  /** 'Please enter the correct email address': no code goes to an address that cannot exist. */
  | 'emailInvalid'
  /** The call got no answer (network error, timeout, HTTP error); the error policy toasts it too. */
  | 'requestFailed';

/** What the `sendCode` actor is called with. */
export type SendCodeRequest = SendCodeForm;

export interface SendCodeCooldownContext {
  email: string;
  /** Seconds until the button is enabled again; 0 when it is. */
  secondsLeft: number;
  error: SendCodeMessageKey | null;
  /** The server's `msg` of the last answer, shown as it is. */
  serverMessage: string | null;
}

export type SendCodeCooldownEvent = { type: 'code.send'; email: string };

/**
 * The send-code button of sign-up and password reset: idle → sending → cooling down for 60 s,
 * counting the seconds left → idle. An empty e-mail stays idle with `emailRequired`, a malformed
 * one with `emailInvalid`, and no call goes out; a refused or failed send goes straight back to
 * idle, so the user can try again at once.
 *
 * Provide the `sendCode` actor: `{ username }` to POST /user/sendcode (sign-up) or to step 1 of
 * POST /user/forgetpassword (reset); it resolves with the answer, refusals included, and rejects
 * only when there is none.
 */
export const sendCodeCooldownMachine = setup({
  types: {
    context: {} as SendCodeCooldownContext,
    events: {} as SendCodeCooldownEvent,
  },
  actors: {
    sendCode: missingActor<AnswerHead, SendCodeRequest>('sendCode'),
  },
  guards: {
    isBlankEmail: (_, params: { email: string }) => isBlank(params.email),
    isMalformedEmail: (_, params: { email: string }) => !isEmail(params.email),
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    rememberEmail: assign((_, params: { email: string }) => ({
      email: params.email.trim(),
      error: null,
      serverMessage: null,
    })),
    showEmailRequired: assign({ error: 'emailRequired', serverMessage: null }),
    showEmailInvalid: assign({ error: 'emailInvalid', serverMessage: null }),
    showAnswer: assign((_, params: { answer: AnswerHead }) => ({
      serverMessage: params.answer.msg,
    })),
    showFailure: assign({ serverMessage: null, error: 'requestFailed' }),
    startCooldown: assign({ secondsLeft: SEND_CODE_COOLDOWN_SECONDS }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCooldown: assign({ secondsLeft: 0 }),
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'sendCodeCooldown',
  context: { email: '', secondsLeft: 0, error: null, serverMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.send': [
          {
            guard: { type: 'isBlankEmail', params: ({ event }) => ({ email: event.email }) },
            actions: 'showEmailRequired',
          },
          {
            guard: { type: 'isMalformedEmail', params: ({ event }) => ({ email: event.email }) },
            actions: 'showEmailInvalid',
          },
          {
            target: 'sending',
            actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
          },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ username: context.email }),
        onDone: [
          {
            guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) },
            target: 'coolingDown',
            actions: [
              'startCooldown',
              { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          {
            target: 'idle',
            actions: { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: { target: 'idle', actions: 'showFailure' },
      },
    },
    coolingDown: {
      after: {
        oneSecond: [
          {
            guard: 'hasSecondsLeft',
            target: 'coolingDown',
            reenter: true,
            actions: 'countDown',
          },
          { target: 'idle', actions: 'endCooldown' },
        ],
      },
    },
  },
});
