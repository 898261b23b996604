import type { ClientInferResponseBody } from '@ts-rest/core';
import { assign, setup } from 'xstate';
import type { ChangePasswordForm, authContract } from '../../contract/auth';
import { isAnswerOk, type AnswerHead, type Notice } from '../shared/answer';
import { missingAction, missingActor } from '../shared/not-provided';
import { newPasswordProblem, type NewPasswordProblem } from '../shared/password-rules';
import { errorsAfterEdit } from '../shared/validation';

/** The answer of `POST /user/changepassword`. */
export type ChangePasswordAnswer = ClientInferResponseBody<typeof authContract.changePassword, 200>;

/** The submit button waits this long after a refusal before it can be pressed again. */
export const CHANGE_PASSWORD_RETRY_MS = 1_000;

/** Messages this machine reports; views translate them. */
export type ChangePasswordMessageKey =
  /** The current password is required. */
  | 'oldPasswordRequired'
  /** The new password is required. */
  | 'newPasswordRequired'
  /** The confirmation is required. */
  | 'passwordAgainRequired'
  /** 'two different passwords': the confirmation differs from the new password. */
  | 'passwordsDiffer'
  /** A rule of new passwords (length, not the address, not one character repeated). */
  | NewPasswordProblem
  /** The call got no answer (network error, timeout, HTTP error). */
  | 'requestFailed';

export type ChangePasswordField = keyof ChangePasswordForm;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordMessageKey>>;

export interface ChangePasswordContext {
  /** The e-mail address of the account, for the rule that a password must not be it. */
  username: string;
  form: ChangePasswordForm;
  errors: ChangePasswordErrors;
  /** Why the last change did not go through. Cleared by the next submit. */
  refusal: Notice<ChangePasswordMessageKey> | null;
  /** The server's `msg` once the password is changed. */
  confirmation: string | null;
}

export type ChangePasswordEvent =
  { type: 'form.change'; values: Partial<ChangePasswordForm> } | { type: 'form.submit' };

/** Who changes the password: the logged-in user's e-mail address. */
export interface ChangePasswordInput {
  username: string;
}

/**
 * All three fields are required; the new password follows the rules of new passwords for the
 * account with address `username`, and the confirmation must equal it.
 */
export function validateChangePassword(
  form: ChangePasswordForm,
  username = '',
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (form.old_password === '') errors.old_password = 'oldPasswordRequired';
  const rule =
    form.new_password === ''
      ? 'newPasswordRequired'
      : newPasswordProblem(form.new_password, username);
  if (rule) errors.new_password = rule;
  if (form.password_again === '') errors.password_again = 'passwordAgainRequired';
  else if (form.password_again !== form.new_password) errors.password_again = 'passwordsDiffer';
  return errors;
}

const answered = ({ event }: { event: { output: AnswerHead } }) => ({ answer: event.output });

/**
 * The change-password dialog: editing → submitting → done, where the server has changed the
 * password and revoked every token of the account, so `endSession` ends the session on screen
 * too. A refusal (or no answer) keeps the dialog open with the reason, and the submit stays off
 * for one second (`refused`) before the user can try again.
 *
 * Start it with the user's address as input (for the password rules), and provide the
 * `changePassword` actor (POST /user/changepassword; resolves with the answer,
 * refusals included, rejects when there is none) and the `endSession` action.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: missingActor<ChangePasswordAnswer, ChangePasswordForm>('changePassword'),
  },
  guards: {
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    isFormValid: ({ context }) =>
      Object.keys(validateChangePassword(context.form, context.username)).length === 0,
  },
  actions: {
    endSession: missingAction('endSession'),
    changeForm: assign(({ context }, params: { values: Partial<ChangePasswordForm> }) => ({
      form: { ...context.form, ...params.values },
      errors: errorsAfterEdit(context.errors, params.values),
    })),
    showErrors: assign({
      errors: ({ context }) => validateChangePassword(context.form, context.username),
      refusal: null,
    }),
    refuse: assign((_, params: { answer: AnswerHead }) => ({
      refusal: { serverMessage: params.answer.msg },
    })),
    confirm: assign((_, params: { answer: AnswerHead }) => ({
      confirmation: params.answer.msg,
    })),
  },
  delays: {
    retryDelay: CHANGE_PASSWORD_RETRY_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    username: input.username,
    form: { old_password: '', new_password: '', password_again: '' },
    errors: {},
    refusal: null,
    confirmation: null,
  }),
  initial: 'editing',
  on: {
    'form.change': {
      actions: { type: 'changeForm', params: ({ event }) => ({ values: event.values }) },
    },
  },
  states: {
    editing: {
      on: {
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      entry: assign({ errors: {}, refusal: null }),
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: 'isAnswerOk', params: answered },
            target: 'done',
            actions: [{ type: 'confirm', params: answered }, 'endSession'],
          },
          { target: 'refused', actions: { type: 'refuse', params: answered } },
        ],
        onError: { target: 'refused', actions: assign({ refusal: { message: 'requestFailed' } }) },
      },
    },
    /** The reason shows; the submit comes back after a second. */
    refused: {
      after: { retryDelay: 'editing' },
    },
    /** The password is changed and the session over; the dialog closes. */
    done: { type: 'final' },
  },
});
