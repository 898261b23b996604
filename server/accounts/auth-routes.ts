import { s } from '../router';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index';
import { requireAuth } from '../plugins/auth';
import { logIn, type LoginClient } from './login';
import { changePassword, forgetPassword } from './password-changes';
import { accountAnswer, loginAnswer } from './outcomes';
import { checkEmail, register, sendSignUpCode } from './sign-up';
import { endSession } from './users';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { ok } from '../reply';
import type { AccountServices } from '../security/services';

/** Where a login comes from: the client IP and its user agent, cut to a sane length. */
function clientOf(request: FastifyRequest): LoginClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (typeof agent === 'string' ? agent : '').slice(0, 512) };
}

/** Logging in and out, sign-up, e-mail codes and passwords. */
export function authRoutes(services: AccountServices) {
  return s.router(contract.auth, {
    login: async ({ request, body }) => {
      const lang = requestLang(request);
      return loginAnswer(lang, await logIn(services, clientOf(request), body, lang));
    },
    legacyLogin: async ({ request, body }) => {
      const lang = requestLang(request);
      const outcome = await logIn(services, clientOf(request), { ...body, logIp: 0 }, lang);
      // The legacy answer has no needVerify; the message still says what to do.
      return loginAnswer(lang, outcome, true);
    },
    logout: async ({ request }) => {
      await endSession(services.db, requireAuth(request).session.id, services.now());
      await services.sessions?.caughtUp();
      const lang = requestLang(request);
      return ok(lang, null, messages(lang).logoutOk());
    },
    register: async ({ request, body }) => {
      const lang = requestLang(request);
      return accountAnswer(lang, await register(services, request.ip, body, lang));
    },
    sendCode: async ({ request, body }) => {
      const lang = requestLang(request);
      return accountAnswer(lang, await sendSignUpCode(services, request.ip, body.username, lang));
    },
    checkEmail: async ({ request, body }) =>
      accountAnswer(requestLang(request), await checkEmail(services, request.ip, body.username)),
    forgetPassword: async ({ request, body }) => {
      const lang = requestLang(request);
      return accountAnswer(lang, await forgetPassword(services, request.ip, body, lang));
    },
    changePassword: async ({ request, body }) =>
      accountAnswer(
        requestLang(request),
        await changePassword(services, requireAuth(request).user, body),
      ),
  });
}
