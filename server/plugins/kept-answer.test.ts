import { initContract } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES, KeptAnswer, keptAnswerRoutes, keptAnswers } from './kept-answer';
import { ListenedCache } from './listened-cache';

/** A reply as Fastify keeps its headers, enough for a kept answer. */
function fakeReply(headers: Record<string, string> = {}) {
  return {
    headers,
    type(contentType: string) {
      headers['content-type'] = contentType;
    },
    header(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
}

const json = (text: string) => Buffer.from(JSON.stringify({ code: 1, msg: 'ok', data: text }));

describe('a kept answer', () => {
  it('goes compressed in the encoding the caller prefers, the same bytes each time', () => {
    const kept = new KeptAnswer(json('P'.repeat(COMPRESS_THRESHOLD_BYTES)));
    const request = { headers: { 'accept-encoding': 'gzip;q=0.5, br' } };
    const first = fakeReply({ vary: 'Origin' });
    const sent = kept.payload(request, first);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(sent)).toEqual(kept.json);
    expect(kept.payload(request, fakeReply())).toBe(sent);

    const gzipOnly = fakeReply();
    const gz = kept.payload({ headers: { 'accept-encoding': 'gzip' } }, gzipOnly);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz)).toEqual(kept.json);

    const plain = fakeReply();
    expect(kept.payload({ headers: {} }, plain)).toBe(kept.json);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it(`under ${COMPRESS_THRESHOLD_BYTES} bytes goes as it is`, () => {
    const kept = new KeptAnswer(json('Information not found'));
    const reply = fakeReply();
    expect(kept.payload({ headers: { 'accept-encoding': 'br' } }, reply)).toBe(kept.json);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
  });
});

/** A route keeping its answers, in an app of its own, whose handler answers what `next` holds. */
async function keepingApp() {
  const calls = initContract().router({
    read: {
      method: 'GET',
      path: '/read',
      responses: { 200: z.object({ code: z.number(), text: z.string() }) },
    },
  });
  const cache = new ListenedCache('kept_test', 10);
  await cache.start({
    listen: (_channel, _onNotify, onListening) => {
      onListening(true);
      return Promise.resolve(() => Promise.resolve());
    },
  });
  const state = { next: { code: 1, text: 'first' } as unknown, reads: 0 };
  const app = Fastify();
  await app.register(keptAnswerRoutes);
  const s = initServer();
  s.registerRouter(
    calls,
    s.router(calls, {
      read: {
        hooks: keptAnswers({ cache, key: () => 'read' }),
        handler: () => {
          state.reads += 1;
          return Promise.resolve({ status: 200 as const, body: state.next as never });
        },
      },
    }),
    app,
    { responseValidation: true, logInitialization: false },
  );
  return { app, cache, state };
}

describe('a route that keeps its answers', () => {
  it('checks the answer it makes against its contract (unknown keys dropped) and keeps it', async () => {
    const { app, state } = await keepingApp();
    state.next = { code: 1, text: 'first', secret: 'x' };
    const first = await app.inject({ url: '/read' });
    expect(first.json()).toEqual({ code: 1, text: 'first' });
    state.next = { code: 1, text: 'second' };
    const again = await app.inject({ url: '/read' });
    expect(again.body).toBe(first.body);
    expect(state.reads).toBe(1);
    await app.close();
  });

  it('keeps no refusal: it is made afresh each time', async () => {
    const { app, cache, state } = await keepingApp();
    state.next = { code: 0, text: 'No' };
    expect((await app.inject({ url: '/read' })).json()).toEqual({ code: 0, text: 'No' });
    expect(cache.size).toBe(0);
    state.next = { code: 1, text: 'Yes' };
    expect((await app.inject({ url: '/read' })).json()).toEqual({ code: 1, text: 'Yes' });
    expect(cache.size).toBe(1);
    await app.close();
  });

  it('keeps no answer that breaks its contract', async () => {
    const { app, cache, state } = await keepingApp();
    state.next = { code: 1, text: 7 };
    const broken = await app.inject({ url: '/read' });
    expect(broken.statusCode).toBe(500);
    expect(cache.size).toBe(0);
    state.next = { code: 1, text: 'fixed' };
    expect((await app.inject({ url: '/read' })).json()).toEqual({ code: 1, text: 'fixed' });
    expect(state.reads).toBe(2);
    await app.close();
  });
});
