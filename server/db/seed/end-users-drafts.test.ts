import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { DraftSummary } from '../../../contract/drafts';
import type { EndUser } from '../../../contract/end-users';
import type { Database } from '../client';
import { drafts, endUsers, users } from '../schema/index';
import { openTestDatabase } from '../testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seedEndUsersAndDrafts } from './end-users-drafts';
import { suiteClock } from '../../testing-clock';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The telephone prefix of each demo partner's country. */
const DIALLING: Record<string, string> = {
  CN: '+86',
  RU: '+7',
  KR: '+82',
  ES: '+34',
  FR: '+33',
  BR: '+55',
  SA: '+966',
  VN: '+84',
};

describe('the demo partners’ end users and drafts', () => {
  it('gives every demo partner end users of its own country and three drafts', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, account.username));
      const own = await database.db.select().from(endUsers).where(eq(endUsers.userId, user!.id));
      expect(own.length, account.username).toBeGreaterThanOrEqual(3);
      for (const row of own) expect(row.mobile.startsWith(DIALLING[account.country]!)).toBe(true);
      const box = await database.db.select().from(drafts).where(eq(drafts.userId, user!.id));
      expect(box.map((draft) => draft.type).sort()).toEqual(['project', 'project', 'quotation']);
    }
  });

  it('shows one of the drafts as expired, as a partner sees the drafts box', async () => {
    const app = await createApp({ db: database.db, now: suiteClock });
    const login = await app.inject({
      method: 'POST',
      url: '/prod-api/v2/user/login',
      payload: { username: DEMO_ACCOUNTS[3]!.username, password: DEMO_PASSWORD, logIp: 0 },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const box = await app.inject({
      url: '/prod-api/v2/user/getMyDraftBoxLists',
      headers: { token },
    });
    const list = box.json<{ data: { list: DraftSummary[] } }>().data.list;
    expect(list.filter((draft) => draft.expired)).toHaveLength(1);
    const people = await app.inject({ url: '/prod-api/user/enduser', headers: { token } });
    const companies = people.json<{ data: { list: EndUser[] } }>().data.list.map((e) => e.company);
    expect(companies).toContain('Universidad de Zaragoza');
    await app.close();
  });

  it('leaves tables that already hold rows alone', async () => {
    const before = await database.db.select().from(endUsers);
    const draftsBefore = await database.db.select().from(drafts);
    await seedEndUsersAndDrafts(database.db, suiteClock());
    expect(await database.db.select().from(endUsers)).toHaveLength(before.length);
    expect(await database.db.select().from(drafts)).toHaveLength(draftsBefore.length);
  });
});
