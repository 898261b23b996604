/**
 * Demo projects: the demo direct project partner has one project in every state (applying,
 * approved and protected, rejected with a reason, protection expired), each registered with a
 * quotation of its own and application prices, as the portal registers them
 * (docs/projects.md).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ProjectFormSchema } from '../../../contract/projects';
import { approveProject, rejectProject } from '../../projects/decisions';
import { DIRECT_PROJECT_PARTNER, isProjectRefusal, saveProject } from '../../projects/registration';
import { lessPercent, moneyOf } from '../../quotations/pricing';
import { saveQuotation } from '../../quotations/quotations';
import type { Db } from '../client';
import { endUsers, goods, projects, quotationItems, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

const DAY = 86_400_000;

/** A day `days` from `now` (negative: before), as `YYYY-MM-DD`. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** Who decides on the demo projects at head office. */
const HEAD_OFFICE = 'Wang Fang (head office)';

/** One demo project: its form, the quotation's lines, when it was registered, what was decided. */
interface DemoProject {
  name: string;
  /** Which of the partner's end users, in the order they were added. */
  endUser: number;
  daysAgo: number;
  lines: [model: string, quantity: number][];
  details: { description: string; industry: string; advancement: string; rival: string };
  decision?:
    { approve: { fromDaysAgo: number; toDaysAhead: number } } | { reject: string; daysAgo: number };
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Outpatient building network',
    endUser: 0,
    daysAgo: 4,
    lines: [
      ['S5750E-28X-P-SI', 12],
      ['WL8200-I3', 40],
    ],
    details: {
      description: 'Access switches with PoE and Wi-Fi for the new outpatient building.',
      industry: 'Healthcare',
      advancement: 'Tender documents published; bids due next month.',
      rival: 'Cisco, HPE Aruba',
    },
  },
  {
    name: 'Campus Wi-Fi 6 rollout',
    endUser: 1,
    daysAgo: 30,
    lines: [['WL8200-I3', 120]],
    details: {
      description: 'Wireless coverage for lecture halls and libraries on three campuses.',
      industry: 'Education',
      advancement: 'Pilot in one library accepted by the customer.',
      rival: 'Huawei',
    },
    decision: { approve: { fromDaysAgo: 25, toDaysAhead: 340 } },
  },
  {
    name: 'Port terminal access network',
    endUser: 2,
    daysAgo: 21,
    lines: [['S5750E-28X-SI', 8]],
    details: {
      description: 'Rugged access layer for the container terminal offices.',
      industry: 'Transport and logistics',
      advancement: 'Budget approved.',
      rival: 'Juniper',
    },
    decision: {
      reject: 'Another partner registered this project for the same end user first.',
      daysAgo: 18,
    },
  },
  {
    name: 'Data centre core refresh',
    endUser: 0,
    daysAgo: 420,
    lines: [
      ['S5750E-28X-SI', 4],
      ['DCFW-1800E-N5002', 2],
    ],
    details: {
      description: 'Core switches and firewalls for the hospital data centre.',
      industry: 'Healthcare',
      advancement: 'Delivered and in service.',
      rival: 'Cisco',
    },
    decision: { approve: { fromDaysAgo: 410, toDaysAhead: -45 } },
  },
];

/** How many projects the demo direct project partner has. */
export const DEMO_PROJECT_COUNT = DEMO_PROJECTS.length;

/** Registers one demo project for a partner and takes head office's decision on it. */
async function seedOne(
  db: Db,
  partner: { id: number; partnerType: string | null; dcnetId: string | null },
  endUserId: number,
  demo: DemoProject,
  idOf: Map<string, number>,
  now: Date,
) {
  const when = new Date(now.getTime() - demo.daysAgo * DAY);
  const items = demo.lines.map(([model, quantity]) => ({
    goods_id: idOf.get(model) ?? 0,
    quantity,
  }));
  const quotation = await saveQuotation(db, partner, { remark: demo.name, items }, when);
  if (!quotation || 'why' in quotation) throw new Error(`demo quotation not saved: ${demo.name}`);
  const lines = await db
    .select({ id: quotationItems.id, discountCents: quotationItems.discountCents })
    .from(quotationItems)
    .where(eq(quotationItems.quotationId, quotation.id))
    .orderBy(asc(quotationItems.position));
  const form = ProjectFormSchema.parse({
    project_name: demo.name,
    end_company: endUserId,
    description: demo.details.description,
    industry: demo.details.industry,
    country: 'ES',
    is_tender: 1,
    is_protect: 1,
    rival_brand: demo.details.rival,
    advancement: demo.details.advancement,
    estimated_po_date: dayFrom(when, 60),
    predicted_awarding_date: dayFrom(when, 45),
    predicted_leadtime: '6 weeks',
    quotation_id: quotation.id,
    // Asks for 8% below the partner's own price on every line.
    prices: lines.map((line) => ({
      item_id: line.id,
      application_price: moneyOf(lessPercent(line.discountCents, 8)),
    })),
  });
  const saved = await saveProject(db, partner, form, when);
  if (isProjectRefusal(saved)) throw new Error(`demo project not saved: ${saved.why}`);
  const decision = demo.decision;
  if (!decision) return;
  const answer =
    'approve' in decision
      ? await approveProject(
          db,
          saved.id,
          {
            start: dayFrom(now, -decision.approve.fromDaysAgo),
            end: dayFrom(now, decision.approve.toDaysAhead),
            by: HEAD_OFFICE,
          },
          new Date(now.getTime() - decision.approve.fromDaysAgo * DAY),
        )
      : await rejectProject(
          db,
          saved.id,
          decision.reject,
          HEAD_OFFICE,
          new Date(now.getTime() - decision.daysAgo * DAY),
        );
  if (answer !== 'decided') throw new Error(`demo project not decided: ${answer}`);
}

/**
 * Gives the demo direct project partner its projects when the projects table is empty; a table
 * that already holds rows is left alone. Needs the demo end users (seeded before).
 */
export async function seedDemoProjects(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(projects);
  if (existing?.n !== 0) return;
  const usernames = DEMO_ACCOUNTS.filter((a) => a.tier === DIRECT_PROJECT_PARTNER).map(
    (a) => a.username,
  );
  const partners = await db
    .select({ id: users.id, partnerType: users.partnerType, dcnetId: users.dcnetId })
    .from(users)
    .where(and(inArray(users.username, usernames), eq(users.partnerType, DIRECT_PROJECT_PARTNER)));
  const models = [...new Set(DEMO_PROJECTS.flatMap((p) => p.lines.map(([model]) => model)))];
  const rows = await db
    .select({ id: goods.id, model: goods.model })
    .from(goods)
    .where(inArray(goods.model, models));
  const idOf = new Map(rows.map((row) => [row.model, row.id]));
  for (const partner of partners) {
    const customers = await db
      .select({ id: endUsers.id })
      .from(endUsers)
      .where(eq(endUsers.userId, partner.id))
      .orderBy(asc(endUsers.id));
    if (customers.length === 0) continue;
    for (const demo of DEMO_PROJECTS) {
      const endUser = customers[demo.endUser % customers.length]!;
      await seedOne(db, partner, endUser.id, demo, idOf, now);
    }
  }
}
