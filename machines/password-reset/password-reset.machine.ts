import type { ClientInferResponseBody } from '@ts-rest/core';
import { and, assign, not, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { ForgetPasswordReset, ForgetPasswordVerify, authContract } from '../../contract/auth';
import { isAnswerOk, type AnswerHead, type Notice } from '../shared/answer';
import { missingActor } from '../shared/not-provided';
import { newPasswordProblem, type NewPasswordProblem } from '../shared/password-rules';
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
  /** A rule of new passwords (length, not the address, not one character repeated). */
  | NewPasswordProblem
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

/** Why the last call of the step did not go through: the server's words, or a key. */
export type ResetRefusal = Notice<PasswordResetMessageKey>;

export interface PasswordResetContext {
  form: ResetFields;
  errors: ResetErrors;
  /**
   * The last call of this step was refused (the server's `msg`) or got no answer: sending the
   * code on step 1, resending it on step 2, checking the code, setting the password. Cleared by
   * the next submit, resend or step back.
   */
  refusal: ResetRefusal | null;
  /**
   * The server's `msg` of the call that brought the user here: the code was sent, the code was
   * accepted, the password was set. Cleared like `refusal`.
   */
  confirmation: string | null;
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

/** Step 3: the new password twice, equal, following the rules of new passwords. */
export function validatePasswordStep(form: ResetFields): ResetErrors {
  const errors: ResetErrors = {};
  const rule =
    form.password === '' ? 'passwordRequired' : newPasswordProblem(form.password, form.username);
  if (rule) errors.password = rule;
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
        actions: { type: 'confirm', params: answeredParams },
      },
      { target: 'editing', actions: { type: 'refuse', params: answeredParams } },
    ],
    onError: { target: 'editing', actions: 'showFailure' },
  }) as const;

const codeSent = [
  { type: 'mirrorCodeSender', params: snapshotParams },
  { type: 'confirmCodeSent', params: snapshotParams },
] as const;
const codeRefused = [
  { type: 'mirrorCodeSender', params: snapshotParams },
  { type: 'refuseCodeSend', params: snapshotParams },
] as const;

/**
 * The three-step password reset: e-mail → e-mailed code → new password twice →
 * done. Step 1 sends the code through the send-code cooldown (a child machine, so the 60 s
 * count covers the first send and every resend); going back keeps what was typed and, while the
 * cooldown runs for the same address, goes forward again without sending another code. A refusal
 * keeps the user on the step with the server's msg in `refusal`; an accepted call's msg is the
 * next step's `confirmation`. Views read both and derive nothing from timing.
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
    // The answer to a send: the child was sending and now cools down (sent) or is idle again.
    isCodeSent: ({ context }, params: { snapshot: CodeSenderSnapshot }) =>
      context.codeSender.status === 'sending' && params.snapshot.matches('coolingDown'),
    isCodeRefused: ({ context }, params: { snapshot: CodeSenderSnapshot }) =>
      context.codeSender.status === 'sending' && params.snapshot.matches('idle'),
  },
  actions: {
    sendCode: sendTo('codeSender', ({ context }) => ({
      type: 'code.send' as const,
      email: context.form.username,
    })),
    mirrorCodeSender: assign((_, params: { snapshot: CodeSenderSnapshot }) => ({
      codeSender: mirror(params.snapshot),
    })),
    confirm: assign((_, params: { answer: AnswerHead }) => ({
      confirmation: params.answer.msg,
      refusal: null,
    })),
    refuse: assign((_, params: { answer: AnswerHead }) => ({
      refusal: { serverMessage: params.answer.msg },
      confirmation: null,
    })),
    showFailure: assign({ refusal: { message: 'requestFailed' }, confirmation: null }),
    // A send answers on its own: what the code check said meanwhile stays (the resend cleared
    // the notices when it started).
    confirmCodeSent: assign((_, params: { snapshot: CodeSenderSnapshot }) => ({
      confirmation: params.snapshot.context.serverMessage,
    })),
    refuseCodeSend: assign((_, params: { snapshot: CodeSenderSnapshot }) => {
      const { error, serverMessage } = params.snapshot.context;
      // A refused send carries the server's msg; one without an answer carries `requestFailed`.
      const refusal: ResetRefusal =
        error === null ? { serverMessage: serverMessage as string } : { message: error };
      return { refusal };
    }),
    clearNotices: assign({ refusal: null, confirmation: null }),
    clearMessages: assign({ errors: {}, refusal: null, confirmation: null }),
  },
}).createMachine({
  id: 'passwordReset',
  context: {
    form: { username: '', code: '', password: '', password_again: '' },
    errors: {},
    refusal: null,
    confirmation: null,
    codeSender: { status: 'idle', secondsLeft: 0, sentTo: null, error: null, serverMessage: null },
  },
  invoke: {
    id: 'codeSender',
    src: 'sendCodeCooldown',
    onSnapshot: [
      // Step 1 moves on once its code is out, and stays when the send did not go through.
      {
        guard: and([stateIn({ email: 'sending' }), { type: 'isCodeSent', params: snapshotParams }]),
        target: '.code',
        actions: codeSent,
      },
      {
        guard: and([
          stateIn({ email: 'sending' }),
          { type: 'isCodeRefused', params: snapshotParams },
        ]),
        target: '.email.editing',
        actions: codeRefused,
      },
      // A resend on step 2.
      { guard: { type: 'isCodeSent', params: snapshotParams }, actions: codeSent },
      { guard: { type: 'isCodeRefused', params: snapshotParams }, actions: codeRefused },
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
                actions: [
                  'clearNotices',
                  assign({ errors: ({ context }) => validateEmailStep(context.form) }),
                ],
              },
              // Back from step 2 with the same address: that code is still on its way.
              {
                guard: 'isCodeSentToEmail',
                target: '#passwordReset.code',
                actions: 'clearMessages',
              },
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
            'code.send': { guard: 'isCodeSenderIdle', actions: ['clearNotices', 'sendCode'] },
            'step.back': { target: '#passwordReset.email', actions: 'clearMessages' },
            'step.submit': [
              { guard: 'isCodeStepValid', target: 'submitting' },
              {
                actions: [
                  'clearNotices',
                  assign({ errors: ({ context }) => validateCodeStep(context.form) }),
                ],
              },
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
            'step.back': { target: '#passwordReset.code', actions: 'clearMessages' },
            'step.submit': [
              { guard: 'isPasswordStepValid', target: 'submitting' },
              {
                actions: [
                  'clearNotices',
                  assign({ errors: ({ context }) => validatePasswordStep(context.form) }),
                ],
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
    /** The password is set (`confirmation` holds the server's msg); the view offers the login. */
    done: { type: 'final' },
  },
});
