/** One quotation with its lines, packing list and versions, for the detail and the downloads. */
import { desc, eq } from 'drizzle-orm';
import {
  hasExpired,
  type QuotationDetail,
  type QuotationItem,
  type QuotationRevision,
} from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { orders, quotationRevisions, quotations, users } from '../db/schema/index';
import { dateTime } from '../listing';
import { quotationLines, type StoredLine } from './lines';
import { packingList } from './packing-list';
import { moneyOf, moneyText } from './pricing';
import { messages } from '../messages';
import { dayOf, quotationProject } from '../projects/projects';
import { ownQuotation, QUOTATION_STATUS, saverName, statusText } from './quotations';

/** A stored line as the contract writes it. */
export function itemOf(line: StoredLine): QuotationItem {
  return {
    id: line.id,
    goods_id: line.goodsId,
    main_id: line.mainItemId,
    model: line.model,
    description: line.description,
    quantity: line.quantity,
    erp_no: line.erpNo,
    gpl_price: moneyOf(line.gplCents),
    market_price: moneyOf(line.marketCents),
    discount_price: moneyOf(line.discountCents),
    application_price: line.applicationCents === null ? null : moneyOf(line.applicationCents),
    sale_price: moneyOf(line.saleCents),
    subtotal: moneyOf(line.subtotalCents),
  };
}

/**
 * `S4600-28P-SI × 2, SFP-GE-T × 4`, each line with the application price a project asked for:
 * `S4600-28P-SI × 2 (application price 950.25)`.
 */
function summaryText(
  lines: { model: string; quantity: number; applicationCents?: number | null }[],
  lang: LangCode,
): string {
  const say = messages(lang).quotation;
  return lines
    .map(({ model, quantity, applicationCents }) =>
      applicationCents === null || applicationCents === undefined
        ? `${model} × ${quantity}`
        : say.revisionLine({
            model,
            quantity: String(quantity),
            price: moneyText(applicationCents),
          }),
    )
    .join(', ');
}

/** Every version of a quotation, the current one first. */
async function revisionsOf(
  db: Db,
  quotation: typeof quotations.$inferSelect,
  lines: StoredLine[],
  saveTime: string,
  lang: LangCode,
): Promise<QuotationRevision[]> {
  const [current] = await db
    .select({ name: saverName })
    .from(users)
    .where(eq(users.id, quotation.updatedBy ?? quotation.userId));
  const earlier = await db
    .select({
      revision: quotationRevisions.revision,
      saved_by: saverName,
      save_time: dateTime(quotationRevisions.savedAt),
      currency: quotationRevisions.currency,
      amountCents: quotationRevisions.amountCents,
      lines: quotationRevisions.lines,
    })
    .from(quotationRevisions)
    .leftJoin(users, eq(users.id, quotationRevisions.savedBy))
    .where(eq(quotationRevisions.quotationId, quotation.id))
    .orderBy(desc(quotationRevisions.revision));
  return [
    {
      revision: quotation.revision,
      saved_by: current?.name ?? '',
      save_time: saveTime,
      currency: quotation.currency,
      amount: moneyOf(quotation.amountCents),
      summary: summaryText(lines, lang),
    },
    ...earlier.map(({ amountCents, lines: old, saved_by, ...row }) => ({
      ...row,
      saved_by: saved_by ?? '',
      amount: moneyOf(amountCents),
      summary: summaryText(old, lang),
    })),
  ];
}

/** A quotation with its lines, as the downloads and the detail need it. */
export interface LoadedQuotation {
  quotation: typeof quotations.$inferSelect;
  lines: StoredLine[];
}

/** The caller's own quotation with its lines; null for a missing one or another partner's. */
export async function loadQuotation(
  db: Db,
  userId: number,
  id: number,
  lang: LangCode,
): Promise<LoadedQuotation | null> {
  const quotation = await ownQuotation(db, userId, id);
  if (!quotation) return null;
  return { quotation, lines: await quotationLines(db, quotation.id, lang) };
}

/** The detail of a loaded quotation, as the partner and head office read it. */
export async function detailOf(
  db: Db,
  { quotation: q, lines }: LoadedQuotation,
  lang: LangCode,
  now: Date,
): Promise<QuotationDetail> {
  const [times] = await db
    .select({
      create_time: dateTime(quotations.createdAt),
      save_time: dateTime(quotations.updatedAt),
    })
    .from(quotations)
    .where(eq(quotations.id, q.id));
  const project = await quotationProject(db, q.projectId, dayOf(now), lang);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.quotationId, q.id));
  const expired = hasExpired(q.validUntil, dayOf(now));
  return {
    id: q.id,
    code: q.code,
    project_id: q.projectId,
    project_name: project?.project_name ?? '',
    status: q.status,
    status_text: statusText(q.status, lang),
    currency: q.currency,
    amount: moneyOf(q.amountCents),
    create_time: times?.create_time ?? '',
    valid_until: q.validUntil,
    expired,
    tax_rate: q.taxRate,
    remark: q.remark,
    items: lines.map(itemOf),
    packing_list: packingList(lines),
    project,
    revisions: await revisionsOf(db, q, lines, times?.save_time ?? '', lang),
    order_id: order?.id ?? null,
    orderable: !order && q.status === QUOTATION_STATUS.approved && !expired,
    reject_reason: q.status === QUOTATION_STATUS.rejected ? q.rejectReason : null,
  };
}

/** The detail of the caller's own quotation; null for a missing one or another partner's. */
export async function quotationDetail(
  db: Db,
  userId: number,
  id: number,
  lang: LangCode,
  now: Date,
): Promise<QuotationDetail | null> {
  const loaded = await loadQuotation(db, userId, id, lang);
  return loaded ? detailOf(db, loaded, lang, now) : null;
}
