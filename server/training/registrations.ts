import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import {
  REGISTRATION_NAMES,
  type ExamRegistration,
  type SubjectKind,
  type TrainingRegistration,
} from '../../contract/training';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import {
  countries,
  registrationCodes,
  trainingCategories,
  trainingRegistrations,
} from '../db/schema/index';
import { dateTime, day, isDbId, listPage, localized } from '../listing';

export type { SubjectKind };

/** A registration as the route hands it over, the same for training and exams. */
export interface RegistrationInput {
  name: string;
  country: string;
  mailbox: string;
  subject: number;
  permitNumber: string;
  registrationDate: string;
  code: string;
}

/** Why a registration was refused; nothing is stored then and the code stays unused. */
export type RegistrationRefusal = 'subjectUnknown' | 'countryUnknown' | 'codeWrong';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new registration code: a prefix for the kind and ten random characters (about 50 bits). */
export function newRegistrationCode(kind: SubjectKind): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${kind === 'train' ? 'TRN' : 'EXM'}-${random.slice(0, 5)}-${random.slice(5)}`;
}

/** Codes are compared as stored: trimmed and in upper case. */
function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The subject's kind, when the id names a subject. */
async function subjectKind(db: Db, id: number): Promise<SubjectKind | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select({ kind: trainingCategories.kind })
    .from(trainingCategories)
    .where(eq(trainingCategories.id, id));
  return row?.kind;
}

/**
 * Head office issues a registration code for one subject (a training or an exam); answers the
 * code. Until the back office exists, the seed and the tests call this.
 */
export async function issueRegistrationCode(
  db: Db,
  subjectId: number,
  now: Date,
  code?: string,
): Promise<string> {
  const kind = await subjectKind(db, subjectId);
  if (!kind) throw new Error(`no training or exam subject ${subjectId}`);
  const [row] = await db
    .insert(registrationCodes)
    .values({ code: normalCode(code ?? newRegistrationCode(kind)), subjectId, issuedAt: now })
    .returning({ code: registrationCodes.code });
  if (!row) throw new Error('registration code not stored');
  return row.code;
}

/**
 * Registers the user for a training or an exam. The code must be an unused code of this very
 * subject; it is used up by one UPDATE in the same transaction as the registration, so of two
 * registrations sent at once with one code, one succeeds.
 */
export async function register(
  db: Db,
  userId: number,
  kind: SubjectKind,
  form: RegistrationInput,
  now: Date,
): Promise<{ id: number } | RegistrationRefusal> {
  if ((await subjectKind(db, form.subject)) !== kind) return 'subjectUnknown';
  const [country] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryCode, form.country.toUpperCase()));
  if (!country) return 'countryUnknown';
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(registrationCodes)
      .set({ usedAt: now, usedBy: userId })
      .where(
        and(
          eq(registrationCodes.code, normalCode(form.code)),
          eq(registrationCodes.subjectId, form.subject),
          isNull(registrationCodes.usedAt),
        ),
      )
      .returning({ id: registrationCodes.id });
    if (!code) return 'codeWrong';
    const [row] = await tx
      .insert(trainingRegistrations)
      .values({
        userId,
        kind,
        subjectId: form.subject,
        codeId: code.id,
        name: form.name,
        country: country.code,
        mailbox: form.mailbox,
        permitNumber: form.permitNumber,
        registrationDate: form.registrationDate,
        createdAt: now,
      })
      .returning({ id: trainingRegistrations.id });
    if (!row) throw new Error('registration not stored');
    return { id: row.id };
  });
}

/** A stored registration, the same for both kinds. */
interface RegistrationRow {
  id: number;
  name: string;
  country: string;
  mailbox: string;
  subject: number;
  subjectName: string;
  permitNumber: string;
  registrationDate: string;
  code: string;
  createTime: string;
}

/** A registration of a kind as its calls answer it. */
type RegistrationOf<K extends SubjectKind> = K extends 'train'
  ? TrainingRegistration
  : ExamRegistration;

/** A stored registration under the wire names of its kind. */
function wireRegistration<K extends SubjectKind>(kind: K, row: RegistrationRow) {
  const names = REGISTRATION_NAMES[kind];
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    mailbox: row.mailbox,
    [names.subject]: row.subject,
    [names.subject_name]: row.subjectName,
    [names.permit_number]: row.permitNumber,
    registration_date: row.registrationDate,
    [names.registration_code]: row.code,
    create_time: row.createTime,
  } as RegistrationOf<K>;
}

/** One page of the user's registrations of one kind, newest first, in the kind's wire names. */
export function registrationPage<K extends SubjectKind>(
  db: Db,
  userId: number,
  kind: K,
  lang: LangCode,
  paging: { page: number; limit: number },
) {
  const mine = and(eq(trainingRegistrations.userId, userId), eq(trainingRegistrations.kind, kind));
  return listPage(
    lang,
    paging,
    db.select({ n: count() }).from(trainingRegistrations).where(mine),
    async (limit, offset) => {
      const rows: RegistrationRow[] = await db
        .select({
          id: trainingRegistrations.id,
          name: trainingRegistrations.name,
          country: trainingRegistrations.country,
          mailbox: trainingRegistrations.mailbox,
          subject: trainingRegistrations.subjectId,
          subjectName: localized(trainingCategories.name, lang),
          permitNumber: trainingRegistrations.permitNumber,
          registrationDate: day(trainingRegistrations.registrationDate),
          code: registrationCodes.code,
          createTime: dateTime(trainingRegistrations.createdAt),
        })
        .from(trainingRegistrations)
        .innerJoin(trainingCategories, eq(trainingCategories.id, trainingRegistrations.subjectId))
        .innerJoin(registrationCodes, eq(registrationCodes.id, trainingRegistrations.codeId))
        .where(mine)
        .orderBy(desc(trainingRegistrations.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => wireRegistration(kind, row));
    },
  );
}
