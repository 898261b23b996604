import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CONTENT_CHANNEL, ContentCache } from './content-cache';
import type { Database } from '../db/client';
import { siteSettings, users } from '../db/schema/index';
import { openTestDatabase } from '../db/testing';
import { saveSettings } from '../backoffice/site-settings';
import { suiteClock } from '../testing-clock';

let database: Database;
let cache: ContentCache;
let app: Awaited<ReturnType<typeof createApp>>;
/** The same database without a cache: what the stored content is right now. */
let uncached: Awaited<ReturnType<typeof createApp>>;

const siteName = async (server: typeof app, lang = 'en') =>
  (await server.inject({ url: '/prod-api/layout', headers: { lang } })).json<{
    data: { sysConifg: { site_name: string } };
  }>().data.sysConifg.site_name;

/** Changes the site's name in the table. */
const rename = (name: string) =>
  database.db
    .update(siteSettings)
    .set({ value: sql`jsonb_build_object('en', ${name}::text)` })
    .where(eq(siteSettings.key, 'site_name'));

/**
 * Changes the site's name with the table's announcement turned off, as if it were lost: what
 * the cache does without one.
 */
const renameQuietly = (name: string) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table site_settings disable trigger site_settings_announce`);
    await tx
      .update(siteSettings)
      .set({ value: sql`jsonb_build_object('en', ${name}::text)` })
      .where(eq(siteSettings.key, 'site_name'));
    await tx.execute(sql`alter table site_settings enable trigger site_settings_announce`);
  });

/** Announces a change of public content, as every content table's trigger does. */
const announceContentChange = () =>
  database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);

beforeAll(async () => {
  database = await openTestDatabase();
  cache = new ContentCache();
  await cache.start(database);
  app = await createApp({ db: database.db, now: suiteClock, contentCache: cache });
  uncached = await createApp({ db: database.db, now: suiteClock });
});

afterAll(async () => {
  await app.close();
  await uncached.close();
  await cache.stop();
  await database.close();
});

describe('public content kept in memory', () => {
  it('is answered from memory, per language, until a change is announced', async () => {
    const before = await siteName(app);
    await renameQuietly('Quietly renamed');
    // Kept: the quiet change does not show, though it is stored.
    expect(await siteName(app)).toBe(before);
    expect(await siteName(uncached)).toBe('Quietly renamed');

    await announceContentChange();
    await cache.caughtUp();
    expect(await siteName(app)).toBe('Quietly renamed');
  });

  it('drops what it keeps on any write to public content, whoever makes it', async () => {
    await siteName(app);
    // Plain SQL, as an operator's would be: the table's trigger announces it.
    await rename('Renamed by hand');
    await cache.caughtUp();
    expect(await siteName(app)).toBe('Renamed by hand');
  });

  it("shows head office's change of the settings at once, in every language", async () => {
    await siteName(app, 'en');
    await siteName(app, 'fra');
    const [staff] = await database.db
      .insert(users)
      .values({
        username: 'cache.staff@example.org',
        passwordHash: 'x',
        realname: 'Cache Staff',
        company: 'Head office',
        country: 'CN',
        telephone: '+86 10 5555 0100',
        createdAt: suiteClock(),
        passwordChangedAt: suiteClock(),
      })
      .returning({ id: users.id, username: users.username });
    if (!staff) throw new Error('no staff row');
    const saved = await saveSettings(
      database.db,
      staff,
      { site_name: { en: 'Portal after the change', fra: 'Portail après le changement' } },
      new Date(),
    );
    expect(saved).toMatchObject({ site_name: { en: 'Portal after the change' } });
    await cache.caughtUp();
    expect(await siteName(app, 'en')).toBe('Portal after the change');
    expect(await siteName(app, 'fra')).toBe('Portail après le changement');
  });

  it('keeps product list pages by their filters, and the home page', async () => {
    const list = (body: object) =>
      app.inject({ method: 'POST', url: '/prod-api/products/list', payload: body });
    const first = await list({ page: 1, limit: 10 });
    const second = await list({ page: 2, limit: 10 });
    expect(first.json()).toMatchObject({ code: 1 });
    expect(second.json()).toMatchObject({ code: 1 });
    expect(first.body).not.toBe(second.body);
    expect((await list({ page: 1, limit: 10 })).body).toBe(first.body);
    const home = await app.inject({ url: '/prod-api/index' });
    expect(home.json()).toMatchObject({ code: 1 });
  });

  it("refuses a product list body it cannot take every time it comes, in the caller's language", async () => {
    const list = (payload: object, lang = 'en') =>
      app.inject({ method: 'POST', url: '/prod-api/products/list', payload, headers: { lang } });
    for (const bad of [{ limit: 40 }, { page: 0 }, { cate_id: 'one' }, { page: 1, limit: 10.5 }]) {
      const refusals = [await list(bad), await list(bad), await list(bad, 'fra')];
      for (const refusal of refusals) expect(refusal.json()).toMatchObject({ code: 0 });
      expect(refusals[0]?.json<{ msg: string }>().msg).not.toBe(
        refusals[2]?.json<{ msg: string }>().msg,
      );
    }
    // A kept answer for a good body does not let a bad one through, nor the other way round.
    const good = await list({ page: 1, limit: 10 });
    expect(good.json()).toMatchObject({ code: 1 });
    expect((await list({ page: 1, limit: 11 })).json()).toMatchObject({ code: 0 });
    expect((await list({ page: 1, limit: 10 })).body).toBe(good.body);
  });
});

/** A database whose announcements the test sends by hand, and whose listening it breaks. */
function fakeDatabase() {
  let notify: (payload: string) => void = () => {};
  let setListening: (on: boolean) => void = () => {};
  const database = {
    listen: (
      _channel: string,
      onNotify: (payload: string) => void,
      onListening: (on: boolean) => void,
    ) => {
      notify = onNotify;
      setListening = onListening;
      onListening(true);
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Database;
  return {
    database,
    // As `pg_notify(channel, '')` announces a change of any public content.
    notify: () => notify(''),
    setListening: (on: boolean) => setListening(on),
  };
}

describe('the cache stays correct', () => {
  it('does not keep an answer read while a change was announced', async () => {
    const fake = fakeDatabase();
    const kept = new ContentCache();
    await kept.start(fake.database);
    let reads = 0;
    await kept.get('k', () => {
      reads += 1;
      fake.notify();
      return Promise.resolve('read before the change committed');
    });
    const readAgain = () => {
      reads += 1;
      return Promise.resolve('after');
    };
    expect(await kept.get('k', readAgain)).toBe('after');
    expect(reads).toBe(2);
  });

  it('keeps nothing while it cannot hear announcements, and starts over once it can', async () => {
    const fake = fakeDatabase();
    const kept = new ContentCache();
    await kept.start(fake.database);
    expect(await kept.get('k', () => Promise.resolve('first'))).toBe('first');
    fake.setListening(false);
    expect(await kept.get('k', () => Promise.resolve('read afresh'))).toBe('read afresh');
    expect(await kept.get('k', () => Promise.resolve('read afresh again'))).toBe(
      'read afresh again',
    );
    fake.setListening(true);
    expect(await kept.get('k', () => Promise.resolve('after reconnecting'))).toBe(
      'after reconnecting',
    );
    expect(await kept.get('k', () => Promise.resolve('not read'))).toBe('after reconnecting');
  });

  it('keeps nothing before it is started', async () => {
    const idle = new ContentCache();
    expect(await idle.get('k', () => Promise.resolve(1))).toBe(1);
    expect(await idle.get('k', () => Promise.resolve(2))).toBe(2);
  });
});

describe('what one caller can make the content cache hold', () => {
  it('is keyed on the form the contract reads: junk fields make no new answer of their size', async () => {
    await announceContentChange();
    await cache.caughtUp();
    const list = (body: unknown) =>
      app.inject({ method: 'POST', url: '/prod-api/products/list', payload: body as object });
    expect((await list({ page: 1, limit: 10 })).json()).toMatchObject({ code: 1 });
    const kept = cache.size;
    const before = cache.bytes;
    const junk = 'x'.repeat(900 * 1024);
    for (let i = 0; i < 20; i++) {
      const answer = await list({ page: 1, limit: 10, [`junk${i}`]: `${junk}${i}` });
      expect(answer.json()).toMatchObject({ code: 1 });
    }
    expect(cache.size).toBe(kept);
    expect(cache.bytes).toBe(before);
  });
});
