/**
 * What one user's uploads may take: two in flight at a time in a process, and a number in a
 * window in every process together, so that one partner's files cannot hold up the others.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eventually, multipart, signedIn, uploadParts, useTestApp, type Part } from '../testing';

const RATE = { max: 3, windowSeconds: 600 };
const h = useTestApp({ uploadsPerUser: RATE });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FACE: Part[] = [{ name: 'file', filename: 'face.png', type: 'image/png', data: PNG }];

const avatar = (token: string) => uploadParts(h, '/user/uploadhead', FACE, { token });

describe('uploads in flight', () => {
  it('are at most two per user at a time: a third is asked to wait, and another partner is not held up', async () => {
    const { id, token } = await signedIn(h);
    const other = await signedIn(h);
    const { payload, headers } = multipart(FACE);
    // Two bodies that keep arriving: each holds a place until it ends.
    const held = [new PassThrough(), new PassThrough()];
    const pending = held.map((stream) => {
      stream.write(payload.subarray(0, 10));
      return h.app.inject({
        method: 'POST',
        url: '/prod-api/user/uploadhead',
        headers: { ...headers, token, 'content-length': String(payload.length) },
        payload: stream,
      });
    });
    expect(
      await eventually(
        () => Promise.resolve(h.app.uploadPlaces.of(id)),
        (n) => n === 2,
      ),
    ).toBe(2);

    const third = await avatar(token);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      code: 0,
      msg: 'Please wait for your other uploads to finish, then try again.',
    });
    expect((await avatar(other.token)).body.code).toBe(1);

    for (const stream of held) stream.end(payload.subarray(10));
    const finished = await Promise.all(pending);
    expect(finished.map((answer) => answer.json<{ code: number }>().code)).toEqual([1, 1]);
    // Their places are back.
    expect(h.app.uploadPlaces.of(id)).toBe(0);
  });
});

describe('uploads one after another', () => {
  it('find their places: each place is given back as its answer goes out, before the caller reads it', async () => {
    const { id, token } = await signedIn(h);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([avatar(token), avatar(token)]);
      expect(answers.map((answer) => answer.body.code)).toEqual([1, 1]);
      // The answers are in: both places are free for the next two files.
      expect(h.app.uploadPlaces.of(id)).toBe(0);
      // A new window, so that the rate does not refuse the next round.
      h.clock.advance(RATE.windowSeconds);
    }
  });
});

describe('uploads in a window', () => {
  it('are counted per user: past the rate the next is refused with 429, Retry-After and a sentence in the caller language, until the window moves on', async () => {
    const { id, token } = await signedIn(h);
    const other = await signedIn(h);
    // Counted in the same window as the test above, which this user took no part in.
    for (let i = 0; i < RATE.max; i += 1) {
      expect((await avatar(token)).body.code).toBe(1);
    }

    const { payload, headers } = multipart(FACE);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/uploadhead',
      payload,
      headers: { ...headers, token, lang: 'fra' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(RATE.windowSeconds);
    expect(refused.json()).toEqual({
      code: 0,
      msg: 'Vous avez envoyé beaucoup de fichiers ces dernières minutes. Veuillez réessayer dans 10 min.',
    });
    // A refused upload holds no place and is not counted.
    expect(h.app.uploadPlaces.of(id)).toBe(0);
    // Another partner uploads as before.
    expect((await avatar(other.token)).body.code).toBe(1);

    h.clock.advance(RATE.windowSeconds - 1);
    expect((await avatar(token)).status).toBe(429);
    h.clock.advance(1);
    expect((await avatar(token)).body.code).toBe(1);
  });
});
