import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { imageTypeOf, type EditUserInfoForm, type UserStats } from '../../contract/account';
import { API_BASE_PATH } from '../../contract/index';
import type { UserRow } from '../plugins/auth';
import type { Db } from '../db/client';
import { countQuotations } from '../quotations/quotations';
import { avatars, users } from '../db/schema/index';
import { countDrafts } from '../drafts/drafts';
import { countEndUsers } from '../end-users/end-users';
import { countOrders } from '../orders/orders';
import { countProjects } from '../projects/projects';

/** Where an avatar is served; the key changes with every upload, so the URL can be cached. */
export const AVATAR_PATH = '/user/avatar';

/**
 * Counts of the user's records for the personal home.
 */
export async function userStats(db: Db, userId: number, now: Date): Promise<UserStats> {
  return {
    projects: await countProjects(db, userId),
    quotations: await countQuotations(db, userId),
    orders: await countOrders(db, userId),
    end_users: await countEndUsers(db, userId),
    drafts: await countDrafts(db, userId, now),
  };
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
