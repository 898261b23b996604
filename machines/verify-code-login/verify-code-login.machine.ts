import { assign, setup } from 'xstate';
import type { LoginForm } from '../../contract/auth';
import type { Flag } from '../../contract/common';
import { isAnswerOk, type AnswerHead } from '../shared/answer';
import { missingAction, missingActor } from '../shared/not-provided';
import { errorsAfterEdit, isBlank, isEmail } from '../shared/validation';
import type { LoginAnswer } from '../session/session.machine';

/** Messages this machine reports; views translate them. */
export type LoginMessageKey =
  /** 'User name is required' */
  | 'userNameRequired'
  /** 'Please enter the correct email address' */
  | 'emailInvalid'
  /** 'Password required' */
  | 'passwordRequired'
  /** 'Please enter the verification code' (required once the field is shown) */
  | 'verifyCodeRequired'
  /** 'Login successful' */
  | 'loginSuccessful'
  /** The call got no answer (network error, timeout, HTTP error); the error policy toasts it too. */
  | 'requestFailed';

/** What the user types; `verifyCode` is shown and sent only once the server asked for it. */
export interface LoginFields {
  username: string;
  password: string;
  /** 1: remember this device. */
  logIp: Flag;
  verifyCode: string;
}

export type LoginField = 'username' | 'password' | 'verifyCode';
export type LoginErrors = Partial<Record<LoginField, LoginMessageKey>>;

export interface VerifyCodeLoginContext {
  form: LoginFields;
  /** The server asked for the e-mailed code: the field is shown and required. */
  needVerify: boolean;
  errors: LoginErrors;
  /** The server's `msg` of the last refusal, shown as it is. */
  serverMessage: string | null;
  message: LoginMessageKey | null;
}

export interface VerifyCodeLoginInput {
  /** Prefills the user name, e.g. with the one stored from the last login; '' for none. */
  username: string;
}

export type VerifyCodeLoginEvent =
  { type: 'form.change'; values: Partial<LoginFields> } | { type: 'login.submit' };

type LoginRefusal = Exclude<LoginAnswer, { code: 1 }>;

/** The login form's checks, with their messages in the product's words. */
export function validateLogin(form: LoginFields, needVerify: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (isBlank(form.username)) errors.username = 'userNameRequired';
  else if (!isEmail(form.username)) errors.username = 'emailInvalid';
  if (form.password === '') errors.password = 'passwordRequired';
  if (needVerify && isBlank(form.verifyCode)) errors.verifyCode = 'verifyCodeRequired';
  return errors;
}

/** The body of `POST /v2/user/login`: `verifyCode` only once it was asked for. */
function loginBody(context: VerifyCodeLoginContext): LoginForm {
  const { username, password, logIp, verifyCode } = context.form;
  const body: LoginForm = { username: username.trim(), password, logIp };
  return context.needVerify ? { ...body, verifyCode: verifyCode.trim() } : body;
}

const changeForm = {
  type: 'changeForm',
  params: ({ event }: { event: { values: Partial<LoginFields> } }) => ({ values: event.values }),
} as const;

const submit = [
  { guard: 'isFormValid' as const, target: 'submitting' as const },
  { actions: 'showErrors' as const },
];

/**
 * The login dialog: editing → submitting → failed (the server's msg; an answer
 * with `needVerify` reveals the verification-code field, which is then required) → succeeded
 * ('Login successful'; the dialog closes when the machine is done). `logIp` starts at 0.
 *
 * Provide the `logIn` actor (POST /v2/user/login; resolves with the answer, rejects when there is
 * none) and the `saveSession` action, which hands the successful answer to the session machine
 * (`session.login`), where the token and user info are stored.
 */
export const verifyCodeLoginMachine = setup({
  types: {
    context: {} as VerifyCodeLoginContext,
    events: {} as VerifyCodeLoginEvent,
    input: {} as VerifyCodeLoginInput,
  },
  actors: {
    logIn: missingActor<LoginAnswer, LoginForm>('logIn'),
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateLogin(context.form, context.needVerify)).length === 0,
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
  },
  actions: {
    saveSession: missingAction<{ answer: LoginAnswer }>('saveSession'),
    showErrors: assign({
      errors: ({ context }) => validateLogin(context.form, context.needVerify),
    }),
    changeForm: assign(({ context }, params: { values: Partial<LoginFields> }) => ({
      form: { ...context.form, ...params.values },
      errors: errorsAfterEdit(context.errors, params.values),
    })),
  },
}).createMachine({
  id: 'verifyCodeLogin',
  context: ({ input }) => ({
    form: { username: input.username, password: '', logIp: 0, verifyCode: '' },
    needVerify: false,
    errors: {},
    serverMessage: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: changeForm },
        'login.submit': submit,
      },
    },
    submitting: {
      entry: assign({ errors: {}, serverMessage: null, message: null }),
      invoke: {
        src: 'logIn',
        input: ({ context }) => loginBody(context),
        onDone: [
          {
            guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) },
            target: 'succeeded',
            actions: [
              assign({
                message: 'loginSuccessful',
                serverMessage: ({ event }) => event.output.msg,
              }),
              { type: 'saveSession', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          {
            target: 'failed',
            actions: assign(({ context, event }) => {
              // The guard above took every answer with code 1.
              const refusal = event.output as LoginRefusal;
              return {
                serverMessage: refusal.msg,
                needVerify: refusal.data?.needVerify ?? context.needVerify,
              };
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ serverMessage: null, message: 'requestFailed' }),
        },
      },
    },
    /** Like editing, with the refusal shown until the user changes something. */
    failed: {
      on: {
        'form.change': {
          target: 'editing',
          actions: [changeForm, assign({ serverMessage: null, message: null })],
        },
        'login.submit': submit,
      },
    },
    succeeded: { type: 'final' },
  },
});
