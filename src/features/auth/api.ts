import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type {
  ChangePasswordForm,
  CheckEmailForm,
  LoginForm,
  RegisterForm,
} from '../../../contract/auth';
import type { ChangePasswordAnswer } from '../../../machines/change-password/change-password.machine';
import type {
  ForgetPasswordAnswer,
  ResetStepRequest,
} from '../../../machines/password-reset/password-reset.machine';
import type { SendCodeRequest } from '../../../machines/send-code-cooldown/send-code-cooldown.machine';
import type { LoginAnswer } from '../../../machines/session/session.machine';
import type { AnswerHead } from '../../../machines/shared/answer';
import type { CheckEmailAnswer, RegisterAnswer } from '../../../machines/sign-up/sign-up.machine';
import { useApi } from '../../lib/api/api-context';
import type { PortalApi } from '../../lib/api/client';

/**
 * The machines branch on refusals and show them in their forms: the client resolves a refusal
 * with the server's answer instead of rejecting, and the error policy shows no toast for it (a
 * session code still ends the session). A call without an answer still rejects.
 */
const ANSWER = { refusals: 'resolve' } as const;

/** The account calls as the actors of the flow machines; each resolves with the answer body. */
function authActors(api: Pick<PortalApi, 'auth'>) {
  const { auth } = api;
  return {
    logIn: fromPromise<LoginAnswer, LoginForm>(
      async ({ input }) => (await auth.login.mutate({ body: input, ...ANSWER })).body,
    ),
    sendCode: fromPromise<AnswerHead, SendCodeRequest>(
      async ({ input }) => (await auth.sendCode.mutate({ body: input, ...ANSWER })).body,
    ),
    // Step 1 of the reset sends the code, through the send-code cooldown.
    sendResetCode: fromPromise<AnswerHead, SendCodeRequest>(
      async ({ input }) =>
        (
          await auth.forgetPassword.mutate({
            body: { step: 1, username: input.username },
            ...ANSWER,
          })
        ).body,
    ),
    submitResetStep: fromPromise<ForgetPasswordAnswer, ResetStepRequest>(
      async ({ input }) => (await auth.forgetPassword.mutate({ body: input, ...ANSWER })).body,
    ),
    checkEmail: fromPromise<CheckEmailAnswer, CheckEmailForm>(
      async ({ input }) => (await auth.checkEmail.mutate({ body: input, ...ANSWER })).body,
    ),
    register: fromPromise<RegisterAnswer, RegisterForm>(
      async ({ input }) => (await auth.register.mutate({ body: input, ...ANSWER })).body,
    ),
    changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordForm>(
      async ({ input }) => (await auth.changePassword.mutate({ body: input, ...ANSWER })).body,
    ),
  };
}

/** The actors the account forms give their machines, made once per client. */
export function useAuthActors(): ReturnType<typeof authActors> {
  const api = useApi();
  return useMemo(() => authActors(api), [api]);
}
