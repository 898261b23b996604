import { s } from '../router';
import { lookupsContract } from '../../contract/lookups';
import type { LangCode } from '../../i18n/languages';
import { requireAuth, sessionFailure, tokenOf } from '../plugins/auth';
import type { Db } from '../db/client';
import {
  MAX_LOOKUP_NUMBERS,
  checkSerialNumbers,
  downloadLink,
  verifyCertificates,
  type LookupRefusal,
  type LookupResult,
} from './lookups';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, notFound, ok } from '../reply';

/** The words of one lookup: its numbers missing, nothing found, some numbers not found. */
interface LookupWords {
  required: () => string;
  notFound: () => string;
  unmatched: (numbers: string) => string;
}

/** A lookup's answer in the caller's language: its refusal, or what it found. */
function lookupAnswer<T>(
  lang: LangCode,
  outcome: LookupRefusal | LookupResult<T>,
  words: LookupWords,
) {
  const msg = messages(lang);
  switch (outcome) {
    case 'notAllowed':
      return fail(msg.snNotAllowed());
    case 'numbersRequired':
      return fail(words.required());
    case 'tooManyNumbers':
      return fail(msg.tooManyNumbers({ max: MAX_LOOKUP_NUMBERS }));
    case 'captchaWrong':
      return fail(msg.captchaWrong());
  }
  const { list, unmatched } = outcome;
  const said =
    list.length === 0
      ? words.notFound()
      : unmatched.length > 0
        ? words.unmatched(unmatched.join(', '))
        : undefined;
  return ok(lang, outcome, said);
}

/** The product-download check and the certificate and SN checks. */
export function lookupsRoutes(db: Db, now: () => Date) {
  return s.router(lookupsContract, {
    checkDownload: async ({ request, body }) => {
      const lang = requestLang(request);
      const link = await downloadLink(db, body.id, tokenOf(request), now());
      if (link === 'notFound') return notFound(lang);
      if ('session' in link) return sessionFailure(link.session, lang);
      return ok(lang, link);
    },
    verifyCertificate: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      return lookupAnswer(lang, await verifyCertificates(db, body, now()), {
        required: msg.certificateNumberRequired,
        notFound: msg.certificateNotFound,
        unmatched: (numbers) => msg.certificatesUnmatched({ numbers }),
      });
    },
    checkSn: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const user = requireAuth(request).user;
      return lookupAnswer(lang, await checkSerialNumbers(db, user, body, now()), {
        required: msg.snRequired,
        notFound: msg.snNotFound,
        unmatched: (sns) => msg.snUnmatched({ sns }),
      });
    },
  });
}
