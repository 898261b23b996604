import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { moment, ownerId } from './columns';

/**
 * Messages partners send from the chat page, kept for head office to read and answer. The
 * length rule is enforced here as well as in the chat module, so no other writer can store an
 * empty or oversized message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    body: text('body').notNull(),
    /** The language the partner wrote in (the API's code), so head office can answer in it. */
    lang: varchar('lang', { length: 8 }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.createdAt),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
