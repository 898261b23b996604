import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ALL_GROUPS, ListenedCache, MARKER_PREFIX } from './listened-cache';

/** A database whose announcements the test sends by hand, and whose listening it breaks. */
function fakeDatabase() {
  let notify: (payload: string) => void = () => {};
  let setListening: (on: boolean) => void = () => {};
  let stopped = false;
  const database: Pick<Database, 'listen'> = {
    listen: (_channel, onNotify, onListening) => {
      notify = onNotify;
      setListening = onListening;
      onListening(true);
      return Promise.resolve(() => {
        stopped = true;
        return Promise.resolve();
      });
    },
  };
  return {
    database,
    announce: (group: string) => notify(group),
    setListening: (on: boolean) => setListening(on),
    stopped: () => stopped,
  };
}

async function startedCache(limit = 100, maxBytes?: number) {
  const fake = fakeDatabase();
  const cache = new ListenedCache('test_channel', limit, maxBytes);
  await cache.start(fake.database);
  return { fake, cache };
}

/** A load that counts its reads and answers `value`. */
function counted<T>(value: T) {
  const load = () => {
    load.reads += 1;
    return Promise.resolve(value);
  };
  load.reads = 0;
  return load;
}

const byUser = (user: string) => () => user;

describe('ListenedCache', () => {
  it("keeps each answer in its group, and drops one group's answers on its announcement", async () => {
    const { fake, cache } = await startedCache();
    const ann = counted('ann’s list');
    const bob = counted('bob’s list');
    for (let i = 0; i < 3; i += 1) {
      expect(await cache.get('ann:1', ann, byUser('1'))).toBe('ann’s list');
      expect(await cache.get('bob:2', bob, byUser('2'))).toBe('bob’s list');
    }
    expect([ann.reads, bob.reads]).toEqual([1, 1]);

    fake.announce('1');
    await cache.get('ann:1', ann, byUser('1'));
    await cache.get('bob:2', bob, byUser('2'));
    expect([ann.reads, bob.reads]).toEqual([2, 1]);
  });

  it('drops every group on an announcement without a group, and starts over past its limit', async () => {
    const { fake, cache } = await startedCache(3);
    await cache.get('a', counted(1), byUser('1'));
    await cache.get('b', counted(2), byUser('2'));
    expect(cache.size).toBe(2);
    fake.announce(ALL_GROUPS);
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, counted(key), byUser(key));
    expect(cache.size).toBe(3);
    await cache.get('d', counted('d'), byUser('d'));
    expect(cache.size).toBe(1);
  });

  it("drops nothing on another process's marker, however many it hears", async () => {
    const { fake, cache } = await startedCache(3);
    const ann = counted('ann’s list');
    await cache.get('ann:1', ann, byUser('1'));
    // Past the limit of remembered groups, a drop of unknown groups would drop everything.
    for (let i = 0; i < 10; i += 1) fake.announce(`${MARKER_PREFIX}other-process-${i}`);
    await cache.get('ann:1', ann, byUser('1'));
    expect(ann.reads).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('keeps only what the group function accepts (null: not kept)', async () => {
    const { cache } = await startedCache();
    const refused = counted<string | null>(null);
    const keep = (value: string | null) => (value === null ? null : 'g');
    await cache.get('unknown token', refused, keep);
    await cache.get('unknown token', refused, keep);
    expect(refused.reads).toBe(2);
  });

  it("does not keep an answer read while its group's change was announced", async () => {
    const { fake, cache } = await startedCache();
    const racing = () => {
      fake.announce('7');
      return Promise.resolve('read before the change committed');
    };
    await cache.get('list:7', racing, byUser('7'));
    const after = counted('after the change');
    expect(await cache.get('list:7', after, byUser('7'))).toBe('after the change');
    expect(after.reads).toBe(1);

    // Another user's announcement meanwhile does not stop it being kept.
    const other = () => {
      fake.announce('8');
      return Promise.resolve('seven’s list');
    };
    await cache.get('list:7b', other, byUser('7'));
    const notRead = counted('not read');
    expect(await cache.get('list:7b', notRead, byUser('7'))).toBe('seven’s list');
    expect(notRead.reads).toBe(0);
  });

  it('does not keep an answer read while everything was dropped', async () => {
    const { fake, cache } = await startedCache();
    await cache.get(
      'k',
      () => {
        fake.announce(ALL_GROUPS);
        return Promise.resolve('old');
      },
      byUser('1'),
    );
    expect(await cache.get('k', counted('new'), byUser('1'))).toBe('new');
  });

  it('keeps nothing while it cannot hear announcements, and starts over once it can', async () => {
    const { fake, cache } = await startedCache();
    await cache.get('k', counted('first'), byUser('1'));
    fake.setListening(false);
    expect(cache.size).toBe(0);
    const afresh = counted('read afresh');
    await cache.get('k', afresh, byUser('1'));
    await cache.get('k', afresh, byUser('1'));
    expect(afresh.reads).toBe(2);
    // Broken while an answer was being read: that answer is not kept either.
    fake.setListening(true);
    await cache.get(
      'k',
      () => {
        fake.setListening(false);
        fake.setListening(true);
        return Promise.resolve('read across the break');
      },
      byUser('1'),
    );
    expect(await cache.get('k', counted('after reconnecting'), byUser('1'))).toBe(
      'after reconnecting',
    );
    expect(await cache.get('k', counted('not read'), byUser('1'))).toBe('after reconnecting');
  });

  it('keeps nothing before it is started or after it is stopped', async () => {
    const idle = new ListenedCache('test_channel', 10);
    expect(await idle.get('k', counted(1))).toBe(1);
    expect(await idle.get('k', counted(2))).toBe(2);

    const { fake, cache } = await startedCache();
    await cache.get('k', counted(1));
    await cache.stop();
    expect(fake.stopped()).toBe(true);
    expect(await cache.get('k', counted(2))).toBe(2);
  });

  it('counts the memory of what it keeps, and starts over before it passes its bound', async () => {
    const { cache } = await startedCache(100, 10_000);
    const answer = (bytes: number) => ({ bytes });
    await cache.get('a', () => Promise.resolve(answer(4_000)));
    await cache.get('b', () => Promise.resolve(answer(4_000)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(8_004);
    // A third would pass the bound: the cache starts over with it alone.
    await cache.get('c', () => Promise.resolve(answer(4_000)));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(4_002);
    // One larger than the bound is answered and not kept.
    const load = counted(answer(20_000));
    await cache.get('d', load);
    await cache.get('d', load);
    expect(load.reads).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });
});
