import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, KeptAnswer } from './kept-answer';

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
