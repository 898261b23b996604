import { asc, count, inArray } from 'drizzle-orm';
import { EndUserFormSchema } from '../../../contract/end-users';
import { saveEndUser } from '../../end-users/end-users';
import { DRAFT_VALID_DAYS, validUntil } from '../../drafts/drafts';
import type { Db } from '../client';
import { drafts, endUsers, goods } from '../schema/index';
import { existingDemoPartners } from './accounts';
import { loadSeedData } from './load-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** A calendar day `days` after `now`, as the forms write dates. */
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Gives each demo partner the end users of `demo-end-users.json`, added over the past weeks. */
async function seedEndUsers(db: Db, now: Date) {
  const byPartner = loadSeedData('demo-end-users').partners;
  for (const partner of await existingDemoPartners(db)) {
    const list = byPartner[partner.username] ?? [];
    for (const [i, entry] of list.entries()) {
      const form = EndUserFormSchema.parse(entry);
      await saveEndUser(db, partner.id, form, daysBefore(now, 40 - i * 9));
    }
  }
}

/**
 * Gives each demo partner three drafts: a project form half filled in, a quotation with two
 * products, and an older project draft whose validity has just ended (listed as expired).
 */
async function seedDrafts(db: Db, now: Date) {
  const products = await db
    .select({ id: goods.id, model: goods.model })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(2);
  for (const partner of await existingDemoPartners(db)) {
    const customers = await db
      .select({ id: endUsers.id, company: endUsers.company })
      .from(endUsers)
      .where(inArray(endUsers.userId, [partner.id]))
      .orderBy(asc(endUsers.id))
      .limit(2);
    const [first, second] = customers;
    const draft = (
      type: 'project' | 'quotation',
      title: string,
      content: Record<string, unknown>,
      savedDaysAgo: number,
    ) => {
      const saved = daysBefore(now, savedDaysAgo);
      return {
        userId: partner.id,
        type,
        title,
        content,
        createdAt: daysBefore(saved, 1),
        updatedAt: saved,
        validUntil: validUntil(saved),
      };
    };
    await db.insert(drafts).values([
      draft(
        'project',
        `Network upgrade – ${first?.company ?? 'new customer'}`,
        {
          project_name: `Network upgrade – ${first?.company ?? 'new customer'}`,
          end_company: first?.id ?? null,
          description: 'Replace the access layer and add wireless coverage in two buildings.',
          is_tender: 1,
          is_protect: 1,
          estimated_po_date: dayAfter(now, 45),
          predicted_awarding_date: dayAfter(now, 30),
          predicted_leadtime: '',
        },
        2,
      ),
      draft(
        'quotation',
        `Quotation – ${second?.company ?? 'new customer'}`,
        {
          currency: 'USD',
          remark: 'Budget figures for the customer; confirm quantities after the site survey.',
          items: products.map((product, i) => ({ goods_id: product.id, quantity: 4 + i * 8 })),
        },
        9,
      ),
      // Saved just over the validity period ago: expired, still listed for a few days.
      draft(
        'project',
        'Branch office routers (old draft)',
        { project_name: 'Branch office routers', description: 'Three branch offices.' },
        DRAFT_VALID_DAYS + 2,
      ),
    ]);
  }
}

/**
 * Fills the end-user and drafts tables with the demo partners' records when they are empty, so
 * that a fresh portal looks lived in. Tables that already hold rows are left alone.
 */
export async function seedEndUsersAndDrafts(db: Db, now: Date): Promise<void> {
  const [endUserRows] = await db.select({ n: count() }).from(endUsers);
  if (endUserRows?.n === 0) await seedEndUsers(db, now);
  const [draftRows] = await db.select({ n: count() }).from(drafts);
  if (draftRows?.n === 0) await seedDrafts(db, now);
}
