/**
 * The test kit of the server routes: an app on a fresh database with a clock the test moves,
 * calls in the envelope (JSON, form-encoded, raw or none), users, logins, e-mailed codes and
 * solved captchas.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Captcha } from '../contract/common';
import { createApp } from './app';
import type { Database } from './db/client';
import { outbox, users } from './db/schema/index';
import { openTestDatabase } from './db/testing';
import { startSession } from './accounts/login';
import { hashPassword } from './security/passwords';
import type { RateLimits } from './security/settings';
import { FakeClock } from './testing-clock';
import { OrderListCache, SessionCache } from './plugins/user-caches';

/** The envelope every call answers. */
export interface Answer<D = unknown> {
  code: number;
  msg: string;
  data?: D;
}

/** Who calls, and with which body. */
export interface Call {
  token?: string | undefined;
  lang?: string;
  /** The client's IP; 127.0.0.1 unless given. */
  ip?: string;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** A raw body with its content type, for malformed input. */
  raw?: { type: string; payload: string };
}

/** The HTTP status, the envelope and the raw text of an answer. */
export interface Reply<D = unknown> {
  status: number;
  body: Answer<D>;
  text: string;
}

export interface TestApp {
  database: Database;
  app: Awaited<ReturnType<typeof createApp>>;
  clock: FakeClock;
  /** The kept sessions and order lists (started only for `{ kept: true }`). */
  sessionCache: SessionCache;
  orderListCache: OrderListCache;
  /** One call to a `/prod-api` path. */
  call<D = unknown>(method: 'GET' | 'POST', path: string, call?: Call): Promise<Reply<D>>;
  /** POST a JSON body (or none) to a `/prod-api` path. */
  post<D = unknown>(path: string, body?: unknown, call?: Omit<Call, 'json'>): Promise<Reply<D>>;
  get<D = unknown>(path: string, call?: Call): Promise<Reply<D>>;
  close(): Promise<void>;
}

/** The payload and headers of a call's body. */
function bodyOf({ json, form, raw }: Call): { type?: string; payload?: string } {
  if (json !== undefined) return { type: 'application/json', payload: JSON.stringify(json) };
  if (form) {
    const payload = new URLSearchParams(form).toString();
    return { type: 'application/x-www-form-urlencoded', payload };
  }
  if (raw) return { type: raw.type, payload: raw.payload };
  return {};
}

/** How a test app is made beyond its limits. */
export interface TestAppOptions {
  /** Keep sessions and order lists, as server/main.ts does (docs/server.md). */
  kept?: boolean;
}

/** A fresh database and app whose clock is `clock`; mail goes to the outbox only. */
export async function startTestApp(
  limits: Partial<RateLimits> = {},
  { kept = false }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new FakeClock();
  const sessionCache = new SessionCache();
  const orderListCache = new OrderListCache();
  const caches = [sessionCache, orderListCache];
  if (kept) await Promise.all(caches.map((cache) => cache.start(database)));
  const app = await createApp({
    db: database.db,
    now: clock.now,
    accounts: { limits },
    sessionCache,
    orderListCache,
  });
  const call = async <D>(method: 'GET' | 'POST', path: string, options: Call = {}) => {
    const { type, payload } = bodyOf(options);
    const headers: Record<string, string> = {
      ...(options.token ? { token: options.token } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
      ...(type ? { 'content-type': type } : {}),
    };
    const res = await app.inject({
      method,
      url: `/prod-api${path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: res.json<Answer<D>>(), text: res.body };
  };
  return {
    database,
    app,
    clock,
    sessionCache,
    orderListCache,
    call,
    post: (path, body, options = {}) => call('POST', path, { ...options, json: body }),
    get: (path, options = {}) => call('GET', path, options),
    close: async () => {
      await app.close();
      await Promise.all(caches.map((cache) => cache.stop()));
      await database.close();
    },
  };
}

/**
 * The test app of one test file: started before its tests and closed after them. The answer
 * stands for the app from the first test on.
 */
export function useTestApp(
  limits: Partial<RateLimits> = {},
  options: TestAppOptions = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(limits, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('the test app starts before the first test');
    return started;
  };
  return {
    get database() {
      return current().database;
    },
    get app() {
      return current().app;
    },
    get clock() {
      return current().clock;
    },
    get sessionCache() {
      return current().sessionCache;
    },
    get orderListCache() {
      return current().orderListCache;
    },
    call: <D>(method: 'GET' | 'POST', path: string, call?: Call) =>
      current().call<D>(method, path, call),
    post: <D>(path: string, body?: unknown, call?: Omit<Call, 'json'>) =>
      current().post<D>(path, body, call),
    get: <D>(path: string, call?: Call) => current().get<D>(path, call),
    close: () => current().close(),
  };
}

let counter = 0;

/** A unique address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.org`;
}

/**
 * Hashes made for test users, one per password: scrypt takes about 100 ms a hash by design, and
 * the suites make hundreds of users with the same few passwords. A shared salt is harmless here.
 */
const testHashes = new Map<string, Promise<string>>();

/** Inserts a user directly (no sign-up) and answers its id. */
export async function createUser(h: TestApp, username: string, password: string): Promise<number> {
  let hash = testHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    testHashes.set(password, hash);
  }
  const [row] = await h.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hash,
      realname: 'Test User',
      company: 'Test Company',
      country: 'CN',
      telephone: '+86 138 0013 8000',
      createdAt: h.clock.now(),
      passwordChangedAt: h.clock.now(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

/** The newest code e-mailed to an address, read from the outbox as a person would. */
export async function latestCode(h: TestApp, to: string): Promise<string> {
  const [row] = await h.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}

/** How many e-mails went to an address. */
export async function mailCount(h: TestApp, to: string): Promise<number> {
  const rows = await h.database.db.select().from(outbox).where(eq(outbox.to, to));
  return rows.length;
}

/** Logs in through the portal's login call and answers the token. */
export async function logIn(
  h: TestApp,
  username: string,
  password: string,
  logIp: 0 | 1 = 0,
): Promise<string> {
  const { body } = await h.post<{ token: string }>('/v2/user/login', {
    username,
    password,
    logIp,
  });
  if (body.code !== 1 || !body.data) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

/** A code different from `code` (same length). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** A fresh captcha and its right answer, read from the text alternative as a person would. */
export async function solvedCaptcha(h: TestApp): Promise<{ uuid: string; captcha: string }> {
  const { body } = await h.get<Captcha & { question: string }>('/v2/common/captcha');
  const match = /(\d+) (plus|minus) (\d+)/.exec(body.data?.question ?? '');
  if (!body.data || !match) throw new Error(`no captcha: ${body.msg}`);
  const [, a, op, b] = match;
  const answer = op === 'plus' ? Number(a) + Number(b) : Number(a) - Number(b);
  return { uuid: body.data.uuid, captcha: String(answer) };
}

/** A captcha answered wrongly. */
export async function wrongCaptcha(h: TestApp): Promise<{ uuid: string; captcha: string }> {
  const right = await solvedCaptcha(h);
  return { uuid: right.uuid, captcha: String(Number(right.captcha) + 1) };
}

/**
 * A new user with these fields changed from {@link createUser}'s, logged in: its session is
 * opened as the login call opens one, without the call's password check (scrypt, about 100 ms
 * by design) and flood limit. The login call itself is tested in routes/auth.test.ts.
 */
export async function signedIn(
  h: TestApp,
  changes: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string }> {
  const id = await createUser(h, uniqueEmail('user'), 'Correct-Horse-7');
  const [user] = await h.database.db
    .update(users)
    .set({ createdAt: h.clock.now(), ...changes })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error('user not created');
  const client = { ip: '127.0.0.1', userAgent: 'test' };
  const session = await startSession(h.database.db, user, client, false, h.clock.now(), 'en');
  return { id, token: session.token };
}

/** A user of this partner type and country, logged in; answers the token. */
export async function partnerToken(
  h: TestApp,
  partnerType: string | null,
  country: string,
): Promise<string> {
  return (await signedIn(h, { partnerType, country })).token;
}

/** One page of a list, as the paged calls answer it. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** One part of a multipart/form-data body: a text field, or a file with a name and type. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = '----portal-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"` : '') +
        '\r\n' +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart body to a `/prod-api` path. */
export async function uploadParts<D = unknown>(
  h: TestApp,
  path: string,
  parts: Part[],
  { token, lang }: { token?: string | undefined; lang?: string | undefined } = {},
): Promise<Reply<D>> {
  const { payload, headers } = multipart(parts);
  const res = await h.app.inject({
    method: 'POST',
    url: `/prod-api${path}`,
    payload,
    headers: { ...headers, ...(token ? { token } : {}), ...(lang ? { lang } : {}) },
  });
  return { status: res.statusCode, body: res.json<Answer<D>>(), text: res.body };
}

/** Every answer to bad input: the envelope with code 0, no 5xx, no stack trace. */
export function expectRefusal(res: Reply) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.code).toBe(0);
  expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
}

/**
 * `read()` until it satisfies `expected`, for at most two seconds, and what it read last: for
 * what another connection hears a moment after a commit (a PostgreSQL notification).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 2_000;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
