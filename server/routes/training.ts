import { initServer } from '@ts-rest/fastify';
import { asc, eq } from 'drizzle-orm';
import { contract } from '../../contract/index';
import type { Db } from '../db/client';
import { trainingCategories } from '../db/schema/index';
import { requestLang } from '../lang';
import { ok } from '../reply';
import { localized } from './listing';

const s = initServer();

/** The training calls served so far: the training and exam subjects. */
export const trainingCategoryContract = {
  trainSubjects: contract.training.trainSubjects,
  examSubjects: contract.training.examSubjects,
};

/** Training and exam subjects, in the language of the `lang` header. */
export function trainingCategoryRoutes(db: Db) {
  const subjects = (kind: 'train' | 'exam', lang: ReturnType<typeof requestLang>) =>
    db
      .select({ id: trainingCategories.id, name: localized(trainingCategories.name, lang) })
      .from(trainingCategories)
      .where(eq(trainingCategories.kind, kind))
      .orderBy(asc(trainingCategories.position), asc(trainingCategories.id));
  return s.router(trainingCategoryContract, {
    trainSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects('train', lang));
    },
    examSubjects: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await subjects('exam', lang));
    },
  });
}
