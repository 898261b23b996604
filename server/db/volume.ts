/**
 * A large dataset for benchmarks and query-plan checks: many partners, each with end users,
 * quotations and orders, written by the database itself (`generate_series`) in one
 * transaction. The rows are plausible but not priced by the portal's rules; they exist to be
 * listed. An order is made from one approved quotation and a quotation gives one order at most,
 * so each order comes with the quotation it was made from (`VO…`), beside the open quotations
 * (`VQ…`): the quotations table holds both counts.
 */
import { count, like, sql, type SQL } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '../../contract/auth';
import { ORDER_STEPS } from '../../contract/orders';
import { waitingOnOf } from '../orders/orders';
import { QUOTATION_STATUS } from '../quotations/quotations';
import { hashPassword } from '../security/passwords';
import type { Db } from './client';
import { users } from './schema/index';

/** How many rows of each kind to write. */
export interface VolumeSizes {
  partners: number;
  endUsers: number;
  /** Open quotations, beside the one each order was made from. */
  quotations: number;
  orders: number;
}

/**
 * The dataset of the benchmarks: 500 partners, 5,000 end users, 20,000 open quotations and
 * 100,000 orders, spread over the steps after the first.
 */
export const FULL_VOLUME: VolumeSizes = {
  partners: 500,
  endUsers: 5_000,
  quotations: 20_000,
  orders: 100_000,
};

/** The benchmarks' dataset `scale` times over: every count multiplied, as many rows per partner. */
export function scaledVolume(scale: number): VolumeSizes {
  return {
    partners: FULL_VOLUME.partners * scale,
    endUsers: FULL_VOLUME.endUsers * scale,
    quotations: FULL_VOLUME.quotations * scale,
    orders: FULL_VOLUME.orders * scale,
  };
}

/** Every volume partner's login is `volume.partner.<n>@example.com` with this password. */
export const VOLUME_PASSWORD = 'VolumePartner2026';

/** Head office's login over the volume dataset (every desk), with {@link VOLUME_PASSWORD}. */
export const VOLUME_HEAD_OFFICE_EMAIL = 'volume.headoffice@example.com';

/** The login of volume partner `n`, from 1 to the number of partners. */
export function volumePartnerEmail(n: number): string {
  return `volume.partner.${n}@example.com`;
}

/**
 * What an order of the dataset waits on head office for, by its step, as the orders' rule reads
 * it (`waitingOnOf`): the orders carry no payment slip and no shipping information, and their
 * payment is confirmed once past its step, so those at shipping wait for the materials.
 */
function waitingOnByStep(step: SQL): SQL {
  const waits = Object.values(ORDER_STEPS).flatMap((value) => {
    const wait = waitingOnOf(
      { step: value, pay_receipt: null, pay_confirmed: value > ORDER_STEPS.payment },
      null,
    );
    return wait ? [sql`when ${value}::integer then ${wait}::text`] : [];
  });
  return sql`case ${step} ${sql.join(waits, sql` `)} end`;
}

const TIERS = ['DC-ADP', 'DC-DDP', 'DC-APP', 'DC-DPP', 'DC-ASP', 'DC-DSP', 'DC-DTE', 'DC-DEE'];
const COUNTRIES = ['DE', 'FR', 'ES', 'BR', 'VN', 'KR', 'AE', 'RU'];

/** The outcome: what was written, or that the dataset was already there. */
export type VolumeOutcome = { written: VolumeSizes } | { present: number };

/**
 * Writes the dataset once. When volume partners already exist nothing is written and the
 * answer says how many there are, so the script can be run again safely.
 */
export async function seedVolume(db: Db, sizes: VolumeSizes, now: Date): Promise<VolumeOutcome> {
  // The dataset's times count back from `now`, one minute a row.
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`${now.toISOString().slice(0, 10)}::date`;
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const outcome = await db.transaction(async (tx) => {
    const [present] = await tx
      .select({ n: count() })
      .from(users)
      .where(like(users.username, 'volume.partner.%'));
    if (present && present.n > 0) return { present: present.n };

    const tiers = sql.raw(`array[${TIERS.map((t) => `'${t}'`).join(',')}]`);
    const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`);
    await tx.execute(sql`
      insert into users (username, password_hash, realname, company, country, telephone, partner_type,
                         created_at, password_changed_at)
      select 'volume.partner.' || n || '@example.com', ${passwordHash}, 'Volume Partner ' || n,
             'Volume Networks ' || n, (${countries})[1 + n % 8], '+49 30 5550' || lpad(n::text, 4, '0'),
             (${tiers})[1 + n % 8], ${at}, ${at}
      from generate_series(1, ${sizes.partners}) as n`);
    // Head office, to measure the desks over the same data.
    await tx.insert(users).values({
      username: VOLUME_HEAD_OFFICE_EMAIL,
      passwordHash,
      realname: 'Volume Head Office',
      company: 'DCN Networks Co., Ltd. (head office)',
      country: 'CN',
      telephone: '+86 10 5555 0199',
      roles: ['headoffice'],
      permissions: [ALL_PERMISSIONS],
      createdAt: now,
      passwordChangedAt: now,
    });
    // The volume partners numbered 0 .. partners-1, to spread the rows evenly.
    const partner = sql`(select id, (row_number() over (order by id) - 1)::int as k
                           from users where username like 'volume.partner.%')`;
    await tx.execute(sql`
      insert into end_users (user_id, company, address, contact, email, mobile, industry, created_at, updated_at)
      select p.id, 'Customer ' || n || ' GmbH', n || ' Industriestrasse, Berlin', 'Contact ' || n,
             'buyer' || n || '@customer' || n || '.example', '+49 151 ' || lpad(n::text, 8, '0'),
             'Education', ${at} - n * interval '1 minute', ${at} - n * interval '1 minute'
      from generate_series(1, ${sizes.endUsers}) as n
      join ${partner} p on p.k = n % ${sizes.partners}`);
    await tx.execute(sql`
      insert into quotations (user_id, code, status, currency, discount_percent, po_cents, tax_rate,
                              amount_cents, valid_until, created_at, updated_at, applied_at)
      select p.id, 'VQ' || lpad(n::text, 10, '0'), n % 3, 'USD', 30, 100000 + n % 100000 * 37, 17,
             (100000 + n % 100000 * 37) * 117 / 100, ${today} + 30,
             ${at} - n * interval '1 minute', ${at} - n * interval '1 minute',
             ${at} - n * interval '1 minute'
      from generate_series(1, ${sizes.quotations}) as n
      join ${partner} p on p.k = n % ${sizes.partners}`);
    // The approved quotations the orders are made from.
    await tx.execute(sql`
      insert into quotations (user_id, code, status, currency, discount_percent, po_cents, tax_rate,
                              amount_cents, valid_until, created_at, updated_at, applied_at)
      select p.id, 'VO' || lpad(n::text, 10, '0'), ${QUOTATION_STATUS.approved}, 'USD', 30,
             100000 + n % 100000 * 37, 17, (100000 + n % 100000 * 37) * 117 / 100, ${today} + 30,
             ${at} - n * interval '1 minute', ${at} - n * interval '1 minute',
             ${at} - n * interval '1 minute'
      from generate_series(1, ${sizes.orders}) as n
      join ${partner} p on p.k = n % ${sizes.partners}`);
    // Two lines each, of goods from the catalogue.
    await tx.execute(sql`
      insert into quotation_items (quotation_id, position, goods_id, quantity, gpl_cents,
                                   market_cents, discount_cents, sale_cents, subtotal_cents)
      select q.id, l.position, g.ids[1 + (q.id + l.position) % array_length(g.ids, 1)], 2,
             50000, 50000, 15000, 35000, 70000
      from quotations q
      cross join generate_series(0, 1) as l(position)
      cross join (select array_agg(id order by id) as ids from goods) g
      where q.code like 'VQ%' or q.code like 'VO%'`);
    // One order per 'VO' quotation, waiting at every step from basic information to done, each
    // partner's orders cycling through the steps (a partner's quotations are `partners` ids
    // apart); the payment is confirmed once the order has passed the payment step.
    await tx.execute(sql`
      insert into orders (user_id, order_sn, quotation_id, quotation_code, step, customer_name,
                          currency, po_cents, tax_rate, amount_cents, pay_confirmed,
                          waiting_on, created_at, updated_at)
      select q.user_id, 'SV' || substr(q.code, 3), q.id, q.code, s.step,
             'Customer ' || q.id || ' GmbH', q.currency, q.po_cents, q.tax_rate, q.amount_cents,
             s.step > ${ORDER_STEPS.payment}, ${waitingOnByStep(sql`s.step`)},
             q.created_at, q.updated_at
      from quotations q
      cross join lateral (
        select ${ORDER_STEPS.basic} + (q.id / ${sizes.partners}) % ${ORDER_STEPS.done - 1} as step
      ) s
      where q.code like 'VO%'`);
    await tx.execute(sql`
      insert into order_items (order_id, position, goods_id, model, quantity, price_cents,
                               subtotal_cents)
      select o.id, i.position, i.goods_id, g.model, i.quantity, i.discount_cents, i.subtotal_cents
      from orders o
      join quotation_items i on i.quotation_id = o.quotation_id
      join goods g on g.id = i.goods_id
      where o.order_sn like 'SV%'`);
    return { written: sizes };
  });
  // The grown tables vacuumed and their planner statistics taken now, rather than when
  // autovacuum gets to them (on PostgreSQL, in the middle of whatever runs next).
  if ('written' in outcome) await db.execute(sql`vacuum analyze`);
  return outcome;
}
