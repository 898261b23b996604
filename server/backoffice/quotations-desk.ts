/**
 * The quotation desk of the back office (docs/backoffice.md): the quotations
 * waiting on head office, one quotation with its partner and audit trail, and head office's
 * decision on the version it read, written with its audit row and the partner's e-mail in one
 * transaction.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  ApproveQuotation,
  BackofficeQuotation,
  QueuedQuotation,
  QuotationQueueQuery,
  RejectQuotation,
} from '../../contract/backoffice-quotations';
import { dayOf } from '../../contract/common';
import { hasExpired } from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { projects, quotations, users } from '../db/schema/index';
import { auditEntries, recordAudit, type Staff } from './audit';
import { partnerSummary } from './dcnet-desk';
import { deskSearch, pageKeys } from './desk-search';
import { projectPartner } from './partners-desk';
import { dateTime, isDbId, searchablePage, type CountedRow } from '../listing';
import { noticeToPartner, type PendingNotice } from './partner-notices';
import { detailOf } from '../quotations/detail';
import { quotationLines } from '../quotations/lines';
import { QUOTATION_STATUS, summaryColumns, summaryOf } from '../quotations/quotations';

const waiting = eq(quotations.status, QUOTATION_STATUS.applying);

/**
 * One page of the quotations waiting on head office, the longest waiting first, with their
 * partners; the keyword matches the quotation number, the partner's company or e-mail address.
 */
export function quotationQueue(
  db: Db,
  lang: LangCode,
  query: { page: number; limit: number } & QuotationQueueQuery,
  today: string,
) {
  const keyword = query.keyword?.trim();
  const where = and(
    waiting,
    keyword ? deskSearch(keyword, [quotations.code], quotations.userId) : undefined,
  );
  return searchablePage(
    lang,
    query,
    Boolean(keyword),
    db.select({ n: count() }).from(quotations).where(where),
    async (limit, offset, total): Promise<CountedRow<QueuedQuotation>[]> => {
      const order = [quotations.appliedAt, quotations.id];
      const page = pageKeys(db, quotations, quotations.id, where, order, { limit, offset, total });
      const rows = await db
        .select({
          summary: summaryColumns(),
          applied_time: dateTime(quotations.appliedAt),
          partner: partnerSummary,
          total: page.total,
        })
        .from(page)
        .innerJoin(quotations, eq(quotations.id, page.id))
        .innerJoin(users, eq(users.id, quotations.userId))
        .leftJoin(projects, eq(projects.id, quotations.projectId))
        .orderBy(...order.map((column) => asc(column)));
      return rows.map(({ summary, applied_time, partner, total }) => ({
        total,
        item: { ...summaryOf(summary, lang, today), applied_time, partner },
      }));
    },
  );
}

/** How many quotations wait for head office's decision: one count of the work queue. */
export async function waitingQuotationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotations).where(waiting);
  return row?.n ?? 0;
}

/** One quotation as head office sees it, whoever it belongs to; null for none. */
export async function backofficeQuotation(
  db: Db,
  id: number,
  lang: LangCode,
  now: Date,
): Promise<BackofficeQuotation | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select({ quotation: quotations, applied_time: dateTime(quotations.appliedAt) })
    .from(quotations)
    .where(eq(quotations.id, id));
  const partner = row ? await projectPartner(db, row.quotation.userId) : null;
  if (!row || !partner) return null;
  const { quotation, applied_time } = row;
  const lines = await quotationLines(db, id, lang);
  return {
    ...(await detailOf(db, { quotation, lines }, lang, now)),
    revision: quotation.revision,
    applied_time,
    partner,
    audit: await auditEntries(db, { type: 'quotation', id }),
  };
}

/**
 * Why a decision was refused; nothing is changed then. `decided`: head office decided before
 * (or the partner's change has not reached it yet), with the state it is in; `changed`: the
 * partner saved another version since head office read it.
 */
export type QuotationRefusal =
  | 'notFound'
  | 'changed'
  | { why: 'decided'; status: number }
  | { why: 'expired'; validUntil: string };

/** What a decision changes, for the audit trail. */
function decisionFields(row: { status: number; rejectReason: string | null }) {
  return { status: row.status, reject_reason: row.rejectReason };
}

/**
 * Takes head office's decision on the version of a waiting quotation it read, with its audit
 * row and the partner's e-mail in the same transaction; answers the notice to deliver after the
 * commit. The row is locked first, so a change the partner saves at the same moment comes
 * before the decision (which then finds another version) or after it.
 */
async function decide(
  db: Db,
  staff: Staff,
  form: { id: number; revision: number },
  outcome: { status: number; reason: string | null },
  now: Date,
): Promise<{ notice: PendingNotice | null } | QuotationRefusal> {
  if (!isDbId(form.id)) return 'notFound';
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(quotations)
      .where(eq(quotations.id, form.id))
      .for('update');
    if (!before) return 'notFound';
    if (before.status !== QUOTATION_STATUS.applying) {
      return { why: 'decided' as const, status: before.status };
    }
    if (before.revision !== form.revision) return 'changed';
    // An approval lets the partner order at the quotation's prices: not once they have lapsed.
    if (outcome.reason === null && hasExpired(before.validUntil, dayOf(now))) {
      return { why: 'expired' as const, validUntil: before.validUntil };
    }
    const after = { status: outcome.status, rejectReason: outcome.reason };
    await tx
      .update(quotations)
      .set({ ...after, decidedAt: now })
      .where(eq(quotations.id, before.id));
    await recordAudit(tx, {
      actor: staff,
      action: outcome.reason === null ? 'quotation.approve' : 'quotation.reject',
      target: { type: 'quotation', id: before.id },
      partnerId: before.userId,
      before: decisionFields(before),
      after: { ...decisionFields(after), revision: before.revision },
      now,
    });
    const notice = await noticeToPartner(
      tx,
      before.userId,
      (t, to) => {
        const mail = t.quotationDesk.mail;
        const code = before.code;
        if (outcome.reason !== null) {
          return {
            subject: mail.rejectedSubject({ code }),
            text: mail.rejectedBody({ name: to.realname, code, reason: outcome.reason }),
          };
        }
        return {
          subject: mail.approvedSubject({ code }),
          text: mail.approvedBody({ name: to.realname, code }),
        };
      },
      now,
    );
    return { notice };
  });
}

/** Approves the version of a waiting quotation head office read: an order may be made from it. */
export function approveQuotationAsStaff(db: Db, staff: Staff, form: ApproveQuotation, now: Date) {
  const outcome = { status: QUOTATION_STATUS.approved, reason: null };
  return decide(db, staff, form, outcome, now);
}

/** Rejects the version of a waiting quotation head office read; the partner reads the reason. */
export function rejectQuotationAsStaff(db: Db, staff: Staff, form: RejectQuotation, now: Date) {
  const outcome = { status: QUOTATION_STATUS.rejected, reason: form.reason.trim() };
  return decide(db, staff, form, outcome, now);
}
