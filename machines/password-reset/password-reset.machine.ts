import type { ClientInferResponseBody } from '@ts-rest/core';
import { and, assign, not, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { ForgetPasswordReset, ForgetPasswordVerify, authContract } from '../../contract/auth';
import { isAnswerOk, type AnswerHead } from '../shared/answer';
import { missingActor } from '../shared/not-provided';
import { errorsAfterEdit, isBlank, isEmail } from '../shared/validation';
import {
  sendCodeCooldownMachine,
  type SendCodeMessageKey,
} from '../send-code-cooldown/send-code-cooldown.machine';

/** The answer of `POST /user/forgetpassword`. */
export type ForgetPasswordAnswer = ClientInferResponseBody<typeof authContract.forgetPassword, 200>;

/** What `submitStep` is called with: step 2 checks the code, step 3 sets the password. */
export type ResetStepRequest = ForgetPasswordVerify | ForgetPasswordReset;

/** Messages this machine reports; views translate them. */
export type PasswordResetMessageKey =
  /** 'Email required' */
  | 'emailRequired'
  /** 'Please enter the correct email address' */
  | 'emailInvalid'
  /** 'Please enter the email verification code' */
  | 'emailCodeRequired'
  /** 'Password required' */
  | 'passwordRequired'
  /** 'Please enter the password again' (the confirmation is required, as in change password) */
  | 'passwordAgainRequired'
  /** 'two different passwords' */
  | 'passwordsDiffer'
  /** The call got no answer (network error, timeout, HTTP error); the error policy toasts it too. */
  | 'requestFailed';

/** What the user types over the three steps; kept when going back. */
export interface ResetFields {
  username: string;
  code: string;
  password: string;
  password_again: string;
}
export type ResetField = keyof ResetFields;
export type ResetErrors = Partial<Record<ResetField, PasswordResetMessageKey>>;

/** The send-code button as the views show it, mirrored from the cooldown child. */
export interface CodeSenderState {
  status: 'idle' | 'sending' | 'coolingDown';
  secondsLeft: number;
  /** The address the last code went to, while its cooldown runs; null otherwise. */
  sentTo: string | null;
  error: SendCodeMessageKey | null;
  /** The server's `msg` of the last send, shown as it is. */
  serverMessage: string | null;
}

export interface PasswordResetContext {
  form: ResetFields;
  errors: ResetErrors;
  /** The server's `msg` of the last step call shown as it is. */
  serverMessage: string | null;
  message: PasswordResetMessageKey | null;
  codeSender: CodeSenderState;
}

export type PasswordResetEvent =
  | { type: 'form.change'; values: Partial<ResetFields> }
  | { type: 'step.submit' }
  | { type: 'step.back' }
  /** Send the code again (step 2); ignored while the cooldown runs. */
  | { type: 'code.send' };

/** Step 1: the e-mail address. */
export function validateEmailStep(form: ResetFields): ResetErrors {
  if (isBlank(form.username)) return { username: 'emailRequired' };
  return isEmail(form.username) ? {} : { username: 'emailInvalid' };
}

/** Step 2: the e-mailed code. */
export function validateCodeStep(form: ResetFields): ResetErrors {
  return isBlank(form.code) ? { code: 'emailCodeRequired' } : {};
}

/** Step 3: the new password twice, equal. */
export function validatePasswordStep(form: ResetFields): ResetErrors {
  const errors: ResetErrors = {};
  if (form.password === '') errors.password = 'passwordRequired';
  if (form.password_again === '') errors.password_again = 'passwordAgainRequired';
  else if (form.password !== '' && form.password !== form.password_again) {
    errors.password_again = 'passwordsDiffer';
  }
  return errors;
}

const isValid = (errors: ResetErrors) => Object.keys(errors).length === 0;

type CodeSenderSnapshot = SnapshotFrom<typeof sendCodeCooldownMachine>;

function mirror(snapshot: CodeSenderSnapshot): CodeSenderState {
  const { context } = snapshot;
  const status = snapshot.matches('coolingDown')
    ? 'coolingDown'
    : snapshot.matches('sending')
      ? 'sending'
      : 'idle';
  return {
    status,
    secondsLeft: context.secondsLeft,
    sentTo: status === 'coolingDown' ? context.email : null,
    error: context.error,
    serverMessage: context.serverMessage,
  };
}

const snapshotParams = ({ event }: { event: { snapshot: CodeSenderSnapshot } }) => ({
  snapshot: event.snapshot,
});

const answeredParams = ({ event }: { event: { output: AnswerHead } }) => ({
  answer: event.output,
});

const stepCallOutcome = (next: string) =>
  ({
    onDone: [
      {
        guard: { type: 'isAnswerOk', params: answeredParams },
        target: next,
        actions: { type: 'showServerMessage', params: answeredParams },
      },
      { target: 'editing', actions: { type: 'showServerMessage', params: answeredParams } },
    ],
    onError: { target: 'editing', actions: 'showFailure' },
  }) as const;

/**
 * The three-step password reset (spec §2, §7): e-mail → e-mailed code → new password twice →
 * done. Step 1 sends the code through the send-code cooldown (a child machine, so the 60 s
 * count covers the first send and every resend); going back keeps what was typed and, while the
 * cooldown runs for the same address, goes forward again without sending another code. A refusal
 * keeps the user on the step with the server's msg.
 *
 * Provide `submitStep` (POST /user/forgetpassword with step 2 or 3) and `sendCodeCooldown`:
 * `sendCodeCooldownMachine.provide({ actors: { sendCode } })` whose `sendCode` posts step 1.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    sendCodeCooldown: sendCodeCooldownMachine,
    submitStep: missingActor<ForgetPasswordAnswer, ResetStepRequest>('submitStep'),
  },
  guards: {
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    isEmailStepValid: ({ context }) => isValid(validateEmailStep(context.form)),
    isCodeStepValid: ({ context }) => isValid(validateCodeStep(context.form)),
    isPasswordStepValid: ({ context }) => isValid(validatePasswordStep(context.form)),
    isCodeSentToEmail: ({ context }) => context.codeSender.sentTo === context.form.username.trim(),
    isCodeSenderIdle: ({ context }) => context.codeSender.status === 'idle',
    isCodeSent: (_, params: { snapshot: CodeSenderSnapshot }) =>
      params.snapshot.matches('coolingDown'),
    isCodeRefused: (_, params: { snapshot: CodeSenderSnapshot }) => params.snapshot.matches('idle'),
  },
  actions: {
    sendCode: sendTo('codeSender', ({ context }) => ({
      type: 'code.send' as const,
      email: context.form.username,
    })),
    mirrorCodeSender: assign((_, params: { snapshot: CodeSenderSnapshot }) => ({
      codeSender: mirror(params.snapshot),
    })),
    showServerMessage: assign((_, params: { answer: AnswerHead }) => ({
      serverMessage: params.answer.msg,
      message: null,
    })),
    showFailure: assign({ serverMessage: null, message: 'requestFailed' }),
    clearMessages: assign({ errors: {}, serverMessage: null, message: null }),
  },
}).createMachine({
  id: 'passwordReset',
  context: {
    form: { username: '', code: '', password: '', password_again: '' },
    errors: {},
    serverMessage: null,
    message: null,
    codeSender: { status: 'idle', secondsLeft: 0, sentTo: null, error: null, serverMessage: null },
  },
  invoke: {
    id: 'codeSender',
    src: 'sendCodeCooldown',
    onSnapshot: [
      {
        guard: and([stateIn({ email: 'sending' }), { type: 'isCodeSent', params: snapshotParams }]),
        target: '.code',
        actions: { type: 'mirrorCodeSender', params: snapshotParams },
      },
      {
        guard: and([
          stateIn({ email: 'sending' }),
          { type: 'isCodeRefused', params: snapshotParams },
        ]),
        target: '.email.editing',
        actions: { type: 'mirrorCodeSender', params: snapshotParams },
      },
      { actions: { type: 'mirrorCodeSender', params: snapshotParams } },
    ],
  },
  on: {
    'form.change': {
      actions: assign(({ context, event }) => ({
        form: { ...context.form, ...event.values },
        errors: errorsAfterEdit(context.errors, event.values),
      })),
    },
  },
  initial: 'email',
  states: {
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.submit': [
              {
                guard: not('isEmailStepValid'),
                actions: assign({ errors: ({ context }) => validateEmailStep(context.form) }),
              },
              // Back from step 2 with the same address: that code is still on its way.
              { guard: 'isCodeSentToEmail', target: '#passwordReset.code' },
              {
                guard: 'isCodeSenderIdle',
                target: 'sending',
                actions: ['clearMessages', 'sendCode'],
              },
              // Otherwise a code to another address is cooling down: the button shows the
              // seconds left and the machine cannot take the submit (`state.can()` is false).
            ],
          },
        },
        /** The code is on its way; the cooldown child's answer moves on (see `onSnapshot`). */
        sending: {},
      },
    },
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.send': { guard: 'isCodeSenderIdle', actions: 'sendCode' },
            'step.back': '#passwordReset.email',
            'step.submit': [
              { guard: 'isCodeStepValid', target: 'submitting' },
              { actions: assign({ errors: ({ context }) => validateCodeStep(context.form) }) },
            ],
          },
        },
        submitting: {
          entry: 'clearMessages',
          invoke: {
            src: 'submitStep',
            input: ({ context }) => ({
              step: 2 as const,
              username: context.form.username.trim(),
              code: context.form.code.trim(),
            }),
            ...stepCallOutcome('#passwordReset.password'),
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.back': '#passwordReset.code',
            'step.submit': [
              { guard: 'isPasswordStepValid', target: 'submitting' },
              {
                actions: assign({ errors: ({ context }) => validatePasswordStep(context.form) }),
              },
            ],
          },
        },
        submitting: {
          entry: 'clearMessages',
          invoke: {
            src: 'submitStep',
            input: ({ context }) => ({
              step: 3 as const,
              username: context.form.username.trim(),
              code: context.form.code.trim(),
              password: context.form.password,
              password_again: context.form.password_again,
            }),
            ...stepCallOutcome('#passwordReset.done'),
          },
        },
      },
    },
    /** The password is set; the view offers the login. */
    done: { type: 'final' },
  },
});
