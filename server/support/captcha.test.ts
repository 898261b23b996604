import { describe, expect, it } from 'vitest';
import { newChallenge, verifyCaptcha } from './captcha';
import { useTestApp } from '../testing';

const h = useTestApp({ captchaPerIp: { max: 20, windowSeconds: 600 } });

interface CaptchaData {
  uuid: string;
  img: string;
  question: string;
}

/** Solves the English question the way a screen-reader user would. */
function solve(question: string): string {
  const match = /What is (\d+) (plus|minus) (\d+)\?/.exec(question);
  if (!match) throw new Error(`unexpected question: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === 'plus' ? a + b : a - b);
}

async function newCaptcha(lang = 'en'): Promise<CaptchaData> {
  const { body } = await h.get<CaptchaData>('/v2/common/captcha', { lang });
  if (body.code !== 1 || !body.data) throw new Error(body.msg);
  return body.data;
}

describe('GET /v2/common/captcha', () => {
  it('answers an SVG image, its uuid and the question as text, without a token', async () => {
    const captcha = await newCaptcha();
    expect(captcha.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.img.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*><rect [^>]*fill="#ffffff"\/>/);
    expect(captcha.question).toMatch(/^What is \d (plus|minus) \d\? Type the answer in digits\.$/);
  });

  it('asks the question in the language of the call', async () => {
    expect((await newCaptcha('kor')).question).toMatch(/숫자로 입력하세요\.$/);
  });

  it('limits new images per IP', async () => {
    let last = 1;
    for (let i = 0; i < 25; i++)
      last = (await h.get('/v2/common/captcha', { ip: '10.5.5.5' })).body.code;
    expect(last).toBe(0);
  });
});

describe('verifyCaptcha', () => {
  it('accepts the right answer once', async () => {
    const captcha = await newCaptcha();
    const answer = { uuid: captcha.uuid, captcha: ` ${solve(captcha.question)} ` };
    expect(await verifyCaptcha(h.database.db, answer, h.clock.now())).toBe(true);
    expect(await verifyCaptcha(h.database.db, answer, h.clock.now())).toBe(false);
  });

  it('consumes the challenge on a wrong answer too', async () => {
    const captcha = await newCaptcha();
    const right = solve(captcha.question);
    const wrong = String(Number(right) + 1);
    const db = h.database.db;
    expect(await verifyCaptcha(db, { uuid: captcha.uuid, captcha: wrong }, h.clock.now())).toBe(
      false,
    );
    expect(await verifyCaptcha(db, { uuid: captcha.uuid, captcha: right }, h.clock.now())).toBe(
      false,
    );
  });

  it('refuses an expired challenge, an unknown uuid and a non-number', async () => {
    const db = h.database.db;
    const expired = await newCaptcha();
    h.clock.advance(5 * 60 + 1);
    const answer = { uuid: expired.uuid, captcha: solve(expired.question) };
    expect(await verifyCaptcha(db, answer, h.clock.now())).toBe(false);
    expect(await verifyCaptcha(db, { uuid: 'nope', captcha: '3' }, h.clock.now())).toBe(false);
    const text = await newCaptcha();
    expect(await verifyCaptcha(db, { uuid: text.uuid, captcha: 'seven' }, h.clock.now())).toBe(
      false,
    );
  });

  it('accepts full-width digits, as East Asian keyboards type them', async () => {
    const captcha = await newCaptcha();
    const fullWidth = solve(captcha.question).replace(/\d/g, (d) =>
      String.fromCharCode(0xff10 + Number(d)),
    );
    expect(
      await verifyCaptcha(h.database.db, { uuid: captcha.uuid, captcha: fullWidth }, h.clock.now()),
    ).toBe(true);
  });
});

describe('newChallenge', () => {
  it('keeps answers between 1 and 18', () => {
    for (let i = 0; i < 500; i++) {
      const { a, b, op, answer } = newChallenge();
      expect(answer).toBe(op === '+' ? a + b : a - b);
      expect(answer).toBeGreaterThanOrEqual(1);
      expect(answer).toBeLessThanOrEqual(18);
    }
  });
});
