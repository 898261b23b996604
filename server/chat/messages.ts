import { asc, desc, eq, gte } from 'drizzle-orm';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { chatMessages, users } from '../db/schema/index';
import type { Limit } from '../security/settings';

/** The longest message, in characters (the table refuses longer ones as well). */
export const CHAT_MESSAGE_MAX = 2000;

/** How many of a partner's latest messages the chat page lists. */
export const CHAT_HISTORY_LIMIT = 50;

/** Messages one partner may send per window; a person typing never comes near it. */
export const CHAT_SEND_LIMIT: Limit = { max: 10, windowSeconds: 60 };

/** A stored message as the chat page shows it. */
export interface ChatMessage {
  id: number;
  body: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** Why a message was refused: nothing written, too long, or characters text cannot hold. */
export type MessageProblem = 'empty' | 'tooLong' | 'invalid';

export type CheckedMessage = { ok: true; body: string } | { ok: false; problem: MessageProblem };

// Control characters other than tab and line breaks: invisible, and NUL cannot be stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A message as it will be stored: line breaks made `\n`, blank lines around it trimmed, at
 * most {@link CHAT_MESSAGE_MAX} characters (counted as the database counts them, by code point).
 */
export function checkMessage(body: unknown): CheckedMessage {
  if (typeof body !== 'string') return { ok: false, problem: 'empty' };
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) return { ok: false, problem: 'empty' };
  if (CONTROL.test(text)) return { ok: false, problem: 'invalid' };
  if ([...text].length > CHAT_MESSAGE_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, body: text };
}

const shape = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** Stores a message that {@link checkMessage} accepted. */
export async function addChatMessage(
  db: Db,
  message: { userId: number; body: string; lang: LangCode; now: Date },
): Promise<ChatMessage> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      userId: message.userId,
      body: message.body,
      lang: message.lang,
      createdAt: message.now,
    })
    .returning();
  if (!row) throw new Error('The message was not stored');
  return shape(row);
}

/** A partner's latest messages, oldest first, as a conversation reads. */
export async function listChatMessages(
  db: Db,
  userId: number,
  limit = CHAT_HISTORY_LIMIT,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(shape);
}

/** Every partner's messages since a moment, oldest first, with who wrote them: for head office. */
export function chatMessagesSince(db: Db, since: Date) {
  return db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      username: users.username,
      realname: users.realname,
      company: users.company,
      lang: chatMessages.lang,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(gte(chatMessages.createdAt, since))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}
