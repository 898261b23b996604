/**
 * `npm run docs:samples [-- --out DIR]`: every document a partner downloads, in all eight
 * languages, into a folder (default `samples/`), so that a person can open them and look:
 * the quotation and the packing list as PDF and .xlsx, and the contract template of an order
 * (Word).
 * Made from the demo direct project partner's data on an in-memory database.
 */
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '../i18n/languages';
import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/client';
import { ORDER_STEPS } from '../contract/orders';
import { orders, quotations, users } from '../server/db/schema/index';
import { contractData, contractTemplate } from '../server/orders/contract-template';
import { seedDatabase } from '../server/db/seed/index';
import { loadQuotation } from '../server/quotations/detail';
import { quotationDocument } from '../server/quotations/documents';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'samples' } } });
const out = values.out;
mkdirSync(out, { recursive: true });

const database = await openDatabase({ dataDir: 'memory://' });
try {
  await database.migrate();
  await seedDatabase(database.db, systemClock());
  const db = database.db;
  // The demo partner's quotation that belongs to a project: every party is on it.
  const [row] = await db
    .select({ id: quotations.id, userId: quotations.userId })
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.userId))
    .where(and(eq(users.username, 'demo.dpp@example.com'), isNotNull(quotations.projectId)))
    .limit(1);
  if (!row)
    throw new Error('the demo partner has no quotation in a project: is DEMO_ACCOUNTS off?');
  // One of the partner's orders past its basic information: its contract names everything.
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, row.userId), gte(orders.step, ORDER_STEPS.contract)))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!order) throw new Error('the demo partner has no order at the contract step or later');
  for (const { code } of LANGUAGES) {
    const loaded = await loadQuotation(db, row.userId, row.id, code);
    if (!loaded) throw new Error(`quotation ${row.id} not found`);
    for (const kind of ['quotation', 'packingList'] as const) {
      for (const format of ['pdf', 'xlsx'] as const) {
        const file = await quotationDocument(db, loaded, kind, format, code);
        const path = join(out, `${code} ${file.name}`);
        writeFileSync(path, file.bytes);
        process.stdout.write(`${path}\n`);
      }
    }
    const data = await contractData(db, row.userId, order.id, code);
    if (data === null || data === 'notYet') throw new Error(`order ${order.id} has no contract`);
    const contract = await contractTemplate(data, systemClock(), code);
    const path = join(out, `${code} ${contract.name}`);
    writeFileSync(path, contract.bytes);
    process.stdout.write(`${path}\n`);
  }
} finally {
  await database.close();
}
