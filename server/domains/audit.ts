import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

/** Who acted: a head-office user. */
export interface Actor {
  id: number;
  username: string;
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
 * row is written exactly when the action is (docs/decisions/102-audit-trail.md).
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
