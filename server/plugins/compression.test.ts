import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { ContentCache } from '../content/content-cache';
import { openTestDatabase } from '../db/testing';
import { COMPRESS_THRESHOLD_BYTES } from './kept-answer';
import { suiteClock } from '../testing-clock';

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let webRoot: string;

/** A built script as the build leaves it: the file, and its .br and .gz beside it. */
const SCRIPT = `export const words = ${JSON.stringify('partner portal '.repeat(400))};\n`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head>' +
  `<body>${'<!-- page -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  database = await openTestDatabase();
  webRoot = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
  mkdirSync(join(webRoot, 'assets'));
  for (const [name, text] of [
    ['index.html', PAGE],
    [join('assets', 'app.js'), SCRIPT],
  ] as const) {
    writeFileSync(join(webRoot, name), text);
    writeFileSync(join(webRoot, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(webRoot, `${name}.gz`), gzipSync(text));
  }
  app = await createApp({ db: database.db, now: suiteClock, webRoot });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('built files', () => {
  it('go as Brotli, as gzip or as they are, as the browser accepts, and say that it varies', async () => {
    const br = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('include the page of every screen, which is never kept without asking', async () => {
    const page = await app.inject({ url: '/personal/order', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });
});

describe('API answers', () => {
  it(`over ${COMPRESS_THRESHOLD_BYTES} bytes go compressed when the caller accepts it`, async () => {
    const plain = await app.inject({ url: '/prod-api/layout' });
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await app.inject({ url: '/prod-api/layout', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );

    const gz = await app.inject({
      url: '/prod-api/layout',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('smaller than that go as they are', async () => {
    const small = await app.inject({
      url: '/prod-api/no-such-call',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });
});

describe('kept public answers', () => {
  it('go as they were made, compressed or not, and the same as fresh ones', async () => {
    const database2 = await openTestDatabase();
    const cache = new ContentCache();
    await cache.start(database2);
    const kept = await createApp({ db: database2.db, now: suiteClock, contentCache: cache });
    try {
      const calls = [
        { url: '/prod-api/layout' },
        { url: '/prod-api/index' },
        {
          url: '/prod-api/products/list',
          method: 'POST' as const,
          payload: { page: 1, limit: 20 },
        },
      ];
      for (const call of calls) {
        const fresh = await app.inject(call);
        expect(fresh.json(), fresh.body).toMatchObject({ code: 1 });
        for (let round = 0; round < 2; round += 1) {
          const br = await kept.inject({ ...call, headers: { 'accept-encoding': 'br' } });
          expect(br.headers['content-type'], call.url).toBe('application/json; charset=utf-8');
          expect(br.headers['content-encoding'], call.url).toBe('br');
          expect(br.headers.vary, call.url).toMatch(/accept-encoding/i);
          expect(br.headers['cache-control'], call.url).toBe('no-store');
          expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(fresh.json());
          const gz = await kept.inject({ ...call, headers: { 'accept-encoding': 'gzip' } });
          expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(fresh.json());
          const plain = await kept.inject(call);
          expect(plain.headers['content-encoding'], call.url).toBeUndefined();
          expect(plain.json()).toEqual(fresh.json());
        }
      }
      expect(cache.size).toBe(3);
    } finally {
      await kept.close();
      await cache.stop();
      await database2.close();
    }
  });
});

describe('requests', () => {
  it('are not unpacked: a compressed body is not taken for the JSON it hides', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'a@example.com', password: 'x' })),
    });
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toMatchObject({ code: 0 });
  });
});
