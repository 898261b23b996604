import { CODE_FAIL } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import type { LoginOutcome } from './login';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordProblem,
} from '../security/passwords';

/** Why an account call was refused: the message's key, and what its words need. */
export type AccountRefusal =
  | {
      refused:
        | 'emailInvalid'
        | 'tooManyRequests'
        | 'emailTaken'
        | 'verifyCodeWrong'
        | 'countryUnknown'
        | 'telephoneInvalid'
        | 'oldPasswordWrong'
        | 'passwordUnchanged'
        | PasswordProblem;
    }
  | { refused: 'codeCooldown'; seconds: number };

/** What an account call did: the message's key, and the address a code went to. */
export type AccountDone =
  | {
      done:
        'registerOk' | 'emailAvailable' | 'codeVerified' | 'passwordResetOk' | 'passwordChangedOk';
    }
  | { done: 'codeSent' | 'resetCodeSent'; email: string };

export type AccountOutcome = AccountRefusal | AccountDone;

/** The words of a refusal in the caller's language. */
export function refusalWords(lang: LangCode, refusal: AccountRefusal): string {
  const msg = messages(lang);
  switch (refusal.refused) {
    case 'codeCooldown':
      return msg.codeCooldown({ seconds: refusal.seconds });
    case 'emailInvalid':
      return msg.refusal.emailInvalid();
    case 'passwordTooShort':
      return msg.passwordTooShort({ min: MIN_PASSWORD_LENGTH });
    case 'passwordTooLong':
      return msg.passwordTooLong({ max: MAX_PASSWORD_LENGTH });
    default:
      return msg[refusal.refused]();
  }
}

/** An account call's answer in the caller's language: its refusal, or what it did. */
export function accountAnswer(lang: LangCode, outcome: AccountOutcome) {
  if ('refused' in outcome) return fail(refusalWords(lang, outcome));
  const msg = messages(lang);
  switch (outcome.done) {
    case 'codeSent':
    case 'resetCodeSent':
      return ok(lang, null, msg[outcome.done]({ email: outcome.email }));
    default:
      return ok(lang, null, msg[outcome.done]());
  }
}

/**
 * A login's answer in the caller's language: the session with "Login successful", or why not;
 * a refused login carries `needVerify` (the legacy call's answer leaves it out).
 */
export function loginAnswer(lang: LangCode, outcome: LoginOutcome, legacy = false) {
  const msg = messages(lang);
  if ('session' in outcome) return ok(lang, outcome.session, msg.loginOk());
  const words = msg[outcome.refused]();
  if (legacy || !('needVerify' in outcome)) return fail(words);
  return {
    status: 200 as const,
    body: {
      code: CODE_FAIL as typeof CODE_FAIL,
      msg: words,
      data: { needVerify: outcome.needVerify },
    },
  };
}
