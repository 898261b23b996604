import { and, count, desc, eq, sql } from 'drizzle-orm';
import { EXAM_PASS_SCORE, type ExamResult } from '../../contract/training';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import {
  certificates,
  examResults,
  trainingCategories,
  trainingRegistrations,
} from '../db/schema/index';
import { dateTime, listPage, localized } from '../listing';

/** The lowest score that passes an exam (of 100): the contract's. */
export const PASS_SCORE = EXAM_PASS_SCORE;
/** A certificate is valid for this many years from the exam. */
export const CERTIFICATE_YEARS = 3;

/** `YYYY-MM-DD` plus whole years, minus one day: the last valid day. */
export function lastDayAfter(start: string, years: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** What head office records for an exam registration. */
export interface ExamOutcome {
  registrationId: number;
  score: number;
  examTime: Date;
  region: string;
}

/**
 * Head office records the result of an exam registration (until the back office exists, the
 * seed and the tests call this). A passed exam issues a certificate in the holder's name, found
 * by the public certificate check; answers its number, or null when the exam was not passed.
 */
export async function recordExamResult(
  db: Db,
  outcome: ExamOutcome,
): Promise<{ resultId: number; certificate: string | null }> {
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select({
        userId: trainingRegistrations.userId,
        name: trainingRegistrations.name,
        subject: sql<string>`${trainingCategories.name}->>'en'`,
      })
      .from(trainingRegistrations)
      .innerJoin(trainingCategories, eq(trainingCategories.id, trainingRegistrations.subjectId))
      .where(
        and(
          eq(trainingRegistrations.id, outcome.registrationId),
          eq(trainingRegistrations.kind, 'exam'),
        ),
      );
    if (!registration) throw new Error(`no exam registration ${outcome.registrationId}`);
    const [result] = await tx
      .insert(examResults)
      .values({
        userId: registration.userId,
        registrationId: outcome.registrationId,
        score: outcome.score,
        examTime: outcome.examTime,
        region: outcome.region,
      })
      .returning({ id: examResults.id });
    if (!result) throw new Error('exam result not stored');
    if (outcome.score < PASS_SCORE) return { resultId: result.id, certificate: null };
    // The subject names the level: `DCN-101: DCNA Routing and Switching`.
    const level = /\bDCN[APE]\b/.exec(registration.subject)?.[0] ?? 'DCNA';
    const issueDate = outcome.examTime.toISOString().slice(0, 10);
    const number = `${level}-${issueDate.slice(0, 4)}-${String(result.id).padStart(6, '0')}`;
    const [certificate] = await tx
      .insert(certificates)
      .values({
        number,
        holderName: registration.name,
        issueDate,
        validUntil: lastDayAfter(issueDate, CERTIFICATE_YEARS),
        file: `/media/certificates/${level.toLowerCase()}.svg`,
      })
      .returning({ id: certificates.id });
    if (!certificate) throw new Error('certificate not stored');
    await tx
      .update(examResults)
      .set({ certificateId: certificate.id })
      .where(eq(examResults.id, result.id));
    return { resultId: result.id, certificate: number };
  });
}

/** One page of the user's exam results, newest exam first, optionally for one permit number. */
export function examResultPage(
  db: Db,
  userId: number,
  lang: LangCode,
  form: { page: number; limit: number; exam_permit_number?: string | undefined },
) {
  const permit = form.exam_permit_number?.trim();
  const where = and(
    eq(examResults.userId, userId),
    permit ? sql`upper(${trainingRegistrations.permitNumber}) = upper(${permit})` : undefined,
  );
  return listPage(
    lang,
    form,
    db
      .select({ n: count() })
      .from(examResults)
      .innerJoin(trainingRegistrations, eq(trainingRegistrations.id, examResults.registrationId))
      .where(where),
    (limit, offset): Promise<ExamResult[]> =>
      db
        .select({
          id: examResults.id,
          name: trainingRegistrations.name,
          exam_permit_number: trainingRegistrations.permitNumber,
          score: examResults.score,
          passed: sql<boolean>`${examResults.score} >= ${PASS_SCORE}`,
          certificate: certificates.number,
          exam_time: dateTime(examResults.examTime),
          category_name: localized(trainingCategories.name, lang),
          region: examResults.region,
        })
        .from(examResults)
        .innerJoin(trainingRegistrations, eq(trainingRegistrations.id, examResults.registrationId))
        .innerJoin(trainingCategories, eq(trainingCategories.id, trainingRegistrations.subjectId))
        .leftJoin(certificates, eq(certificates.id, examResults.certificateId))
        .where(where)
        .orderBy(desc(examResults.examTime), desc(examResults.id))
        .limit(limit)
        .offset(offset),
  );
}
