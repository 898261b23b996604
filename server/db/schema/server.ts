import { varchar, pgTable } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Keys that every server process on this database must share, made once by whichever process
 * needs one first: the signing key of download links unless MEDIA_LINK_SECRET sets it
 * (docs/decisions/070-several-server-processes.md).
 */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 64 }).primaryKey(),
  /** The key, base64url. */
  value: varchar('value', { length: 128 }).notNull(),
  createdAt: moment('created_at').notNull(),
});
