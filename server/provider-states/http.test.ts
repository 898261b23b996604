import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig, startWarnings } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { openTestDatabase } from '../db/testing';
import { removeStateAccounts } from './addresses';
import { PROVIDER_STATES_PATH } from './http';
import { suiteClock } from '../testing-clock';

let database: Database;
let withStates: Awaited<ReturnType<typeof createApp>>;
let without: Awaited<ReturnType<typeof createApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  withStates = await createApp({ db: database.db, now: suiteClock, providerStates: true });
  without = await createApp({ db: database.db, now: suiteClock });
});
afterAll(async () => {
  await withStates.close();
  await without.close();
  await database.close();
});

const change = (app: typeof withStates, payload: unknown) =>
  app.inject({ method: 'POST', url: PROVIDER_STATES_PATH, payload: payload as object });

const LOGIN = { username: 'pact.http@example.com', password: 'PactPassword2026' };

describe('the provider-state handler at /_pact/provider-states', () => {
  it('is not there unless the server is started with it', async () => {
    const res = await change(without, { state: 'a partner is logged in', params: LOGIN });
    expect(res.statusCode).toBe(404);
    expect(
      await database.db.select().from(users).where(eq(users.username, LOGIN.username)),
    ).toEqual([]);
  });

  it('sets a state up as a Pact verifier asks, and answers its values and its own token', async () => {
    const res = await change(withStates, {
      state: 'a partner has a project draft',
      params: LOGIN,
      action: 'setup',
    });
    expect(res.statusCode).toBe(200);
    const values = res.json<{ token: string; draftId: unknown }>();
    expect(Object.keys(values).sort()).toEqual(['draftId', 'token']);
    expect(values.draftId).toBeTypeOf('number');
    expect(values.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await withStates.inject({
      method: 'GET',
      url: '/prod-api/user/home',
      headers: { token: values.token },
    });
    expect(info.json()).toMatchObject({
      code: 1,
      data: { userinfo: { username: LOGIN.username } },
    });
  });

  it('has nothing to tear down', async () => {
    const res = await change(withStates, { state: 'a partner is logged in', action: 'teardown' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('says which state it does not know, or why a state could not be set up', async () => {
    const unknown = await change(withStates, { state: 'the moon is full', params: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'no provider state is named "the moon is full"' });
    const missing = await change(withStates, { state: 'a partner is logged in', params: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: 'provider state needs "username"' });
    const garbled = await change(withStates, { params: {} });
    expect(garbled.statusCode).toBe(400);
  });

  it('touches no account but its own pact.…@example.com ones', async () => {
    const demo = DEMO_ACCOUNTS[0]?.username ?? '';
    const before = await database.db.select().from(users).where(eq(users.username, demo));
    expect(before).toHaveLength(1);
    for (const state of ['no account uses the address', 'a partner account exists']) {
      const res = await change(withStates, { state, params: { ...LOGIN, username: demo } });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: string }>().error).toContain('is not a provider-state account');
    }
    expect(await database.db.select().from(users).where(eq(users.username, demo))).toEqual(before);
  });

  it('leaves nothing that logs in once a server starts without it', async () => {
    const res = await change(withStates, { state: 'a partner is logged in', params: LOGIN });
    const { token } = res.json<{ token: string }>();
    expect(await removeStateAccounts(database.db)).toBeGreaterThan(0);
    const info = await without.inject({
      method: 'GET',
      url: '/prod-api/user/home',
      headers: { token },
    });
    expect(info.json()).toMatchObject({ code: 90003 });
    const demo = DEMO_ACCOUNTS[0]?.username ?? '';
    expect(await database.db.select().from(users).where(eq(users.username, demo))).toHaveLength(1);
  });
});

describe('PACT_PROVIDER_STATES', () => {
  it('is off unless asked for, and never on in production, which start says', () => {
    expect(readConfig({}).providerStates).toBe(false);
    expect(readConfig({ PACT_PROVIDER_STATES: '1' }).providerStates).toBe(true);
    expect(readConfig({ PACT_PROVIDER_STATES: 'off' }).providerStates).toBe(false);
    const production = { PACT_PROVIDER_STATES: '1', NODE_ENV: 'production' };
    expect(readConfig(production).providerStates).toBe(false);
    expect(startWarnings(production)).toContain(
      'Note: PACT_PROVIDER_STATES is ignored with NODE_ENV=production: no provider states.',
    );
  });

  it('warns when other machines can reach the server', () => {
    expect(startWarnings({ PACT_PROVIDER_STATES: '1' })).toEqual([]);
    expect(startWarnings({ PACT_PROVIDER_STATES: '1', HOST: '0.0.0.0' }).join('\n')).toContain(
      'Warning: PACT_PROVIDER_STATES=on while the server listens on 0.0.0.0',
    );
  });
});
