import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import { captchaFor } from '../captcha';
import { subjects } from '../domains/training';
import { requestLang } from '../lang';
import { ok } from '../reply';
import type { AccountServices } from '../security/services';

const s = initServer();

/** The training calls served so far: the training and exam subjects, and the captcha. */
export const trainingContract = {
  trainSubjects: contract.training.trainSubjects,
  examSubjects: contract.training.examSubjects,
  captcha: contract.training.captcha,
};

/** Training and exam subjects in the language of the `lang` header, and captcha challenges. */
export function trainingRoutes(services: AccountServices) {
  const { db } = services;
  return s.router(trainingContract, {
    trainSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects(db, 'train', lang));
    },
    examSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects(db, 'exam', lang));
    },
    captcha: ({ request }) => captchaFor(services, request.ip, requestLang(request)),
  });
}
