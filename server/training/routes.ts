import { s } from '../router';
import { contract } from '../../contract/index';
import { REGISTRATION_NAMES, type ExamForm, type TrainingForm } from '../../contract/training';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import { captchaFor } from '../support/captcha';
import { examResultPage } from './exam-results';
import { subjects } from './training';
import {
  register,
  registrationPage,
  type RegistrationInput,
  type RegistrationRefusal,
  type SubjectKind,
} from './registrations';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import type { AccountServices } from '../security/services';

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

/** A registration form of a kind, read by its wire names. */
function inputOf(kind: SubjectKind, body: TrainingForm | ExamForm): RegistrationInput {
  const names = REGISTRATION_NAMES[kind];
  const form: Record<string, unknown> = body;
  return {
    name: body.name,
    country: body.country,
    mailbox: body.mailbox,
    subject: Number(form[names.subject]),
    permitNumber: String(form[names.permit_number]),
    registrationDate: body.registration_date,
    code: String(form[names.registration_code]),
  };
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
      registrationPage(db, requireAuth(request).user.id, 'train', requestLang(request), query),
    examList: ({ request, query }) =>
      registrationPage(db, requireAuth(request).user.id, 'exam', requestLang(request), query),
    examResults: ({ request, body }) =>
      examResultPage(db, requireAuth(request).user.id, requestLang(request), body),
    apply: ({ request, body }) =>
      registered(
        requestLang(request),
        requireAuth(request).user.id,
        'train',
        inputOf('train', body),
      ),
    examApply: ({ request, body }) =>
      registered(requestLang(request), requireAuth(request).user.id, 'exam', inputOf('exam', body)),
  });
}
