import { date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { moment, ownerId } from './columns';
import type { SubPartner } from '../../../contract/dcnet';

/** One year's purchase volume of an application, in US cents (exact money). */
export interface StoredPurchase {
  year: number;
  cents: number;
}

/**
 * Partner-programme (DCNet) membership applications, one tier each. Head office decides:
 * approved with a level and a validity period, or rejected; the partner may withdraw an
 * application while it is pending (docs/partner-programme.md).
 */
export const dcnetApplications = pgTable(
  'dcnet_applications',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    type: varchar('type', { length: 16 }).notNull(),
    endUserType: text('end_user_type').notNull(),
    productLine: text('product_line').notNull(),
    rivalBrands: text('rival_brands').notNull(),
    masterDistributor: text('master_distributor').notNull().default(''),
    purchases: jsonb('purchases').$type<StoredPurchase[]>().notNull(),
    partners: jsonb('partners').$type<SubPartner[]>().notNull(),
    /** 0 pending, 1 approved, 2 rejected, 3 withdrawn (`MEMBERSHIP_STATUS`). */
    status: integer('status').notNull().default(0),
    level: varchar('level', { length: 16 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: moment('created_at').notNull(),
    decidedAt: moment('decided_at'),
  },
  (t) => [index('dcnet_applications_user_idx').on(t.userId, t.id)],
);
