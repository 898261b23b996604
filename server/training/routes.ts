import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import { captchaFor } from '../support/captcha';
import { examResultPage } from './exam-results';
import { subjects } from './training';
import {
  examRegistrationPage,
  register,
  trainingRegistrationPage,
  type RegistrationInput,
  type RegistrationRefusal,
  type SubjectKind,
} from './registrations';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import type { AccountServices } from '../security/services';

const s = initServer();

/** The refusal of a registration, naming the field of the kind's form. */
function refused(refusal: RegistrationRefusal, kind: SubjectKind, lang: LangCode) {
  const msg = messages(lang);
  switch (refusal) {
    case 'subjectUnknown': {
      const field = kind === 'train' ? msg.field.subject() : msg.field.exam_subject();
      return fail(msg.refusal.chooseListed({ field }));
    }
    case 'countryUnknown':
      return fail(msg.countryUnknown());
    case 'codeWrong':
      return fail(
        kind === 'train' ? msg.training.trainingCodeWrong() : msg.training.examCodeWrong(),
      );
  }
}

/**
 * Training and exam subjects in the language of the `lang` header, the user's registrations
 * and grades, and captcha challenges.
 */
export function trainingRoutes(services: AccountServices) {
  const { db, now } = services;
  /** Registers the caller; the answer says so, or why not. */
  const registered = async (
    lang: LangCode,
    userId: number,
    kind: SubjectKind,
    form: RegistrationInput,
  ) => {
    const saved = await register(db, userId, kind, form, now());
    return typeof saved === 'string'
      ? refused(saved, kind, lang)
      : ok(lang, saved, messages(lang).training.registered());
  };

  return s.router(contract.training, {
    trainSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects(db, 'train', lang));
    },
    examSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects(db, 'exam', lang));
    },
    captcha: async ({ request }) => {
      const lang = requestLang(request);
      const captcha = await captchaFor(services, request.ip, lang);
      if (captcha === 'tooMany') return fail(messages(lang).tooManyRequests());
      return ok(lang, captcha);
    },
    list: ({ request, query }) =>
      trainingRegistrationPage(db, requireAuth(request).user.id, requestLang(request), query),
    examList: ({ request, query }) =>
      examRegistrationPage(db, requireAuth(request).user.id, requestLang(request), query),
    examResults: ({ request, body }) =>
      examResultPage(db, requireAuth(request).user.id, requestLang(request), body),
    apply: ({ request, body }) =>
      registered(requestLang(request), requireAuth(request).user.id, 'train', {
        name: body.name,
        country: body.country,
        mailbox: body.mailbox,
        subject: body.subject,
        permitNumber: body.permit_number,
        registrationDate: body.registration_date,
        code: body.registration_code,
      }),
    examApply: ({ request, body }) =>
      registered(requestLang(request), requireAuth(request).user.id, 'exam', {
        name: body.name,
        country: body.country,
        mailbox: body.mailbox,
        subject: body.exam_subject,
        permitNumber: body.exam_permit_number,
        registrationDate: body.registration_date,
        code: body.exam_registration_code,
      }),
  });
}
