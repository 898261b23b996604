import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { moment } from './columns';

/**
 * The master distributor head office chose for an authorized project partner (APP), one per
 * partner (docs/backoffice.md). Either account's deletion takes the row;
 * the audit trail keeps what was chosen.
 */
export const partnerDistributors = pgTable(
  'partner_distributors',
  {
    partnerId: integer('partner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member who chose, while their account exists. */
    chosenBy: integer('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    chosenAt: moment('chosen_at').notNull(),
  },
  (t) => [index('partner_distributors_distributor_idx').on(t.distributorId)],
);
