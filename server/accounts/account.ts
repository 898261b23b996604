import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { imageTypeOf, type EditUserInfoForm, type UserStats } from '../../contract/account';
import { API_BASE_PATH } from '../../contract/index';
import type { UserRow } from '../plugins/auth';
import type { Db } from '../db/client';
import { quotationCount } from '../quotations/quotations';
import { avatars, users } from '../db/schema/index';
import { draftCount } from '../drafts/drafts';
import { endUserCount } from '../end-users/end-users';
import { orderCount } from '../orders/orders';
import { projectCount } from '../projects/projects';

/** Where an avatar is served; the key changes with every upload, so the URL can be cached. */
export const AVATAR_PATH = '/user/avatar';

/** One count, embedded as a scalar subquery. */
const counted = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/**
 * Counts of the user's records for the personal home, in one statement: one round trip, and one
 * turn in the queue of a database that answers one statement at a time (PGlite), so the home of
 * one partner does not wait five times behind another's uploads.
 */
export async function userStats(db: Db, userId: number, now: Date): Promise<UserStats> {
  const [row] = await db
    .select({
      projects: counted(projectCount(db, userId)),
      quotations: counted(quotationCount(db, userId)),
      orders: counted(orderCount(db, userId)),
      end_users: counted(endUserCount(db, userId)),
      drafts: counted(draftCount(db, userId, now)),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { projects: 0, quotations: 0, orders: 0, end_users: 0, drafts: 0 };
}

/**
 * Stores a new avatar in place of the old one and answers its URL, or null when the file is
 * not an image of an allowed format.
 */
export async function storeAvatar(
  db: Db,
  userId: number,
  data: Buffer,
  now: Date,
): Promise<string | null> {
  const contentType = imageTypeOf(data);
  if (!contentType) return null;
  const key = randomBytes(16).toString('hex');
  const avatar = `${API_BASE_PATH}${AVATAR_PATH}/${key}`;
  await db.transaction(async (tx) => {
    // The user's row is locked first, so uploads at the same moment replace one another in
    // turn: the user keeps one avatar, and the one replaced is no longer served.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.insert(avatars).values({ key, userId, contentType, data, createdAt: now });
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
  });
  return avatar;
}

/** The avatar stored under a key; undefined for a key that cannot be one or names none. */
export async function avatarByKey(db: Db, key: string) {
  if (!/^[0-9a-f]{32}$/.test(key)) return undefined;
  const [row] = await db.select().from(avatars).where(eq(avatars.key, key));
  return row;
}

/** Saves the profile fields; website and address stay as they were when not sent. */
export async function saveProfile(
  db: Db,
  user: UserRow,
  form: EditUserInfoForm,
): Promise<UserRow | undefined> {
  const [saved] = await db
    .update(users)
    .set({
      realname: form.realname,
      company: form.company,
      country: form.country.toUpperCase(),
      telephone: form.telephone,
      website: form.website ?? user.website,
      address: form.address ?? user.address,
    })
    .where(eq(users.id, user.id))
    .returning();
  return saved;
}
