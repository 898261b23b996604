import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Draft,
  DraftSummary,
  DraftType,
  SaveDraftFormSchema,
  SavedDraft,
} from '../../contract/drafts';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { drafts } from '../db/schema/index';
import { dateTime, isDbId, listPage } from '../listing';

/** How long a draft stays valid after it was last saved (docs/projects.md). */
export const DRAFT_VALID_DAYS = 30;
/** How long an expired draft is still listed, marked expired, before it is removed. */
export const DRAFT_GRACE_DAYS = 7;
/** The largest draft content, as JSON text. */
export const MAX_DRAFT_BYTES = 100 * 1024;
/** The most drafts one user keeps at a time. */
export const MAX_DRAFTS_PER_USER = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a draft was not saved. */
export type DraftRefusal =
  'notFound' | 'otherType' | 'tooLarge' | 'tooMany' | 'tooDeep' | 'notStorable';

/** The deepest nesting a draft's content may have; forms are a few levels deep. */
export const MAX_DRAFT_DEPTH = 16;

/** A checked save form. */
export type CheckedDraftForm = z.output<typeof SaveDraftFormSchema>;

/** When a draft saved at `now` stops being valid. */
export function validUntil(now: Date): Date {
  return new Date(now.getTime() + DRAFT_VALID_DAYS * DAY_MS);
}

/** Drafts whose validity ended before this moment are removed. */
function removalLine(now: Date): Date {
  return new Date(now.getTime() - DRAFT_GRACE_DAYS * DAY_MS);
}

/**
 * Removes every draft whose grace period after expiry has passed. Runs at start and before the
 * drafts box is read or written, so no timer is needed. Answers how many were removed.
 */
export async function removeOldDrafts(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(drafts)
    .where(lt(drafts.validUntil, removalLine(now)))
    .returning({ id: drafts.id });
  return removed.length;
}

/** The user's drafts still in the box (valid, or expired within the grace period). */
function listed(userId: number, now: Date): SQL {
  return and(eq(drafts.userId, userId), gte(drafts.validUntil, removalLine(now))) as SQL;
}

function summaryColumns(now: Date) {
  return {
    id: drafts.id,
    type: drafts.type,
    title: drafts.title,
    create_time: dateTime(drafts.createdAt),
    update_time: dateTime(drafts.updatedAt),
    validity_time: dateTime(drafts.validUntil),
    expired: sql<boolean>`${drafts.validUntil} <= ${now.toISOString()}::timestamptz`,
  };
}

/**
 * Why the database could not store the content as JSON, or null: nesting deeper than any form
 * (PostgreSQL's parser would run out of stack), or a name holding the NUL character, which
 * jsonb cannot hold (values with it are refused before they reach the call).
 */
function unstorable(value: unknown, depth = 0): 'tooDeep' | 'notStorable' | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DRAFT_DEPTH) return 'tooDeep';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return 'notStorable';
    const inner = unstorable(item, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/** The size of the content as the database will store it. */
function contentBytes(content: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(content));
}

/**
 * Saves a draft: a new one without id, over one of the user's own drafts of the same type with
 * id. Every save renews the validity. Answers the id and validity time, or the refusal.
 */
export async function saveDraft(
  db: Db,
  userId: number,
  form: CheckedDraftForm,
  now: Date,
): Promise<SavedDraft | DraftRefusal> {
  // Depth first: measuring the size of absurdly nested content would itself overflow.
  const problem = unstorable(form.content);
  if (problem) return problem;
  if (contentBytes(form.content) > MAX_DRAFT_BYTES) return 'tooLarge';
  await removeOldDrafts(db, now);
  const values = {
    title: form.title,
    content: form.content,
    updatedAt: now,
    validUntil: validUntil(now),
  };
  const answer = { id: drafts.id, validity_time: dateTime(drafts.validUntil) };
  if (form.id === undefined) {
    return db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(drafts).where(listed(userId, now));
      if ((held?.n ?? 0) >= MAX_DRAFTS_PER_USER) return 'tooMany';
      const [row] = await tx
        .insert(drafts)
        .values({ ...values, userId, type: form.type, createdAt: now })
        .returning(answer);
      return row ?? 'notFound';
    });
  }
  const id = form.id;
  if (!isDbId(id)) return 'notFound';
  const own = and(eq(drafts.id, id), listed(userId, now));
  const [current] = await db.select({ type: drafts.type }).from(drafts).where(own);
  if (!current) return 'notFound';
  if (current.type !== form.type) return 'otherType';
  const [row] = await db.update(drafts).set(values).where(own).returning(answer);
  return row ?? 'notFound';
}

/** One page of the user's drafts, newest first, optionally of one type. */
export async function listDrafts(
  db: Db,
  lang: LangCode,
  userId: number,
  query: { page: number; limit: number; type?: DraftSummary['type'] | undefined },
  now: Date,
) {
  await removeOldDrafts(db, now);
  const where = query.type
    ? (and(listed(userId, now), eq(drafts.type, query.type)) as SQL)
    : listed(userId, now);
  return listPage(
    lang,
    query,
    db.select({ n: count() }).from(drafts).where(where),
    (limit, offset) =>
      db
        .select(summaryColumns(now))
        .from(drafts)
        .where(where)
        .orderBy(desc(drafts.updatedAt), desc(drafts.id))
        .limit(limit)
        .offset(offset),
  );
}

/** One of the user's drafts with its content, or null when the id names none of them. */
export async function draftDetail(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<Draft | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select({ ...summaryColumns(now), content: drafts.content })
    .from(drafts)
    .where(and(eq(drafts.id, id), listed(userId, now)));
  return row ?? null;
}

/** How many drafts the user's box lists (the personal home), as a query to embed. */
export function draftCount(db: Db, userId: number, now: Date) {
  return db.select({ n: count() }).from(drafts).where(listed(userId, now));
}

/**
 * Removes the caller's own draft of `type` that a form was just saved from (in the form's
 * transaction, `tx`): the draft is used up. A draft already gone (expired and removed, or used
 * up from another tab) is no reason to refuse the form, so nothing is said of it.
 */
export async function useUpDraft(
  tx: Db,
  userId: number,
  type: DraftType,
  id: number,
): Promise<void> {
  if (!isDbId(id)) return;
  await tx
    .delete(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.userId, userId), eq(drafts.type, type)));
}
