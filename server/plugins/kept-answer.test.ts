import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/index';
import { layoutContract } from '../../contract/layout';
import { COMPRESS_THRESHOLD_BYTES, KeptAnswer } from './kept-answer';
import { fail, ok } from '../reply';

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

const layout = (siteName: string) =>
  ok('en', {
    columb: [],
    sysConifg: {
      site_name: siteName,
      copyright: '© Example',
      filing_number: '',
      filing_url: '',
      chat_url: '',
    },
  });

describe('a kept answer', () => {
  it('is checked against its contract route when it is made, unknown keys dropped', () => {
    const answer = layout('Portal');
    const extra = { ...answer, body: { ...answer.body, secret: 'x' } };
    expect(JSON.parse(KeptAnswer.of(layoutContract.layout, extra).json.toString())).toEqual(
      answer.body,
    );

    const broken = { status: 200 as const, body: { code: 1, msg: 'ok', data: { columb: 'no' } } };
    expect(() => KeptAnswer.of(layoutContract.layout, broken)).toThrow();
  });

  it('goes compressed in the encoding the caller prefers, the same bytes each time', () => {
    const kept = KeptAnswer.of(layoutContract.layout, layout('P'.repeat(COMPRESS_THRESHOLD_BYTES)));
    const request = { headers: { 'accept-encoding': 'gzip;q=0.5, br' } };
    const first = fakeReply({ vary: 'Origin' });
    const sent = kept.reply(request, first).body as unknown as Buffer;
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(sent)).toEqual(kept.json);
    expect(kept.reply(request, fakeReply()).body).toBe(sent);

    const gzipOnly = fakeReply();
    const gz = kept.reply({ headers: { 'accept-encoding': 'gzip' } }, gzipOnly).body;
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz as unknown as Buffer)).toEqual(kept.json);

    const plain = fakeReply();
    expect(kept.reply({ headers: {} }, plain).body).toBe(kept.json);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it(`under ${COMPRESS_THRESHOLD_BYTES} bytes goes as it is`, () => {
    const kept = KeptAnswer.of(contract.catalog.list, fail('Information not found'));
    const reply = fakeReply();
    expect(kept.reply({ headers: { 'accept-encoding': 'br' } }, reply).body).toBe(kept.json);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
  });
});
