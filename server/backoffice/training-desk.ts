import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { ExamOutcome, IssueCodes } from '../../contract/backoffice';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { examResults, trainingCategories, trainingRegistrations, users } from '../db/schema/index';
import { recordAudit, type Actor } from './audit';
import { partnerSummary } from './dcnet-desk';
import { recordExamResult } from '../training/exam-results';
import { isCalendarDay } from '../../contract/common';
import { day, isDbId, listPage, localized } from '../listing';
import { issueRegistrationCode } from '../training/registrations';

/** Why issuing codes or recording a result was refused; nothing is changed then. */
export type TrainingRefusal = 'subjectUnknown' | 'notFound' | 'alreadyRecorded' | 'dateInvalid';

/**
 * Issues `count` registration codes for one training or exam subject, with one audit row for
 * the batch, in one transaction; answers the codes.
 */
export async function issueCodes(
  db: Db,
  actor: Actor,
  form: Required<IssueCodes>,
  now: Date,
): Promise<{ subject: number; codes: string[] } | TrainingRefusal> {
  if (!isDbId(form.subject)) return 'subjectUnknown';
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ kind: trainingCategories.kind })
      .from(trainingCategories)
      .where(eq(trainingCategories.id, form.subject));
    if (!subject) return 'subjectUnknown';
    const codes: string[] = [];
    for (let i = 0; i < form.count; i += 1) {
      codes.push(await issueRegistrationCode(tx, form.subject, now));
    }
    await recordAudit(tx, {
      actor,
      action: 'training.codes.issue',
      target: { type: 'training_subject', id: form.subject },
      after: { kind: subject.kind, codes },
      now,
    });
    return { subject: form.subject, codes };
  });
}

/** Exam registrations without a result. */
const waiting = and(eq(trainingRegistrations.kind, 'exam'), isNull(examResults.id));

/** One page of exam registrations that wait for a result, oldest first, with the partner. */
export function pendingExams(db: Db, lang: LangCode, paging: { page: number; limit: number }) {
  const base = () =>
    db
      .select({ n: count() })
      .from(trainingRegistrations)
      .leftJoin(examResults, eq(examResults.registrationId, trainingRegistrations.id))
      .where(waiting);
  return listPage(lang, paging, base(), (limit, offset) =>
    db
      .select({
        id: trainingRegistrations.id,
        name: trainingRegistrations.name,
        country: trainingRegistrations.country,
        mailbox: trainingRegistrations.mailbox,
        exam_subject: trainingRegistrations.subjectId,
        exam_subject_name: localized(trainingCategories.name, lang),
        exam_permit_number: trainingRegistrations.permitNumber,
        registration_date: day(trainingRegistrations.registrationDate),
        partner: partnerSummary,
      })
      .from(trainingRegistrations)
      .leftJoin(examResults, eq(examResults.registrationId, trainingRegistrations.id))
      .innerJoin(trainingCategories, eq(trainingCategories.id, trainingRegistrations.subjectId))
      .innerJoin(users, eq(users.id, trainingRegistrations.userId))
      .where(waiting)
      .orderBy(asc(trainingRegistrations.createdAt), asc(trainingRegistrations.id))
      .limit(limit)
      .offset(offset),
  );
}

/** `YYYY-MM-DD HH:mm:ss` (UTC, as the contract writes moments) as a Date, or null. */
function momentOf(text: string): Date | null {
  if (!isCalendarDay(text.slice(0, 10))) return null;
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19).replace('T', ' ') !== text
    ? null
    : date;
}

/**
 * Records the result of an exam registration that has none yet, with its audit row, in one
 * transaction; a pass issues a certificate. Answers the result and the certificate number.
 */
export async function recordResult(
  db: Db,
  actor: Actor,
  form: ExamOutcome,
  now: Date,
): Promise<{ result_id: number; certificate: string | null } | TrainingRefusal> {
  const examTime = momentOf(form.exam_time);
  if (!examTime) return 'dateInvalid';
  if (!isDbId(form.registration_id)) return 'notFound';
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ userId: trainingRegistrations.userId, result: examResults.id })
      .from(trainingRegistrations)
      .leftJoin(examResults, eq(examResults.registrationId, trainingRegistrations.id))
      .where(
        and(
          eq(trainingRegistrations.id, form.registration_id),
          eq(trainingRegistrations.kind, 'exam'),
        ),
      )
      .for('update', { of: trainingRegistrations });
    if (!registration) return 'notFound';
    if (registration.result !== null) return 'alreadyRecorded';
    const recorded = await recordExamResult(tx, {
      registrationId: form.registration_id,
      score: form.score,
      examTime,
      region: form.region,
    });
    await recordAudit(tx, {
      actor,
      action: 'exam.result.record',
      target: { type: 'exam_registration', id: form.registration_id },
      partnerId: registration.userId,
      after: {
        score: form.score,
        exam_time: form.exam_time,
        region: form.region,
        certificate: recorded.certificate,
      },
      now,
    });
    return { result_id: recorded.resultId, certificate: recorded.certificate };
  });
}
