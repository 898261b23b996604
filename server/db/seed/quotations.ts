/**
 * Demo quotations: each demo partner gets a few, priced as the portal prices them, one of them
 * changed twice so its earlier versions show (docs/quotations.md).
 */
import { eq, inArray } from 'drizzle-orm';
import type { QuotationFormItem } from '../../../contract/quotations';
import { QUOTATION_STATUS, saveQuotation, type Quoter } from '../../quotations/quotations';
import type { Db } from '../client';
import { goods, quotations } from '../schema/index';

const DAY = 86_400_000;

/** One demo quotation: its versions by days before the seed, lines by model, final state. */
interface DemoQuotation {
  remark: string;
  versions: { daysAgo: number; lines: [model: string, quantity: number, main?: string][] }[];
  status: number;
}

const DEMO_QUOTATIONS: DemoQuotation[] = [
  {
    remark: 'Head office campus: access layer with 10G uplinks',
    status: QUOTATION_STATUS.applying,
    versions: [
      {
        daysAgo: 24,
        lines: [
          ['S5750E-28X-SI', 4],
          ['SFP-10G-SR', 8, 'S5750E-28X-SI'],
        ],
      },
      {
        daysAgo: 17,
        lines: [
          ['S5750E-28X-SI', 6],
          ['SFP-10G-SR', 12, 'S5750E-28X-SI'],
          ['PSU-150W-AC', 6, 'S5750E-28X-SI'],
        ],
      },
      {
        daysAgo: 6,
        lines: [
          ['S5750E-28X-P-SI', 6],
          ['SFP-10G-SR', 12, 'S5750E-28X-P-SI'],
          ['PSU-150W-AC', 6, 'S5750E-28X-P-SI'],
        ],
      },
    ],
  },
  {
    remark: 'Branch office Wi-Fi refresh',
    status: QUOTATION_STATUS.approved,
    versions: [{ daysAgo: 11, lines: [['WL8200-I3', 6]] }],
  },
  {
    remark: 'Internet edge firewall with threat protection',
    status: QUOTATION_STATUS.applying,
    versions: [
      {
        daysAgo: 2,
        lines: [
          ['DCFW-1800E-N5002', 2],
          ['LIC-FW-TP-1Y', 2, 'DCFW-1800E-N5002'],
          ['SFP-10G-SR', 4, 'DCFW-1800E-N5002'],
        ],
      },
    ],
  },
];

/** Gives each demo partner the demo quotations; `now` is the day of the seed. */
export async function seedDemoQuotations(db: Db, partners: Quoter[], now: Date) {
  const models = DEMO_QUOTATIONS.flatMap((q) =>
    q.versions.flatMap((v) => v.lines.map((l) => l[0])),
  );
  const rows = await db
    .select({ id: goods.id, model: goods.model })
    .from(goods)
    .where(inArray(goods.model, [...new Set(models)]));
  const idOf = new Map(rows.map((row) => [row.model, row.id]));
  const itemsOf = (lines: DemoQuotation['versions'][number]['lines']): QuotationFormItem[] =>
    lines.map(([model, quantity, main]) => ({
      goods_id: idOf.get(model) ?? 0,
      quantity,
      ...(main ? { main_goods_id: idOf.get(main) ?? 0 } : {}),
    }));
  for (const partner of partners) {
    for (const demo of DEMO_QUOTATIONS) {
      let id: number | undefined;
      for (const version of demo.versions) {
        const when = new Date(now.getTime() - version.daysAgo * DAY);
        const form = { ...(id ? { id } : {}), remark: demo.remark, items: itemsOf(version.lines) };
        const saved = await saveQuotation(db, partner, form, when);
        if (!saved || 'why' in saved) throw new Error(`demo quotation not saved: ${demo.remark}`);
        id = saved.id;
      }
      if (id && demo.status !== QUOTATION_STATUS.applying) {
        await db.update(quotations).set({ status: demo.status }).where(eq(quotations.id, id));
      }
    }
  }
}

/** How many quotations each demo partner has. */
export const DEMO_QUOTATION_COUNT = DEMO_QUOTATIONS.length;
