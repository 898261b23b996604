/**
 * Helpers of the account route tests: an app on a fresh database with a fake clock, requests
 * in the envelope, users and e-mailed codes.
 */
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { outbox, users } from '../db/schema/index';
import { openTestDatabase } from '../db/testing';
import { hashPassword } from '../security/passwords';
import type { RateLimits } from '../security/settings';

/** A clock the test moves by hand. */
export class FakeClock {
  private ms = Date.UTC(2026, 10, 21, 9, 0, 0);
  readonly now = () => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

/** The envelope every call answers. */
export interface Answer<D = unknown> {
  code: number;
  msg: string;
  data?: D;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
}

export interface AccountsHarness {
  database: Database;
  app: Awaited<ReturnType<typeof createApp>>;
  clock: FakeClock;
  /** POST a JSON body to a `/prod-api` path; answers status and envelope. */
  post<D = unknown>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: Answer<D> }>;
  get<D = unknown>(
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Answer<D> }>;
  close(): Promise<void>;
}

function headersOf({ token, lang }: CallOptions): Record<string, string> {
  return { ...(token ? { token } : {}), ...(lang ? { lang } : {}) };
}

function answerOf<D>(res: LightMyRequestResponse) {
  return { status: res.statusCode, body: res.json<Answer<D>>() };
}

/** A fresh database and app whose clock is `clock`; mail goes to the outbox only. */
export async function startAccountsApp(limits: Partial<RateLimits> = {}): Promise<AccountsHarness> {
  const database = await openTestDatabase();
  const clock = new FakeClock();
  const app = await createApp({ db: database.db, accounts: { now: clock.now, limits } });
  return {
    database,
    app,
    clock,
    post: async (path, body, options = {}) =>
      answerOf(
        await app.inject({
          method: 'POST',
          url: `/prod-api${path}`,
          headers: headersOf(options),
          ...(body === undefined ? {} : { payload: body as object }),
          remoteAddress: options.ip ?? '127.0.0.1',
        }),
      ),
    get: async (path, options = {}) =>
      answerOf(
        await app.inject({
          method: 'GET',
          url: `/prod-api${path}`,
          headers: headersOf(options),
          remoteAddress: options.ip ?? '127.0.0.1',
        }),
      ),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;

/** A unique address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.org`;
}

/** Inserts a user directly (no sign-up) and answers its id. */
export async function createUser(
  harness: AccountsHarness,
  username: string,
  password: string,
): Promise<number> {
  const [row] = await harness.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      realname: 'Test User',
      company: 'Test Company',
      country: 'CN',
      telephone: '+86 138 0013 8000',
      createdAt: harness.clock.now(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

/** The newest code e-mailed to an address, read from the outbox as a person would. */
export async function latestCode(harness: AccountsHarness, to: string): Promise<string> {
  const [row] = await harness.database.db
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
export async function mailCount(harness: AccountsHarness, to: string): Promise<number> {
  const rows = await harness.database.db.select().from(outbox).where(eq(outbox.to, to));
  return rows.length;
}

/** Logs in through the portal's login call and answers the token. */
export async function logIn(
  harness: AccountsHarness,
  username: string,
  password: string,
  logIp: 0 | 1 = 0,
): Promise<string> {
  const { body } = await harness.post<{ token: string }>('/v2/user/login', {
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
