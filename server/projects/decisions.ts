/**
 * Head office's decisions on project registrations
 * (docs/projects.md). No partner call reaches these; the back
 * office will, and until it exists the seed and the tests call them. A decision is taken once,
 * on a project that is still applying.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema/index';
import { isCalendarDay } from '../../contract/common';
import { isDbId } from '../listing';
import { PROJECT_STATUS } from './projects';

/** The longest reason a rejection may give. */
export const MAX_REJECT_REASON = 2000;

/** The protection period granted with an approval (both days included) and who granted it. */
export interface ProtectionGrant {
  start: string;
  end: string;
  /** The name of the person at head office. */
  by: string;
}

/**
 * What became of a decision: taken; no such project; the project is no longer applying (head
 * office decided before); or the decision itself is incomplete (a bad period, no reason, no
 * name).
 */
export type DecisionAnswer = 'decided' | 'notFound' | 'notApplying' | 'invalid';

/** Writes a decision on a project that is still applying, in one conditional statement. */
async function decide(
  db: Db,
  id: number,
  changes: Partial<typeof projects.$inferInsert>,
): Promise<DecisionAnswer> {
  const [changed] = await db
    .update(projects)
    .set(changes)
    .where(and(eq(projects.id, id), eq(projects.status, PROJECT_STATUS.applying)))
    .returning({ id: projects.id });
  if (changed) return 'decided';
  const [exists] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return exists ? 'notApplying' : 'notFound';
}

/**
 * Approves a registration and grants protection from `start` to `end` (`YYYY-MM-DD`, both
 * included). Protection applies from then on; after `end` the project shows as expired.
 */
export async function approveProject(
  db: Db,
  id: number,
  { start, end, by }: ProtectionGrant,
  now: Date,
): Promise<DecisionAnswer> {
  if (!isDbId(id)) return 'notFound';
  if (!isCalendarDay(start) || !isCalendarDay(end) || end < start || !by.trim()) return 'invalid';
  return decide(db, id, {
    status: PROJECT_STATUS.approved,
    protectStart: start,
    protectEnd: end,
    rejectReason: null,
    decidedBy: by.trim(),
    decidedAt: now,
    updatedAt: now,
  });
}

/** Rejects a registration with the reason the partner reads in the project's detail. */
export async function rejectProject(
  db: Db,
  id: number,
  reason: string,
  by: string,
  now: Date,
): Promise<DecisionAnswer> {
  if (!isDbId(id)) return 'notFound';
  const why = reason.trim();
  if (!why || why.length > MAX_REJECT_REASON || !by.trim()) return 'invalid';
  return decide(db, id, {
    status: PROJECT_STATUS.rejected,
    protectStart: null,
    protectEnd: null,
    rejectReason: why,
    decidedBy: by.trim(),
    decidedAt: now,
    updatedAt: now,
  });
}
