import { boolean, index, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { moment, ownerId, usd } from './columns';

/**
 * Each partner's end users (customers). `protect_requested` is what the partner asked for;
 * protection itself is granted by head office and recorded in `protect_granted_at`
 * (docs/projects.md).
 */
export const endUsers = pgTable(
  'end_users',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    company: text('company').notNull(),
    address: text('address').notNull(),
    website: text('website').notNull().default(''),
    contact: text('contact').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: text('mobile').notNull(),
    staffSize: text('staff_size').notNull().default(''),
    industry: text('industry').notNull().default(''),
    protectRequested: boolean('protect_requested').notNull().default(false),
    protectRequestedAt: moment('protect_requested_at'),
    /** Set by head office only; a partner's call never touches it. */
    protectGrantedAt: moment('protect_granted_at'),
    productLines: text('product_lines').notNull().default(''),
    rivalBrands: text('rival_brands').notNull().default(''),
    lastYearTotalPurchase: usd('last_year_total_purchase'),
    lastYearVendorPurchase: usd('last_year_vendor_purchase'),
    currentYearTotalPurchase: usd('current_year_total_purchase'),
    currentYearVendorPurchase: usd('current_year_vendor_purchase'),
    otherSources: text('other_sources').notNull().default(''),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  // Every list reads one partner's rows, newest first.
  (t) => [index('end_users_user_idx').on(t.userId, t.id)],
);

/** What a draft holds. */
export type DraftKind = 'project' | 'quotation';

/**
 * Unfinished project and quotation forms, stored as given. A draft is valid until
 * `valid_until` (renewed by every save), then marked expired and removed a few days later
 * (docs/projects.md).
 */
export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    type: varchar('type', { length: 16 }).$type<DraftKind>().notNull(),
    title: text('title').notNull().default(''),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    validUntil: moment('valid_until').notNull(),
  },
  (t) => [
    index('drafts_user_idx').on(t.userId, t.id),
    // The clean-up finds drafts past their grace period without reading every row.
    index('drafts_valid_until_idx').on(t.validUntil),
  ],
);
