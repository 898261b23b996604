import { bigserial, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { moment } from './columns';

/**
 * The audit trail of head office's actions: who did what to which record, when, and the values
 * before and after. Written in the transaction of the action itself, so an action is never
 * without its row nor a row without its action (docs/backoffice.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member; null once their account is gone (the name stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 254 }).notNull(),
    /** What was done, dot-separated: `dcnet.approve`, `training.codes.issue`, ... */
    action: varchar('action', { length: 64 }).notNull(),
    /** The kind of record acted on (`dcnet_application`, `site_settings`, ...) and its id. */
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: text('target_id').notNull(),
    /** The partner whose work it moved, when there is one: their history of changes. */
    partnerId: integer('partner_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    at: moment('at').notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_partner_idx').on(t.partnerId, t.id),
  ],
);
