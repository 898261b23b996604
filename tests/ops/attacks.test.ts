/**
 * What one caller can do to a whole server process on PostgreSQL, as an attacker would try it
 * (records 072 and 150): wrong codes from one address do not lock an account's owner out; junk
 * bodies leave the heap where it was; many-part bodies do not hold up the health check; one
 * partner's parallel uploads do not hold up another partner. The server believes the address a
 * proxy on loopback names (TRUST_PROXY), so that attacker and owner come from different places.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGET_PASSWORD_STEPS } from '../../contract/auth';
import { MAX_UPLOAD_BYTES } from '../../contract/common';
import { messages } from '../../server/messages';
import { DEFAULT_RATE_LIMITS, FAILED_LOGINS_BEFORE_VERIFY } from '../../server/security/settings';
import { heapInUse, INSPECTED_SERVER } from './inspector';
import { startCluster, type Cluster } from './postgres';
import { call, startServer, type ServerProcess } from './server';

/**
 * The same attacks on each database the server runs on: its own PostgreSQL, and PGlite in a
 * folder, as `npm start` keeps it. (PGlite in memory, `DATA_DIR=memory://`, grows each of its
 * files by copying the whole file: with uploads of 500 kB, one copy held every caller up for
 * 400 – 600 ms, which a server on a folder does not do.)
 */
const DATABASES = ['PostgreSQL', 'PGlite'] as const;

let cluster: Cluster;
/** PGlite's folder. */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-attacks-'));
const servers = new Map<(typeof DATABASES)[number], ServerProcess>();
/** The server the running block attacks. */
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster();
  const start = (database: string) =>
    startServer(
      {
        ...(database === 'PostgreSQL' ? { DATABASE_URL: cluster.url() } : { DATA_DIR: dataDir }),
        TRUST_PROXY: '127.0.0.1',
        // Behind a proxy the development mailbox is off unless asked for: codes are read there.
        DEV_MAILBOX: 'on',
      },
      INSPECTED_SERVER,
    );
  for (const database of DATABASES) servers.set(database, await start(database));
});

afterAll(async () => {
  await Promise.all([...servers.values()].map((running) => running.stop()));
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = promisify(execFile);
const en = messages('en');
const MB = 1024 * 1024;
const PASSWORD = 'Harbour-Lantern-4417';

let callers = 0;
/** A new caller's address (TEST-NET-2, never routed). */
function nextAddress(): string {
  callers += 1;
  return `198.51.100.${callers}`;
}

let accounts = 0;
/** A partner signed up through the sign-up calls, from an address of its own. */
async function signUp(prefix: string): Promise<string> {
  accounts += 1;
  const username = `${prefix}.${accounts}.${Date.now()}@example.com`;
  const from = nextAddress();
  const sent = await call(server, 'POST', '/prod-api/user/sendcode', { json: { username }, from });
  expect(sent.body).toMatchObject({ code: 1 });
  const registered = await call(server, 'POST', '/prod-api/user/register', {
    from,
    json: {
      realname: 'Lena Okafor',
      company: 'Netzwerk Beispiel GmbH',
      username,
      country: 'DE',
      telephone: '+49 30 901820',
      website: 'https://netzwerk.example.com',
      address: 'Friedrichstraße 10, Berlin',
      password: PASSWORD,
      password_again: PASSWORD,
      code: await mailedCode(username),
    },
  });
  expect(registered.body).toMatchObject({ code: 1 });
  return username;
}

/** A session of `username`, opened from an address of its own. */
async function logIn(username: string, password = PASSWORD): Promise<string> {
  const login = await call<{ token: string }>(server, 'POST', '/prod-api/v2/user/login', {
    json: { username, password },
    from: nextAddress(),
  });
  expect(login.body).toMatchObject({ code: 1 });
  return login.body?.data?.token ?? '';
}

/** The newest code e-mailed to an address, read in the development mailbox. */
async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${server.base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages: mail } = (await response.json()) as { messages: { code: string | null }[] };
  const code = mail[0]?.code;
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

/** `count` six-digit codes, none of them `right`. */
function wrongCodes(right: string, count: number): string[] {
  return Array.from({ length: count + 1 }, (_, i) => String(100_000 + i * 7_919))
    .filter((code) => code !== right)
    .slice(0, count);
}

/** The value below which `share` of the figures fall (the nearest-rank percentile). */
function percentile(figures: number[], share: number): number {
  const sorted = [...figures].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Milliseconds one call takes. */
async function timed(answer: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await answer();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * Runs `call` over and over, one at a time, until `load` settles, and answers `load`'s result
 * with the figures `call` gave: what a caller meets while the load runs.
 */
async function during<L, F>(load: Promise<L>, call: () => Promise<F>) {
  let loading = true;
  const settled = load.finally(() => {
    loading = false;
  });
  const figures: F[] = [];
  while (loading) figures.push(await call());
  return { result: await settled, figures };
}

describe.each(DATABASES)('on %s', (database) => {
  beforeAll(() => {
    const running = servers.get(database);
    if (!running) throw new Error(`no server on ${database}`);
    server = running;
  });

  describe('wrong codes from one address', () => {
    it('leave the owner able to log in with the newest e-mailed code', async () => {
      const username = await signUp('lockout');
      const attacker = nextAddress();
      const login = (json: Record<string, string>, from: string) =>
        call(server, 'POST', '/prod-api/v2/user/login', { json: { username, ...json }, from });

      // Wrong passwords until the address needs an e-mailed code, which goes to its owner.
      for (let i = 0; i < FAILED_LOGINS_BEFORE_VERIFY; i += 1) {
        expect((await login({ password: `guess-${i}` }, attacker)).body?.code).toBe(0);
      }
      const code = await mailedCode(username);
      // Then more wrong codes than the five one source may try.
      for (const guess of wrongCodes(code, 12)) {
        const answer = await login({ password: 'guess', verifyCode: guess }, attacker);
        expect(answer.body).toMatchObject({ code: 0, msg: en.verifyCodeWrong() });
      }
      // And another login without one, which mails a fresh code once the cooldown allows.
      expect((await login({ password: 'guess' }, attacker)).body?.code).toBe(0);

      const owner = await login(
        { password: PASSWORD, verifyCode: await mailedCode(username) },
        nextAddress(),
      );
      expect(owner.body).toMatchObject({ code: 1, msg: en.loginOk() });
    });

    it('leave the owner able to reset the password with the e-mailed code, after 60 at once', async () => {
      const username = await signUp('reset');
      const attacker = nextAddress();
      const home = nextAddress();
      const reset = (json: Record<string, unknown>, from: string) =>
        call(server, 'POST', '/prod-api/user/forgetpassword', {
          json: { username, ...json },
          from,
        });

      expect((await reset({ step: FORGET_PASSWORD_STEPS.sendCode }, home)).body?.code).toBe(1);
      const code = await mailedCode(username);
      const guesses = await Promise.all(
        wrongCodes(code, 60).map((guess) =>
          reset({ step: FORGET_PASSWORD_STEPS.verifyCode, code: guess }, attacker),
        ),
      );
      for (const guess of guesses) {
        expect(guess.status).toBe(200);
        expect([en.verifyCodeWrong(), en.tooManyRequests()]).toContain(guess.body?.msg);
      }

      const checked = await reset({ step: FORGET_PASSWORD_STEPS.verifyCode, code }, home);
      expect(checked.body).toMatchObject({ code: 1, msg: en.codeVerified() });
      const password = 'Quayside-Beacon-2291';
      const done = await reset(
        { step: FORGET_PASSWORD_STEPS.reset, code, password, password_again: password },
        home,
      );
      expect(done.body).toMatchObject({ code: 1, msg: en.passwordResetOk() });
      await logIn(username, password);
    });
  });

  describe('what one caller can make the process hold', () => {
    it('400 product-list bodies with a 900 kB junk field leave the heap within 50 MB of where it began', async () => {
      const list = (body: string) =>
        fetch(`${server.base}/prod-api/products/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', lang: 'en' },
          body,
        });
      // The list's answer is kept, and the code that reads it has run, before the heap is read.
      for (let i = 0; i < 5; i += 1) {
        expect(
          ((await (await list('{"page":1,"limit":10}')).json()) as { code: number }).code,
        ).toBe(1);
      }
      const before = await heapInUse(server);

      const junk = 'j'.repeat(900 * 1024);
      for (let wave = 0; wave < 50; wave += 1) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, async (_, i) => {
            const response = await list(`{"page":1,"limit":10,"junk${wave}.${i}":"${junk}"}`);
            return ((await response.json()) as { code: number }).code;
          }),
        );
        expect(answers).toEqual(Array.from({ length: 8 }, () => 1));
      }

      const after = await heapInUse(server);
      expect((after - before) / MB).toBeLessThan(50);
    });

    // Parsed in the event loop, each of these bodies held it for seconds: without the part
    // counter the flood did not finish in 120 s. The slowest single call is bounded loosely: on
    // two cores shared by four processes it also carries the scheduler's and the collector's
    // pauses (114 ms once in CI, 24 – 58 ms here), which the 99th percentile does not.
    it('8 bodies of 15,000 empty parts at a time keep /healthz p99 under 100 ms, every call under 500 ms', async () => {
      const tokens = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => logIn(await signUp(`parts${i}`))),
      );
      // Sent by a process of their own, as another machine would: the figures below are what
      // a caller of /healthz meets, not the time this process spends sending.
      const flood = async () => {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', 'tests/ops/part-flood.ts', server.base, tokens.join(','), '10'],
          { maxBuffer: 10 * MB, cwd: fileURLToPath(new URL('../../', import.meta.url)) },
        );
        return stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { status: number; body: { code: number } });
      };

      const { result, figures } = await during(flood(), () =>
        timed(() => fetch(`${server.base}/healthz`)),
      );
      for (const answer of result) {
        // Refused for its parts, or (a moment before the place came back) as a third in flight.
        expect([400, 429]).toContain(answer.status);
        expect(answer.body.code).toBe(0);
      }
      expect(result.filter((answer) => answer.status === 400).length).toBeGreaterThan(40);
      expect(figures.every((figure) => figure.status === 200)).toBe(true);
      expect(figures.length).toBeGreaterThan(5);
      const ms = figures.map((figure) => figure.ms);
      expect(percentile(ms, 0.99)).toBeLessThan(100);
      expect(Math.max(...ms)).toBeLessThan(500);
    });

    it("20 parallel 500 kB uploads by one partner keep another partner's /user/home p99 under 500 ms", async () => {
      const [uploader, other] = await Promise.all([
        signUp('uploader').then((username) => logIn(username)),
        signUp('bystander').then((username) => logIn(username)),
      ]);
      // Sent by a process of their own, as another machine would: the figures below are what
      // the other partner meets, not the time this process spends sending.
      const lanes = async () => {
        const { stdout } = await run(
          process.execPath,
          [
            '--import',
            'tsx',
            'tests/ops/upload-lanes.ts',
            server.base,
            uploader,
            '20',
            '10',
            String(MAX_UPLOAD_BYTES - 1024),
          ],
          { maxBuffer: 10 * MB, cwd: fileURLToPath(new URL('../../', import.meta.url)) },
        );
        return stdout
          .split('\n')
          .filter(Boolean)
          .map(
            (line) => JSON.parse(line) as { status: number; body: { code: number; msg: string } },
          );
      };
      const { result, figures } = await during(lanes(), () =>
        timed(() =>
          fetch(`${server.base}/prod-api/user/home`, { headers: { token: other, lang: 'en' } }),
        ),
      );
      // Stored, or asked to wait: two of the partner's uploads are in flight, or it is past the rate.
      const stored = result.filter((answer) => answer.status === 200);
      const busy = result.filter((answer) => answer.status === 429);
      expect(stored.length + busy.length).toBe(result.length);
      expect(stored.every((answer) => answer.body.code === 1)).toBe(true);
      const refusals: string[] = [en.uploadsBusy(), en.uploadsTooMany({ minutes: 10 })];
      expect(busy.every((answer) => refusals.includes(answer.body.msg))).toBe(true);
      // Two at a time at most, and no more in all than the rate allows.
      expect(stored.length).toBeGreaterThanOrEqual(5);
      expect(stored.length).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.uploadsPerUser.max);
      expect(figures.every((figure) => figure.status === 200)).toBe(true);
      expect(figures.length).toBeGreaterThan(10);
      expect(
        percentile(
          figures.map((figure) => figure.ms),
          0.99,
        ),
      ).toBeLessThan(500);
    });
  });
});
