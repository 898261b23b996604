import type { ClientInferResponseBody } from '@ts-rest/core';
import { assign, setup } from 'xstate';
import type { CheckEmailForm, RegisterForm, authContract } from '../../contract/auth';
import { isAnswerOk, type AnswerHead, type Notice } from '../shared/answer';
import { missingActor } from '../shared/not-provided';
import { errorsAfterEdit, isEmail } from '../shared/validation';
import {
  EMPTY_SIGN_UP,
  signUpProblems,
  type SignUpProblem,
  type SignUpProblems,
  type SignUpValues,
} from './sign-up-rules';

/** The answer of `POST /user/register`. */
export type RegisterAnswer = ClientInferResponseBody<typeof authContract.register, 200>;
/** The answer of `POST /user/checkemail`: code 1 when the address is free. */
export type CheckEmailAnswer = ClientInferResponseBody<typeof authContract.checkEmail, 200>;

/** The pause between a successful sign-up and the dialog closing. */
export const SIGN_UP_CLOSE_DELAY_MS = 1_000;

/** Messages this machine reports; views translate them. */
export type SignUpMessageKey =
  | SignUpProblem
  /** The call got no answer (network error, timeout, HTTP error). */
  | 'requestFailed';

export interface SignUpContext {
  form: SignUpValues;
  errors: SignUpProblems;
  /** The address last sent to the availability check, trimmed. */
  checkedAddress: string | null;
  /** The server's `msg` when the address typed is already taken; null otherwise. */
  emailTaken: string | null;
  /** Why the last registration did not go through. Cleared by the next submit. */
  refusal: Notice<SignUpMessageKey> | null;
  /** The server's `msg` of the accepted registration. */
  confirmation: string | null;
}

export type SignUpEvent =
  | { type: 'form.change'; values: Partial<SignUpValues> }
  /** The e-mail field lost focus: ask the server whether a well-formed address is free. */
  | { type: 'email.check' }
  | { type: 'form.submit' };

/** The body of `POST /user/register`: trimmed, with the optional fields left out when blank. */
export function registerBody(form: SignUpValues): RegisterForm {
  return {
    ...form,
    realname: form.realname.trim(),
    company: form.company.trim(),
    username: form.username.trim(),
    telephone: form.telephone.trim(),
    website: form.website.trim() || undefined,
    address: form.address.trim() || undefined,
    code: form.code.trim(),
  };
}

const answered = ({ event }: { event: { output: AnswerHead } }) => ({ answer: event.output });

/** The availability check of a well-formed address, when the e-mail field loses focus. */
const checkAddress = {
  guard: 'isEmailWellFormed',
  target: 'checking',
  actions: 'rememberCheckedAddress',
} as const;

/**
 * The sign-up dialog: every field and rule of the form (`sign-up-rules.ts`), the address
 * checked with the server when its field loses focus (its refusal is shown next to the field
 * and blocks the submit), then the registration. A refusal stays in `refusal` and the user can
 * correct the form; success keeps the server's `confirmation` on screen for one second, then the
 * machine is done and the dialog closes.
 *
 * Provide `checkEmail` (POST /user/checkemail) and `register` (POST /user/register); each
 * resolves with the answer, refusals included, and rejects only when there is none.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    checkEmail: missingActor<CheckEmailAnswer, CheckEmailForm>('checkEmail'),
    register: missingActor<RegisterAnswer, RegisterForm>('register'),
  },
  guards: {
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    isEmailWellFormed: ({ context }) => isEmail(context.form.username),
    // An answer about an address the user has since changed says nothing about the new one.
    isStillTheCheckedAddress: ({ context }) =>
      context.checkedAddress === context.form.username.trim(),
    canRegister: ({ context }) =>
      Object.keys(signUpProblems(context.form)).length === 0 && context.emailTaken === null,
  },
  actions: {
    changeForm: assign(({ context }, params: { values: Partial<SignUpValues> }) => ({
      form: { ...context.form, ...params.values },
      errors: errorsAfterEdit(context.errors, params.values),
      emailTaken: 'username' in params.values ? null : context.emailTaken,
    })),
    rememberCheckedAddress: assign({
      checkedAddress: ({ context }) => context.form.username.trim(),
    }),
    showEmailTaken: assign((_, params: { answer: AnswerHead }) => ({
      emailTaken: params.answer.msg,
    })),
    showErrors: assign({
      errors: ({ context }) => signUpProblems(context.form),
      refusal: null,
    }),
    clearRefusal: assign({ errors: {}, refusal: null }),
    refuse: assign((_, params: { answer: AnswerHead }) => ({
      refusal: { serverMessage: params.answer.msg },
    })),
    showFailure: assign({ refusal: { message: 'requestFailed' } }),
    confirm: assign((_, params: { answer: AnswerHead }) => ({
      confirmation: params.answer.msg,
    })),
  },
  delays: {
    closeDelay: SIGN_UP_CLOSE_DELAY_MS,
  },
}).createMachine({
  id: 'signUp',
  context: {
    form: EMPTY_SIGN_UP,
    errors: {},
    checkedAddress: null,
    emailTaken: null,
    refusal: null,
    confirmation: null,
  },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        'form.change': {
          actions: { type: 'changeForm', params: ({ event }) => ({ values: event.values }) },
        },
      },
      states: {
        availability: {
          initial: 'idle',
          states: {
            idle: { on: { 'email.check': checkAddress } },
            checking: {
              // A new check replaces one under way.
              on: { 'email.check': { ...checkAddress, reenter: true } },
              invoke: {
                src: 'checkEmail',
                input: ({ context }) => ({ username: context.checkedAddress as string }),
                onDone: [
                  { guard: { type: 'isAnswerOk', params: answered }, target: 'idle' },
                  {
                    guard: 'isStillTheCheckedAddress',
                    target: 'idle',
                    actions: { type: 'showEmailTaken', params: answered },
                  },
                  { target: 'idle' },
                ],
                // No answer says nothing about the address; the registration checks it again.
                onError: 'idle',
              },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'form.submit': [
                  { guard: 'canRegister', target: 'submitting' },
                  { actions: 'showErrors' },
                ],
              },
            },
            submitting: {
              entry: 'clearRefusal',
              invoke: {
                src: 'register',
                input: ({ context }) => registerBody(context.form),
                onDone: [
                  {
                    guard: { type: 'isAnswerOk', params: answered },
                    target: '#signUp.succeeded',
                    actions: { type: 'confirm', params: answered },
                  },
                  { target: 'editing', actions: { type: 'refuse', params: answered } },
                ],
                onError: { target: 'editing', actions: 'showFailure' },
              },
            },
          },
        },
      },
    },
    /** The account exists; the server's message shows for a second before the dialog closes. */
    succeeded: {
      after: { closeDelay: 'closed' },
    },
    closed: { type: 'final' },
  },
});
