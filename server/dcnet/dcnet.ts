import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PARTNER_TIERS, PartnerTierSchema, type PartnerTier } from '../../contract/common';
import {
  MembershipLevelSchema,
  type DcnetInfo,
  type MembershipApplication,
  type MembershipFormSchema,
  type MembershipLevel,
} from '../../contract/dcnet';
import { DISTRIBUTED_TIER } from '../../contract/backoffice-projects';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { dcnetApplications, partnerDistributors, users } from '../db/schema/index';
import { movedToTier } from '../accounts/partner-tiers';
import { messages } from '../messages';
import { dateTime, isDbId, listPage } from '../listing';

/** The status codes of an application (docs/partner-programme.md). */
export const MEMBERSHIP_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
type StatusName = keyof typeof MEMBERSHIP_STATUS;

/** An application as the route hands it over, after the contract's parsing. */
export type MembershipInput = z.output<typeof MembershipFormSchema>;

/** Why an application could not be made or withdrawn. */
export type MembershipRefusal = 'tierNotOpen' | 'notFound' | 'notRevocable';

/** `YYYY-MM-DD` of a moment, in UTC. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Applications that keep a tier closed to a new one: pending, or approved and not yet
 * expired on `today`.
 */
function holdsTier(today: string) {
  return or(
    eq(dcnetApplications.status, MEMBERSHIP_STATUS.pending),
    and(
      eq(dcnetApplications.status, MEMBERSHIP_STATUS.approved),
      or(isNull(dcnetApplications.endDate), gte(dcnetApplications.endDate, today)),
    ),
  );
}

/** The tiers the user may apply for now: every tier without a pending or current application. */
export async function availableTiers(db: Db, userId: number, now: Date): Promise<PartnerTier[]> {
  const held = await db
    .selectDistinct({ type: dcnetApplications.type })
    .from(dcnetApplications)
    .where(and(eq(dcnetApplications.userId, userId), holdsTier(dayOf(now))));
  const closed = new Set(held.map((row) => row.type));
  return PARTNER_TIERS.filter((tier) => !closed.has(tier));
}

/**
 * Files an application for one tier, unless the user already has a pending or current one for
 * it. The user's row is locked meanwhile, so two applications sent at once file one.
 */
export async function applyForMembership(
  db: Db,
  userId: number,
  form: MembershipInput,
  now: Date,
): Promise<{ id: number } | MembershipRefusal> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ id: dcnetApplications.id })
      .from(dcnetApplications)
      .where(
        and(
          eq(dcnetApplications.userId, userId),
          eq(dcnetApplications.type, form.type),
          holdsTier(dayOf(now)),
        ),
      )
      .limit(1);
    if (held) return 'tierNotOpen';
    const [row] = await tx
      .insert(dcnetApplications)
      .values({
        userId,
        type: form.type,
        endUserType: form.end_user_type,
        productLine: form.product_line,
        rivalBrands: form.rival_brands,
        masterDistributor: form.master_distributor ?? '',
        purchases: form.purchases
          .map(({ year, amount }) => ({ year, cents: Math.round(amount * 100) }))
          .sort((a, b) => a.year - b.year),
        partners: form.partners,
        createdAt: now,
      })
      .returning({ id: dcnetApplications.id });
    if (!row) throw new Error('application not stored');
    return { id: row.id };
  });
}

/** Withdraws the user's application while head office has not decided on it. */
export async function revokeMembership(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<MembershipRefusal | null> {
  if (!isDbId(id)) return 'notFound';
  const mine = and(eq(dcnetApplications.id, id), eq(dcnetApplications.userId, userId));
  const changed = await db
    .update(dcnetApplications)
    .set({ status: MEMBERSHIP_STATUS.withdrawn, decidedAt: now })
    .where(and(mine, eq(dcnetApplications.status, MEMBERSHIP_STATUS.pending)))
    .returning({ id: dcnetApplications.id });
  if (changed.length > 0) return null;
  const [exists] = await db
    .select({ id: dcnetApplications.id })
    .from(dcnetApplications)
    .where(mine);
  return exists ? 'notRevocable' : 'notFound';
}

/** Head office's decision on a pending application. */
export type MembershipDecision =
  | { approve: true; level: MembershipLevel; startDate: string; endDate: string }
  | { approve: false };

/**
 * What a decision changed beyond the application: the account's tier before and after, when
 * the approval moved it.
 */
export interface MembershipDecided {
  tierMoved: { from: PartnerTier | null; to: PartnerTier } | null;
}

/**
 * Head office decides on a pending application (the DCNet desk, the seed and tests call this).
 * Approval gives the user a DCNet ID when they have none, and makes the account a partner of the
 * tier approved, with that tier's role and permissions in place of its old tier's: a partner who
 * signed up becomes one, an APP approved as DPP registers projects again, so that the account
 * and its standing in DCNet say the same tier. An account that leaves the APP tier no longer
 * has a master distributor. Answers null when no pending application was decided.
 */
export async function decideMembership(
  db: Db,
  id: number,
  decision: MembershipDecision,
  now: Date,
): Promise<MembershipDecided | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dcnetApplications)
      .set(
        decision.approve
          ? {
              status: MEMBERSHIP_STATUS.approved,
              level: decision.level,
              startDate: decision.startDate,
              endDate: decision.endDate,
              decidedAt: now,
            }
          : { status: MEMBERSHIP_STATUS.rejected, decidedAt: now },
      )
      .where(
        and(eq(dcnetApplications.id, id), eq(dcnetApplications.status, MEMBERSHIP_STATUS.pending)),
      )
      .returning({ userId: dcnetApplications.userId, type: dcnetApplications.type });
    if (!row) return null;
    if (!decision.approve) return { tierMoved: null };
    const [account] = await tx
      .select({
        dcnetId: users.dcnetId,
        partnerType: users.partnerType,
        roles: users.roles,
        permissions: users.permissions,
      })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    if (!account) throw new Error(`the applicant of application ${id} vanished`);
    const to = PartnerTierSchema.safeParse(row.type).data;
    const from = PartnerTierSchema.safeParse(account.partnerType).data ?? null;
    const tierMoved = to && to !== from ? { from, to } : null;
    const changes = {
      ...(account.dcnetId === null
        ? { dcnetId: sql`${`DCN-${row.type.slice(3)}-`} || (100000 + ${users.id})::text` }
        : {}),
      ...(tierMoved ? movedToTier(tierMoved.from, tierMoved.to, account) : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx.update(users).set(changes).where(eq(users.id, row.userId));
    }
    if (tierMoved?.from === DISTRIBUTED_TIER) {
      await tx.delete(partnerDistributors).where(eq(partnerDistributors.partnerId, row.userId));
    }
    return { tierMoved };
  });
}

/** The name of a status code. */
function statusName(status: number): StatusName {
  const entry = Object.entries(MEMBERSHIP_STATUS).find(([, code]) => code === status);
  return (entry?.[0] as StatusName | undefined) ?? 'pending';
}

/** A stored application with its creation time as the contract writes it. */
export type ApplicationRow = typeof dcnetApplications.$inferSelect & { createTime: string };

/** A stored application as the contract's `MembershipApplication`. */
export function toApplication(row: ApplicationRow, lang: LangCode): MembershipApplication {
  const level = MembershipLevelSchema.safeParse(row.level);
  return {
    id: row.id,
    type: PartnerTierSchema.parse(row.type),
    end_user_type: row.endUserType,
    product_line: row.productLine,
    rival_brands: row.rivalBrands,
    master_distributor: row.masterDistributor,
    purchases: row.purchases.map(({ year, cents }) => ({ year, amount: cents / 100 })),
    partners: row.partners,
    level: level.success ? level.data : null,
    status: row.status,
    status_text: messages(lang).dcnet.status[statusName(row.status)](),
    revocable: row.status === MEMBERSHIP_STATUS.pending,
    create_time: row.createTime,
  };
}

/** One page of the user's applications, newest first. */
export function listMemberships(
  db: Db,
  userId: number,
  lang: LangCode,
  paging: { page: number; limit: number },
) {
  const mine = eq(dcnetApplications.userId, userId);
  return listPage(
    lang,
    paging,
    db.select({ n: count() }).from(dcnetApplications).where(mine),
    async (limit, offset) => {
      const rows = await db
        .select({ row: dcnetApplications, createTime: dateTime(dcnetApplications.createdAt) })
        .from(dcnetApplications)
        .where(mine)
        .orderBy(desc(dcnetApplications.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, createTime }) => toApplication({ ...row, createTime }, lang));
    },
  );
}

/**
 * The user's standing: the DCNet ID, and the tier, level and validity of the current approved
 * membership (the latest one still valid), else the account's own tier; and the open tiers.
 */
export async function dcnetInfo(
  db: Db,
  user: { id: number; dcnetId: string | null; partnerType: string | null },
  now: Date,
): Promise<DcnetInfo> {
  const today = dayOf(now);
  const [current] = await db
    .select()
    .from(dcnetApplications)
    .where(
      and(
        eq(dcnetApplications.userId, user.id),
        eq(dcnetApplications.status, MEMBERSHIP_STATUS.approved),
        or(isNull(dcnetApplications.endDate), gte(dcnetApplications.endDate, today)),
        or(isNull(dcnetApplications.startDate), sql`${dcnetApplications.startDate} <= ${today}`),
      ),
    )
    .orderBy(desc(dcnetApplications.decidedAt), desc(dcnetApplications.id))
    .limit(1);
  const tier = PartnerTierSchema.safeParse(current?.type ?? user.partnerType);
  const level = MembershipLevelSchema.safeParse(current?.level);
  return {
    dcnet_id: user.dcnetId,
    partner_type: tier.success ? tier.data : null,
    level: level.success ? level.data : null,
    start_date: current?.startDate ?? null,
    end_date: current?.endDate ?? null,
    available_types: await availableTiers(db, user.id, now),
  };
}
