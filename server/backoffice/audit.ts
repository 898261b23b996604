import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntry as ShownEntry } from '../../contract/backoffice';
import type { Db } from '../db/client';
import { auditLog, type users } from '../db/schema/index';
import { dateTime } from '../listing';

/** Who acted: a head-office user. */
export interface Actor {
  id: number;
  username: string;
}

/** A head-office user as an action records them: the account, and the name the partner reads. */
export interface Staff extends Actor {
  name: string;
}

/** The staff member behind a call: their account, and their name (or e-mail when they have none). */
export function staffOf(user: typeof users.$inferSelect): Staff {
  return { id: user.id, username: user.username, name: user.realname.trim() || user.username };
}

/** One back-office action, as the audit trail keeps it. */
export interface AuditEntry {
  actor: Actor;
  /** What was done, dot-separated: `dcnet.approve`, `order.payment.confirm`, ... */
  action: string;
  /** The record acted on. */
  target: { type: string; id: number | string };
  /** The partner whose work it moved, when there is one. */
  partnerId?: number | null;
  /** The values the action changed, as they were and as they became. */
  before?: unknown;
  after?: unknown;
  now: Date;
}

/**
 * Records a back-office action. Call it with the transaction of the action itself, so that the
 * row is written exactly when the action is (docs/backoffice.md).
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.username,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    partnerId: entry.partnerId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.now,
  });
}

/** The audit trail of one record, oldest first: what its detail shows head office. */
export function auditTrailOf(db: Db, target: { type: string; id: number | string }) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, String(target.id))))
    .orderBy(asc(auditLog.id));
}

/** A stored before or after value as the contract writes it: an object, or null. */
function valuesOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One record's audit trail as head office's details show it, oldest first. */
export async function auditEntries(
  db: Db,
  target: { type: string; id: number | string },
): Promise<ShownEntry[]> {
  const rows = await db
    .select({
      time: dateTime(auditLog.at),
      action: auditLog.action,
      actorId: auditLog.actorId,
      actor: auditLog.actorName,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, String(target.id))))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({
    time: row.time,
    action: row.action,
    actor_id: row.actorId,
    actor: row.actor,
    before: valuesOf(row.before),
    after: valuesOf(row.after),
  }));
}
