/**
 * Partners' projects as the list, the detail and the select read them
 * (docs/projects.md, docs/projects.md): every read
 * is limited to the owner's rows, so another partner's id answers as a missing one.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { PartnerTierSchema } from '../../contract/common';
import {
  PROJECT_STATUS,
  type ApplicationPrice,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectOption,
  type ProjectStatusName,
  type ProjectSummary,
} from '../../contract/projects';
import type { QuotationProject } from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { endUsers, projects, quotationItems, quotations, users } from '../db/schema/index';
import { texts } from '../messages';
import {
  createdWithin,
  dateTime,
  isDbId,
  keywordIn,
  matchCount,
  preparedPage,
  unlessNull,
} from '../listing';
import { historyColumns, projectHistory } from './history';
import { moneyOf } from '../quotations/pricing';

export { PROJECT_STATUS };

/** The most projects the select offers, newest first. */
export const MAX_PROJECT_OPTIONS = 200;

/** The day of `now` as the protection dates are written (UTC). */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The state a project shows on `today` (a day, or the parameter that carries it): an approval
 * past its protection end shows as expired.
 */
export function shownStatus(today: string | Placeholder): SQL<number> {
  const { approved, expired } = PROJECT_STATUS;
  return sql<number>`(case when ${projects.status} = ${sql.raw(String(approved))} and ${projects.protectEnd} < ${today}::date then ${sql.raw(String(expired))} else ${projects.status} end)`;
}

/** A state's label in the caller's language. */
export function projectStatusText(status: number, lang: LangCode): string {
  const entry = Object.entries(PROJECT_STATUS).find(([, code]) => code === status);
  return texts(lang).projects.statusName[
    (entry?.[0] as ProjectStatusName | undefined) ?? 'applying'
  ]();
}

/** The project the owner may see, or undefined (also for another partner's id). */
export async function ownProject(db: Db, userId: number, id: number) {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row;
}

/** The columns of a project as the list shows it. */
export function summaryColumns(today: string | Placeholder) {
  return {
    id: projects.id,
    project_name: projects.name,
    end_company: projects.endUserId,
    end_company_name: endUsers.company,
    status: shownStatus(today),
    protectRequested: projects.protectRequested,
    dcnet_id: projects.dcnetId,
    membershipType: projects.membershipType,
    create_time: dateTime(projects.createdAt),
    apply_time: dateTime(projects.appliedAt),
  };
}

type SummaryRow = Omit<ProjectSummary, 'status_text' | 'is_protect' | 'membership_type'> & {
  protectRequested: boolean;
  membershipType: string | null;
};

/** A summary row as the contract writes it. */
export function summaryOf(
  { protectRequested, membershipType, ...row }: SummaryRow,
  lang: LangCode,
): ProjectSummary {
  const tier = PartnerTierSchema.safeParse(membershipType);
  return {
    ...row,
    status_text: projectStatusText(row.status, lang),
    is_protect: protectRequested ? 1 : 0,
    membership_type: tier.success ? tier.data : null,
  };
}

/**
 * The page's rows with the number of matches, and the number alone, prepared once per handle:
 * the owner, a keyword on the project's name or the end user's company, the state shown on
 * `today`, and creation days, each a parameter that is null when the filter is left out.
 */
const listStatementsOf = preparedPerHandle((db) => {
  const today = sql.placeholder('today');
  const status = sql.placeholder('status');
  const where = and(
    eq(projects.userId, sql.placeholder('userId')),
    keywordIn([projects.name, endUsers.company]),
    unlessNull(status, 'int', sql`${shownStatus(today)} = ${status}::int`),
    createdWithin(projects.createdAt),
  );
  return {
    page: db
      .select({ ...summaryColumns(today), total: matchCount })
      .from(projects)
      .innerJoin(endUsers, eq(endUsers.id, projects.endUserId))
      .where(where)
      .orderBy(desc(projects.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('project_list'),
    count: db
      .select({ n: count() })
      .from(projects)
      .innerJoin(endUsers, eq(endUsers.id, projects.endUserId))
      .where(where)
      .prepare('project_list_count'),
  };
});

/**
 * One page of the caller's projects, newest first, as the list answers it on `today`; null when
 * a date of the filter is not a real day.
 */
export async function listProjects(
  db: Db,
  userId: number,
  query: ProjectListQuery & { page: number; limit: number },
  lang: LangCode,
  today: string,
) {
  return preparedPage(listStatementsOf(db), query, { userId, today }, (row) =>
    summaryOf(row, lang),
  );
}

/** The quotations registered with a project and the application prices on their lines. */
async function registeredWith(db: Db, projectId: number, projectName: string) {
  const linked = await db
    .select({
      id: quotations.id,
      code: quotations.code,
      currency: quotations.currency,
      amountCents: quotations.amountCents,
    })
    .from(quotations)
    .where(eq(quotations.projectId, projectId))
    .orderBy(asc(quotations.id));
  const lines = await db
    .select({ itemId: quotationItems.id, cents: quotationItems.applicationCents })
    .from(quotationItems)
    .where(
      and(
        inArray(quotationItems.quotationId, linked.length > 0 ? linked.map((q) => q.id) : [0]),
        isNotNull(quotationItems.applicationCents),
      ),
    )
    .orderBy(asc(quotationItems.quotationId), asc(quotationItems.position));
  const prices: ApplicationPrice[] = lines.map((line) => ({
    item_id: line.itemId,
    application_price: moneyOf(line.cents ?? 0),
  }));
  return {
    quotations: linked.map(({ amountCents, ...q }) => ({
      ...q,
      project_name: projectName,
      amount: moneyOf(amountCents),
    })),
    prices,
  };
}

/** The detail of the caller's own project on `today`; null for a missing one or another's. */
export async function projectDetail(
  db: Db,
  userId: number,
  id: number,
  today: string,
  lang: LangCode,
): Promise<ProjectDetail | null> {
  if (!isDbId(id)) return null;
  return projectDetailWhere(db, and(eq(projects.id, id), eq(projects.userId, userId)), today, lang);
}

/**
 * The detail of the project `where` names on `today`, with its history; null when there is
 * none. Only the owner's detail and head office's back office call it.
 */
export async function projectDetailWhere(
  db: Db,
  where: SQL | undefined,
  today: string,
  lang: LangCode,
): Promise<ProjectDetail | null> {
  const [row] = await db
    .select({
      summary: summaryColumns(today),
      detail: {
        description: projects.description,
        industry: projects.industry,
        country: projects.country,
        protect_start_time: projects.protectStart,
        protect_end_time: projects.protectEnd,
        reject_reason: projects.rejectReason,
        decide_time: dateTime(projects.decidedAt),
        rival_brand: projects.rivalBrand,
        advancement: projects.advancement,
        estimated_po_date: projects.estimatedPoDate,
        predicted_awarding_date: projects.predictedAwardingDate,
        predicted_leadtime: projects.predictedLeadtime,
        notes: projects.notes,
      },
      isTender: projects.isTender,
      history: historyColumns,
    })
    .from(projects)
    .innerJoin(endUsers, eq(endUsers.id, projects.endUserId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where);
  if (!row) return null;
  return {
    ...summaryOf(row.summary, lang),
    ...row.detail,
    is_tender: row.isTender ? 1 : 0,
    ...(await registeredWith(db, row.summary.id, row.summary.project_name)),
    history: projectHistory(row.history, row.summary.status === PROJECT_STATUS.expired, lang),
  };
}

/** The project a quotation is registered with, as the quotation detail shows it on `today`. */
export async function quotationProject(
  db: Db,
  projectId: number | null,
  today: string,
  lang: LangCode,
): Promise<QuotationProject | null> {
  if (projectId === null) return null;
  const [row] = await db
    .select({
      id: projects.id,
      project_name: projects.name,
      end_company_name: endUsers.company,
      status: shownStatus(today),
    })
    .from(projects)
    .innerJoin(endUsers, eq(endUsers.id, projects.endUserId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const { status, ...project } = row;
  return { ...project, status_text: projectStatusText(status, lang) };
}

/** The caller's projects to pick from, newest first. */
export function projectOptions(db: Db, userId: number): Promise<ProjectOption[]> {
  return db
    .select({ id: projects.id, project_name: projects.name })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.id))
    .limit(MAX_PROJECT_OPTIONS);
}

/** How many projects the user has (the personal home), as a query to embed. */
export function projectCount(db: Db, userId: number) {
  return db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
}
