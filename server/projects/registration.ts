/**
 * Registering, changing and deleting projects (docs/projects.md).
 * Only a direct project partner registers; a project names one of the partner's end users and is
 * registered with one of the partner's quotations, with an application price for every line.
 * Changes and deletion are open only while head office has not decided.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf, type PartnerTier } from '../../contract/common';
import type { ProjectFormSchema } from '../../contract/projects';
import { hasExpired } from '../../contract/quotations';
import type { Db } from '../db/client';
import {
  countries,
  endUsers,
  goods,
  projects,
  quotationItems,
  quotations,
} from '../db/schema/index';
import { isDbId } from '../listing';
import { PROJECT_STATUS } from './projects';
import { useUpDraft } from '../drafts/drafts';
import { centsOfMoney } from '../quotations/pricing';
import { reviseApplicationPrices } from '../quotations/quotations';

/** The one partner tier that registers projects. */
export const DIRECT_PROJECT_PARTNER: PartnerTier = 'DC-DPP';

/** A project form as the contract has checked it (trimmed, defaults filled in). */
export type CheckedProjectForm = z.output<typeof ProjectFormSchema>;

/** Who registers: the account's id, partner tier and DCNet ID. */
export interface Registrant {
  id: number;
  partnerType: string | null;
  dcnetId: string | null;
}

/** Why a project form was refused; `model` names the line of a bad application price. */
export type ProjectRefusal =
  | {
      why:
        | 'onlyDirectProjectPartners'
        | 'selectEndUser'
        | 'selectQuotation'
        | 'quotationTaken'
        | 'quotationExpired'
        | 'pricesMissing'
        | 'notChangeable'
        | 'notFound'
        | 'countryUnknown';
    }
  | { why: 'priceInvalid'; model: string };

/** Whether an answer of {@link saveProject} is a refusal. */
export function isProjectRefusal(
  answer: { id: number; created: boolean } | ProjectRefusal,
): answer is ProjectRefusal {
  return 'why' in answer;
}

/** The stored columns of a checked form. */
function columnsOf(form: CheckedProjectForm) {
  return {
    endUserId: form.end_company,
    name: form.project_name,
    description: form.description ?? '',
    industry: form.industry ?? '',
    country: form.country?.toUpperCase() ?? '',
    isTender: form.is_tender === 1,
    protectRequested: form.is_protect === 1,
    rivalBrand: form.rival_brand ?? '',
    advancement: form.advancement ?? '',
    estimatedPoDate: form.estimated_po_date,
    predictedAwardingDate: form.predicted_awarding_date,
    predictedLeadtime: form.predicted_leadtime,
    notes: form.notes ?? '',
  };
}

/**
 * The application price of every line of the quotation, in cents: one per line, none for
 * anything else, each above 0 with at most two decimals.
 */
function pricesOf(
  lines: { id: number; model: string }[],
  prices: CheckedProjectForm['prices'],
): Map<number, number> | ProjectRefusal {
  const given = new Map(prices.map((price) => [price.item_id, price.application_price]));
  const complete =
    given.size === prices.length &&
    prices.length === lines.length &&
    lines.every((line) => given.has(line.id));
  if (!complete) return { why: 'pricesMissing' };
  const cents = new Map<number, number>();
  for (const line of lines) {
    const value = centsOfMoney(given.get(line.id) ?? 0);
    if (value === null || value <= 0) return { why: 'priceInvalid', model: line.model };
    cents.set(line.id, value);
  }
  return cents;
}

/**
 * Takes the quotations registered with a project off it (all but `keep`), with the application
 * prices asked for on their lines.
 */
async function unlinkQuotations(
  db: Db,
  projectId: number,
  by: { id: number; now: Date },
  keep?: number,
): Promise<void> {
  const released = await db
    .update(quotations)
    .set({ projectId: null })
    .where(
      and(
        eq(quotations.projectId, projectId),
        keep === undefined ? undefined : ne(quotations.id, keep),
      ),
    )
    .returning({ id: quotations.id });
  for (const { id } of released) await reviseApplicationPrices(db, id, null, by.id, by.now);
}

/** The form's checks that need no database. */
function formRefusal(caller: Registrant, form: CheckedProjectForm): ProjectRefusal | null {
  if (caller.partnerType !== DIRECT_PROJECT_PARTNER) return { why: 'onlyDirectProjectPartners' };
  if (form.id !== undefined && !isDbId(form.id)) return { why: 'notFound' };
  if (!isDbId(form.end_company)) return { why: 'selectEndUser' };
  if (!isDbId(form.quotation_id)) return { why: 'selectQuotation' };
  return null;
}

/**
 * Registers a project, or changes the caller's own one while it is applying. Everything is
 * written in one transaction with the project, the end user and the quotation locked, so a
 * quotation goes to one project only and an end user is not deleted under a new project.
 */
export async function saveProject(
  db: Db,
  caller: Registrant,
  form: CheckedProjectForm,
  now: Date,
): Promise<{ id: number; created: boolean } | ProjectRefusal> {
  const refused = formRefusal(caller, form);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    if (form.id !== undefined) {
      const [current] = await tx
        .select({ status: projects.status })
        .from(projects)
        .where(and(eq(projects.id, form.id), eq(projects.userId, caller.id)))
        .for('update');
      if (!current) return { why: 'notFound' as const };
      if (current.status !== PROJECT_STATUS.applying) return { why: 'notChangeable' as const };
    }
    const [endUser] = await tx
      .select({ id: endUsers.id })
      .from(endUsers)
      .where(and(eq(endUsers.id, form.end_company), eq(endUsers.userId, caller.id)))
      .for('share');
    if (!endUser) return { why: 'selectEndUser' as const };
    if (form.country !== undefined) {
      const [known] = await tx
        .select({ code: countries.countryCode })
        .from(countries)
        .where(eq(countries.countryCode, form.country.toUpperCase()));
      if (!known) return { why: 'countryUnknown' as const };
    }
    const [quotation] = await tx
      .select({
        id: quotations.id,
        projectId: quotations.projectId,
        validUntil: quotations.validUntil,
      })
      .from(quotations)
      .where(and(eq(quotations.id, form.quotation_id), eq(quotations.userId, caller.id)))
      .for('update');
    if (!quotation) return { why: 'selectQuotation' as const };
    // A quotation whose prices have lapsed is not registered; a project keeps the one it has.
    if (hasExpired(quotation.validUntil, dayOf(now)) && quotation.projectId !== form.id) {
      return { why: 'quotationExpired' as const };
    }
    if (quotation.projectId !== null && quotation.projectId !== form.id) {
      return { why: 'quotationTaken' as const };
    }
    const lines = await tx
      .select({ id: quotationItems.id, model: goods.model })
      .from(quotationItems)
      .innerJoin(goods, eq(goods.id, quotationItems.goodsId))
      .where(eq(quotationItems.quotationId, quotation.id))
      .orderBy(asc(quotationItems.position));
    const cents = pricesOf(lines, form.prices);
    if (!(cents instanceof Map)) return cents;

    const columns = { ...columnsOf(form), updatedAt: now };
    let id = form.id;
    if (id === undefined) {
      const [created] = await tx
        .insert(projects)
        .values({
          ...columns,
          userId: caller.id,
          status: PROJECT_STATUS.applying,
          dcnetId: caller.dcnetId,
          membershipType: caller.partnerType,
          createdAt: now,
          appliedAt: now,
        })
        .returning({ id: projects.id });
      if (!created) throw new Error('project not stored');
      id = created.id;
    } else {
      await tx.update(projects).set(columns).where(eq(projects.id, id));
      await unlinkQuotations(tx, id, { id: caller.id, now }, quotation.id);
    }
    await tx.update(quotations).set({ projectId: id }).where(eq(quotations.id, quotation.id));
    await reviseApplicationPrices(tx, quotation.id, cents, caller.id, now);
    if (form.draft_id !== undefined) await useUpDraft(tx, caller.id, 'project', form.draft_id);
    return { id, created: form.id === undefined };
  });
}

/**
 * Deletes the caller's own project while it is applying; its quotations are free again and
 * lose their application prices. Answers 'deleted', 'notFound' or 'notDeletable'.
 */
export async function deleteProject(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<'deleted' | 'notFound' | 'notDeletable'> {
  if (!isDbId(id)) return 'notFound';
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .for('update');
    if (!current) return 'notFound';
    if (current.status !== PROJECT_STATUS.applying) return 'notDeletable';
    await unlinkQuotations(tx, id, { id: userId, now });
    await tx.delete(projects).where(eq(projects.id, id));
    return 'deleted';
  });
}
