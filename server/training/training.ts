import { asc, eq } from 'drizzle-orm';
import type { Subject } from '../../contract/training';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { trainingCategories } from '../db/schema/index';
import { localized } from '../listing';

/** The training or exam subjects, in their order, named in the requested language. */
export function subjects(db: Db, kind: 'train' | 'exam', lang: LangCode): Promise<Subject[]> {
  return db
    .select({ id: trainingCategories.id, name: localized(trainingCategories.name, lang) })
    .from(trainingCategories)
    .where(eq(trainingCategories.kind, kind))
    .orderBy(asc(trainingCategories.position), asc(trainingCategories.id));
}
