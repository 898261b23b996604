/**
 * Head office's final say on project partners (docs/backoffice.md): it
 * migrates a Direct Project Partner (DPP) to Authorized Project Partner (APP), and chooses the
 * master distributor an APP buys from. Each change is written with its audit row and the
 * partner's e-mail in one transaction.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISTRIBUTED_TIER,
  MASTER_DISTRIBUTOR_TIER,
  MIGRATION,
  type ChooseDistributor,
  type PartnerQuery,
  type ProjectPartner,
} from '../../contract/backoffice-projects';
import { PartnerTierSchema } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { dcnetApplications, partnerDistributors, users } from '../db/schema/index';
import { movedToTier } from '../accounts/partner-tiers';
import { recordAudit, type Staff } from './audit';
import { pageKeys, partnersMatching } from './desk-search';
import { MEMBERSHIP_STATUS } from '../dcnet/dcnet';
import { containsPattern, isDbId, searchablePage } from '../listing';
import { noticeToPartner, type PendingNotice } from './partner-notices';
import { dayOf } from '../projects/projects';

const distributor = alias(users, 'distributor');

/** The columns of a partner as the project desk shows it. */
const partnerColumns = {
  id: users.id,
  username: users.username,
  realname: users.realname,
  company: users.company,
  country: users.country,
  partnerType: users.partnerType,
  dcnet_id: users.dcnetId,
  distributorId: distributor.id,
  distributorCompany: distributor.company,
};

type PartnerRow = Awaited<ReturnType<typeof partnersWhere>>[number];

function partnerOf({ partnerType, distributorId, distributorCompany, ...row }: PartnerRow) {
  const tier = PartnerTierSchema.safeParse(partnerType);
  return {
    ...row,
    partner_type: tier.success ? tier.data : null,
    master_distributor:
      distributorId === null ? null : { id: distributorId, company: distributorCompany ?? '' },
  } satisfies ProjectPartner;
}

/** A partner's master distributor, joined to the partner (`users`), if it has one. */
const distributorOfPartner = eq(partnerDistributors.partnerId, users.id);
const distributorAccount = eq(distributor.id, partnerDistributors.distributorId);

/** Partners with their master distributor, as one query to narrow down. */
function partnersWhere(db: Db, where: SQL | undefined) {
  return db
    .select(partnerColumns)
    .from(users)
    .leftJoin(partnerDistributors, distributorOfPartner)
    .leftJoin(distributor, distributorAccount)
    .where(where);
}

/** One partner as the project desk shows it; null for none. */
export async function projectPartner(db: Db, id: number): Promise<ProjectPartner | null> {
  const [row] = await partnersWhere(db, eq(users.id, id));
  return row ? partnerOf(row) : null;
}

/** One page of partners (accounts with a tier), by company, of a tier and matching a text. */
export function partnerList(
  db: Db,
  lang: LangCode,
  query: Required<Pick<PartnerQuery, 'page' | 'limit'>> & PartnerQuery,
) {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const where = and(
    isNotNull(users.partnerType),
    query.tier ? eq(users.partnerType, query.tier) : undefined,
    pattern ? sql`${users.id} = any (${partnersMatching(pattern, true)})` : undefined,
  );
  return searchablePage(
    lang,
    { page: Number(query.page), limit: Number(query.limit) },
    pattern !== undefined,
    db.select({ n: count() }).from(users).where(where),
    async (limit, offset, total) => {
      const order = [users.company, users.id];
      const page = pageKeys(db, users, users.id, where, order, { limit, offset, total });
      const rows = await db
        .select({ ...partnerColumns, total: page.total })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .leftJoin(partnerDistributors, distributorOfPartner)
        .leftJoin(distributor, distributorAccount)
        .orderBy(...order.map((column) => asc(column)));
      return rows.map(({ total, ...row }) => ({ total, item: partnerOf(row) }));
    },
  );
}

/** Why a change of a partner was refused; nothing is changed then. */
export type PartnerRefusal =
  'notFound' | 'notDirectProjectPartner' | 'notAuthorizedProjectPartner' | 'notDistributor';

/** What a change answers: the partner as it is now, and the notice to deliver after the commit. */
type PartnerChange = { partner: ProjectPartner; notice: PendingNotice | null } | PartnerRefusal;

/** Locks the partner's account for the change; undefined when there is none. */
async function lockPartner(tx: Db, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Migrates a DPP to APP: the account's tier, with the tier's role and permissions (an APP does
 * not register projects itself), and the DPP memberships still valid today, which go on as APP
 * memberships with their level and dates.
 */
export async function migratePartner(
  db: Db,
  staff: Staff,
  id: number,
  now: Date,
): Promise<PartnerChange> {
  if (!isDbId(id)) return 'notFound';
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id);
    if (!before) return 'notFound';
    if (before.partnerType !== MIGRATION.from) return 'notDirectProjectPartner';
    const moved = movedToTier(MIGRATION.from, MIGRATION.to, before);
    await tx.update(users).set(moved).where(eq(users.id, id));
    const memberships = await tx
      .update(dcnetApplications)
      .set({ type: MIGRATION.to })
      .where(
        and(
          eq(dcnetApplications.userId, id),
          eq(dcnetApplications.type, MIGRATION.from),
          eq(dcnetApplications.status, MEMBERSHIP_STATUS.approved),
          or(isNull(dcnetApplications.endDate), gte(dcnetApplications.endDate, dayOf(now))),
        ),
      )
      .returning({ id: dcnetApplications.id });
    const carried = memberships.map((row) => row.id);
    await recordAudit(tx, {
      actor: staff,
      action: 'partner.migrate',
      target: { type: 'partner', id },
      partnerId: id,
      before: {
        partner_type: before.partnerType,
        roles: before.roles,
        permissions: before.permissions,
        memberships: carried,
      },
      after: {
        partner_type: moved.partnerType,
        roles: moved.roles,
        permissions: moved.permissions,
        memberships: carried,
      },
      now,
    });
    const notice = await noticeToPartner(
      tx,
      id,
      (t, to) => ({
        subject: t.backofficeDesks.mail.migratedSubject(),
        text: t.backofficeDesks.mail.migratedBody({ name: to.realname }),
      }),
      now,
    );
    const partner = await projectPartner(tx, id);
    if (!partner) throw new Error(`partner ${id} vanished`);
    return { partner, notice };
  });
}

/** Chooses the master distributor, a DDP, that an APP buys from. */
export async function chooseDistributor(
  db: Db,
  staff: Staff,
  form: ChooseDistributor,
  now: Date,
): Promise<PartnerChange> {
  if (!isDbId(form.id)) return 'notFound';
  if (!isDbId(form.distributor_id)) return 'notDistributor';
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, form.id);
    if (!before) return 'notFound';
    if (before.partnerType !== DISTRIBUTED_TIER) return 'notAuthorizedProjectPartner';
    const [chosen] = await tx
      .select({ id: users.id, company: users.company, partnerType: users.partnerType })
      .from(users)
      .where(eq(users.id, form.distributor_id));
    if (!chosen || chosen.partnerType !== MASTER_DISTRIBUTOR_TIER) return 'notDistributor';
    const was = await projectPartner(tx, form.id);
    // The same choice again changes nothing, so it is neither recorded nor told.
    if (was && was.master_distributor?.id === chosen.id) return { partner: was, notice: null };
    const values = { distributorId: chosen.id, chosenBy: staff.id, chosenAt: now };
    await tx
      .insert(partnerDistributors)
      .values({ partnerId: form.id, ...values })
      .onConflictDoUpdate({ target: partnerDistributors.partnerId, set: values });
    await recordAudit(tx, {
      actor: staff,
      action: 'partner.distributor',
      target: { type: 'partner', id: form.id },
      partnerId: form.id,
      before: { master_distributor: was?.master_distributor ?? null },
      after: { master_distributor: { id: chosen.id, company: chosen.company } },
      now,
    });
    const notice = await noticeToPartner(
      tx,
      form.id,
      (t, to) => ({
        subject: t.backofficeDesks.mail.distributorSubject({ distributor: chosen.company }),
        text: t.backofficeDesks.mail.distributorBody({
          name: to.realname,
          distributor: chosen.company,
        }),
      }),
      now,
    );
    const partner = await projectPartner(tx, form.id);
    if (!partner) throw new Error(`partner ${form.id} vanished`);
    return { partner, notice };
  });
}
