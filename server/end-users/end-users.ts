import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DownloadEndUserForm,
  EndUser,
  EndUserFormSchema,
  EndUserOption,
} from '../../contract/end-users';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { messages } from '../messages';
import { fail } from '../reply';
import { endUsers, projects } from '../db/schema/index';
import {
  dateTime,
  isDbId,
  keywordIn,
  matchCount,
  matches,
  pageReply,
  preparedPage,
} from '../listing';

/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;

/** The columns of an end user as the contract answers them. */
const endUserColumns = {
  id: endUsers.id,
  company: endUsers.company,
  address: endUsers.address,
  website: endUsers.website,
  contact: endUsers.contact,
  email: endUsers.email,
  mobile: endUsers.mobile,
  staff_size: endUsers.staffSize,
  industry: endUsers.industry,
  protectRequested: endUsers.protectRequested,
  product_lines: endUsers.productLines,
  rival_brands: endUsers.rivalBrands,
  lastYearTotal: endUsers.lastYearTotalPurchase,
  lastYearVendor: endUsers.lastYearVendorPurchase,
  currentYearTotal: endUsers.currentYearTotalPurchase,
  currentYearVendor: endUsers.currentYearVendorPurchase,
  other_sources: endUsers.otherSources,
  create_time: dateTime(endUsers.createdAt),
  // Written with its tables named: a select from one table leaves its columns unqualified.
  in_project: sql<boolean>`exists (select 1 from ${projects} where ${projects}.end_user_id = ${endUsers}.id)`,
};

/** A row as read: the protection request as stored, money as exact text. */
type EndUserRow = Omit<
  EndUser,
  | 'is_protect'
  | 'last_year_total_purchase'
  | 'last_year_vendor_purchase'
  | 'current_year_total_purchase'
  | 'current_year_vendor_purchase'
> & {
  protectRequested: boolean;
  lastYearTotal: string | null;
  lastYearVendor: string | null;
  currentYearTotal: string | null;
  currentYearVendor: string | null;
};

/** Exact dollars from the database (text) as the number the contract carries. */
const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** A stored row as the contract answers it: `is_protect` is the partner's request. */
function toEndUser({
  protectRequested,
  lastYearTotal,
  lastYearVendor,
  currentYearTotal,
  currentYearVendor,
  ...row
}: EndUserRow): EndUser {
  return {
    ...row,
    is_protect: protectRequested ? 1 : 0,
    last_year_total_purchase: money(lastYearTotal),
    last_year_vendor_purchase: money(lastYearVendor),
    current_year_total_purchase: money(currentYearTotal),
    current_year_vendor_purchase: money(currentYearVendor),
  };
}

/** The partner's own end users, narrowed by a keyword on company, contact or e-mail. */
function ownedMatching(userId: number, keyword: string | undefined, lang: LangCode): SQL {
  const own = eq(endUsers.userId, userId);
  if (!keyword) return own;
  return and(
    own,
    matches(keyword, lang, [], [endUsers.company, endUsers.contact, endUsers.email]),
  ) as SQL;
}

/** The page's rows with the number of matches, and the number alone, prepared once per handle. */
const listStatementsOf = preparedPerHandle((db) => {
  const where = and(
    eq(endUsers.userId, sql.placeholder('userId')),
    keywordIn([endUsers.company, endUsers.contact, endUsers.email]),
  );
  return {
    page: db
      .select({ ...endUserColumns, total: matchCount })
      .from(endUsers)
      .where(where)
      .orderBy(desc(endUsers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('end_user_list'),
    count: db.select({ n: count() }).from(endUsers).where(where).prepare('end_user_list_count'),
  };
});

/**
 * One page of the partner's end users, newest first, narrowed by a keyword on company, contact
 * or e-mail; one prepared statement.
 */
export async function listEndUsers(
  db: Db,
  lang: LangCode,
  userId: number,
  query: { page: number; limit: number; keyword?: string | undefined },
) {
  const page = await preparedPage(listStatementsOf(db), query, { userId }, toEndUser);
  // Null is for a date that is no day, which this list is not narrowed by.
  return page ? pageReply(lang, page) : fail(messages(lang).refusal.formNotValid());
}

/** An end-user form as the contract has checked it (trimmed, defaults filled in). */
export type CheckedEndUserForm = z.output<typeof EndUserFormSchema>;

/** Dollars as exact text for a numeric column, rounded to cents; null when not given. */
const cents = (value: number | undefined): string | null =>
  value === undefined ? null : (Math.round(value * 100) / 100).toFixed(2);

/** The stored columns of a checked form (everything but the id and the protection request). */
function columnsOf(form: CheckedEndUserForm) {
  return {
    company: form.company,
    address: form.address,
    website: form.website ?? '',
    contact: form.contact,
    email: form.email,
    mobile: form.mobile,
    staffSize: form.staff_size ?? '',
    industry: form.industry ?? '',
    productLines: form.product_lines ?? '',
    rivalBrands: form.rival_brands ?? '',
    lastYearTotalPurchase: cents(form.last_year_total_purchase),
    lastYearVendorPurchase: cents(form.last_year_vendor_purchase),
    currentYearTotalPurchase: cents(form.current_year_total_purchase),
    currentYearVendorPurchase: cents(form.current_year_vendor_purchase),
    otherSources: form.other_sources ?? '',
  };
}

/**
 * Adds an end user, or changes one of the partner's own when the form has an id. The
 * protection flag is stored as a request with the time it was made; granting it is head
 * office's (docs/projects.md). Answers the id, or null when the id names none
 * of the partner's end users.
 */
export async function saveEndUser(
  db: Db,
  userId: number,
  form: CheckedEndUserForm,
  now: Date,
): Promise<{ id: number } | null> {
  const columns = columnsOf(form);
  const requested = form.is_protect === 1;
  if (form.id === undefined) {
    const [row] = await db
      .insert(endUsers)
      .values({
        ...columns,
        userId,
        protectRequested: requested,
        protectRequestedAt: requested ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: endUsers.id });
    return row ?? null;
  }
  const id = form.id;
  if (!isDbId(id)) return null;
  return db.transaction(async (tx) => {
    const own = and(eq(endUsers.id, id), eq(endUsers.userId, userId));
    const [current] = await tx
      .select({ requested: endUsers.protectRequested, at: endUsers.protectRequestedAt })
      .from(endUsers)
      .where(own)
      .for('update');
    if (!current) return null;
    // A request keeps the time it was first made; withdrawing it clears that time.
    const requestedAt = requested ? (current.requested ? current.at : now) : null;
    await tx
      .update(endUsers)
      .set({
        ...columns,
        protectRequested: requested,
        protectRequestedAt: requestedAt,
        updatedAt: now,
      })
      .where(own);
    return { id };
  });
}

/**
 * Deletes one of the partner's end users: 'deleted', 'notFound' when the id names none of them,
 * or 'inProject' when a project names it (docs/projects.md). The row
 * is locked first, so a project registered at the same moment either comes first and keeps it,
 * or finds it gone.
 */
export async function deleteEndUser(
  db: Db,
  userId: number,
  id: number,
): Promise<'deleted' | 'notFound' | 'inProject'> {
  if (!isDbId(id)) return 'notFound';
  return db.transaction(async (tx) => {
    const own = and(eq(endUsers.id, id), eq(endUsers.userId, userId));
    const [current] = await tx.select({ id: endUsers.id }).from(endUsers).where(own).for('update');
    if (!current) return 'notFound';
    const [named] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.endUserId, id))
      .limit(1);
    if (named) return 'inProject';
    await tx.delete(endUsers).where(own);
    return 'deleted';
  });
}

/**
 * The partner's end users to pick from, by company name: every one of them, since the project
 * form's select is the only way to pick one (a long select is searched by typing a name's first
 * letters). Only the id and the name travel.
 */
export function endUserOptions(
  db: Db,
  lang: LangCode,
  userId: number,
  keyword: string | undefined,
): Promise<EndUserOption[]> {
  return db
    .select({ id: endUsers.id, company: endUsers.company })
    .from(endUsers)
    .where(ownedMatching(userId, keyword, lang))
    .orderBy(asc(endUsers.company), asc(endUsers.id));
}

/**
 * The end users an export writes: the partner's own among the given ids, or, without ids,
 * every one matching the keyword. Ids of other partners' end users are passed over as if they
 * did not exist.
 */
export async function endUsersToExport(
  db: Db,
  lang: LangCode,
  userId: number,
  form: DownloadEndUserForm,
): Promise<EndUser[]> {
  const ids = (form.ids ?? []).filter(isDbId);
  const where =
    form.ids && form.ids.length > 0
      ? and(eq(endUsers.userId, userId), inArray(endUsers.id, ids.length > 0 ? ids : [0]))
      : ownedMatching(userId, form.keyword, lang);
  const rows = await db
    .select(endUserColumns)
    .from(endUsers)
    .where(where)
    .orderBy(desc(endUsers.id))
    .limit(MAX_EXPORT_ROWS);
  return rows.map(toEndUser);
}

/** How many end users the partner has (the personal home), as a query to embed. */
export function endUserCount(db: Db, userId: number) {
  return db.select({ n: count() }).from(endUsers).where(eq(endUsers.userId, userId));
}
