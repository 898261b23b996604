import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A moment in time, with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** US dollars with cents, exact (never binary floating point). */
export const usd = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The user a row belongs to; the row goes with the user's account. */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
