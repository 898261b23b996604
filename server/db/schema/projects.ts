import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { moment, ownerId } from './columns';
import { endUsers } from './end-users';

/**
 * Projects registered by direct project partners (deal registration,
 * docs/projects.md). A project names one of the partner's end users;
 * the quotation it is registered with points here (`quotations.project_id`) and carries the
 * application prices on its lines. Head office decides: approved with a protection period, or
 * rejected with a reason (docs/projects.md).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** An end user named by a project cannot be deleted; the account's deletion takes both. */
    endUserId: integer('end_user_id')
      .notNull()
      .references(() => endUsers.id),
    name: text('project_name').notNull(),
    description: text('description').notNull().default(''),
    industry: text('industry').notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default(''),
    isTender: boolean('is_tender').notNull().default(false),
    /** What the partner asked for; protection applies only once head office approves. */
    protectRequested: boolean('protect_requested').notNull().default(false),
    rivalBrand: text('rival_brand').notNull().default(''),
    advancement: text('advancement').notNull().default(''),
    estimatedPoDate: date('estimated_po_date', { mode: 'string' }).notNull(),
    predictedAwardingDate: date('predicted_awarding_date', { mode: 'string' }).notNull(),
    predictedLeadtime: text('predicted_leadtime').notNull(),
    notes: text('notes').notNull().default(''),
    /** 1 applying, 2 approved, 3 rejected (`PROJECT_STATUS`); expiry is read from the dates. */
    status: integer('status').notNull().default(1),
    /** The partner's DCNet ID and tier when the project was registered. */
    dcnetId: varchar('dcnet_id', { length: 32 }),
    membershipType: varchar('membership_type', { length: 16 }),
    /** The protection period head office granted, both days included. */
    protectStart: date('protect_start', { mode: 'string' }),
    protectEnd: date('protect_end', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    /** Who at head office decided, and when. */
    decidedBy: text('decided_by'),
    decidedAt: moment('decided_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** When the registration went to head office. */
    appliedAt: moment('applied_at').notNull(),
  },
  (t) => [
    // Every list reads one partner's rows, newest first.
    index('projects_user_idx').on(t.userId, t.id),
    // Deleting an end user looks for projects that name it.
    index('projects_end_user_idx').on(t.endUserId),
    // An approval carries its protection period, a rejection its reason.
    check(
      'projects_approved_period',
      sql`${t.status} <> 2 or coalesce(${t.protectEnd} >= ${t.protectStart}, false)`,
    ),
    check('projects_rejected_reason', sql`${t.status} <> 3 or ${t.rejectReason} is not null`),
  ],
);
