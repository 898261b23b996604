import { asc, count, eq } from 'drizzle-orm';
import type { ApproveMembership, RejectMembership } from '../../contract/backoffice';
import { PartnerTierSchema } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { dcnetApplications, users } from '../db/schema/index';
import { recordAudit, type Actor } from './audit';
import {
  decideMembership,
  MEMBERSHIP_STATUS,
  toApplication,
  type MembershipDecision,
} from '../dcnet/dcnet';
import { formatDay } from '../documents/format';
import { dateTime, isDbId, listPage } from '../listing';
import { noticeToPartner, type PendingNotice } from './partner-notices';

/** The partner's columns every back-office list shows. */
export const partnerSummary = {
  id: users.id,
  username: users.username,
  realname: users.realname,
  company: users.company,
  country: users.country,
};

/** One page of applications of a status (pending first in line: oldest first), with the partner. */
export function membershipQueue(
  db: Db,
  lang: LangCode,
  query: { page: number; limit: number; status: number },
) {
  const where = eq(dcnetApplications.status, query.status);
  return listPage(
    lang,
    query,
    db.select({ n: count() }).from(dcnetApplications).where(where),
    async (limit, offset) => {
      const rows = await db
        .select({
          row: dcnetApplications,
          createTime: dateTime(dcnetApplications.createdAt),
          applicant: { ...partnerSummary, partnerType: users.partnerType },
        })
        .from(dcnetApplications)
        .innerJoin(users, eq(users.id, dcnetApplications.userId))
        .where(where)
        .orderBy(asc(dcnetApplications.createdAt), asc(dcnetApplications.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, createTime, applicant: { partnerType, ...applicant } }) => ({
        ...toApplication({ ...row, createTime }, lang),
        applicant: {
          ...applicant,
          partner_type: PartnerTierSchema.safeParse(partnerType).data ?? null,
        },
      }));
    },
  );
}

/** Why a decision was refused; nothing is changed then. */
export type DecisionRefusal = 'notFound' | 'notPending';

/** What an application's decision changes, for the audit trail. */
function decisionFields(row: typeof dcnetApplications.$inferSelect) {
  return {
    status: row.status,
    level: row.level,
    start_date: row.startDate,
    end_date: row.endDate,
  };
}

/**
 * Head office decides on a pending application: the decision, its audit row and the e-mail to
 * the partner are written in one transaction. Answers the notice to deliver after the commit.
 */
async function decide(
  db: Db,
  actor: Actor,
  id: number,
  decision: MembershipDecision & { reason?: string },
  now: Date,
): Promise<{ notice: PendingNotice | null } | DecisionRefusal> {
  if (!isDbId(id)) return 'notFound';
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dcnetApplications)
      .where(eq(dcnetApplications.id, id))
      .for('update');
    if (!before) return 'notFound';
    if (before.status !== MEMBERSHIP_STATUS.pending) return 'notPending';
    const decided = await decideMembership(tx, id, decision, now);
    if (!decided) return 'notPending';
    const [after] = await tx.select().from(dcnetApplications).where(eq(dcnetApplications.id, id));
    if (!after) throw new Error(`application ${id} vanished`);
    await recordAudit(tx, {
      actor,
      action: decision.approve ? 'dcnet.approve' : 'dcnet.reject',
      target: { type: 'dcnet_application', id },
      partnerId: before.userId,
      before: {
        ...decisionFields(before),
        ...(decided.tierMoved ? { partner_type: decided.tierMoved.from } : {}),
      },
      after: {
        ...decisionFields(after),
        ...(decision.reason ? { reason: decision.reason } : {}),
        ...(decided.tierMoved ? { partner_type: decided.tierMoved.to } : {}),
      },
      now,
    });
    const notice = await noticeToPartner(
      tx,
      before.userId,
      (t, to) => {
        const mail = t.backoffice.mail;
        const tier = before.type;
        if (!decision.approve) {
          return {
            subject: mail.membershipRejectedSubject({ tier }),
            text: mail.membershipRejectedBody({
              name: to.realname,
              tier,
              reason: decision.reason ?? '',
            }),
          };
        }
        // An approval that made the account a partner of this type says so.
        const body = decided.tierMoved
          ? mail.membershipApprovedMovedBody
          : mail.membershipApprovedBody;
        return {
          subject: mail.membershipApprovedSubject({ tier }),
          text: body({
            name: to.realname,
            tier,
            level: mail.levels[decision.level](),
            start: formatDay(decision.startDate, to.lang),
            end: formatDay(decision.endDate, to.lang),
          }),
        };
      },
      now,
    );
    return { notice };
  });
}

/** Approves a pending application with a level and a validity period. */
export function approveMembership(db: Db, actor: Actor, form: ApproveMembership, now: Date) {
  return decide(
    db,
    actor,
    form.id,
    { approve: true, level: form.level, startDate: form.start_date, endDate: form.end_date },
    now,
  );
}

/** Rejects a pending application; the partner is told the reason. */
export function rejectMembership(db: Db, actor: Actor, form: RejectMembership, now: Date) {
  return decide(db, actor, form.id, { approve: false, reason: form.reason }, now);
}

/** How many applications wait for a decision. */
export async function pendingMembershipCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dcnetApplications)
    .where(eq(dcnetApplications.status, MEMBERSHIP_STATUS.pending));
  return row?.n ?? 0;
}
