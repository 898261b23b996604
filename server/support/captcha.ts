import { eq, lt } from 'drizzle-orm';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Captcha, CaptchaAnswer } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { captchas } from '../db/schema/index';
import { messages } from '../messages';
import { takeHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import { CAPTCHA_SECONDS } from '../security/settings';
import { sha256 } from '../security/tokens';

interface RenderOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
}

// svg-captcha's main export renders a given text; its type declarations only list the helpers
// that pick the text themselves.
const renderText = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: RenderOptions,
) => string;

/** One arithmetic challenge: the question and its answer. */
export interface Challenge {
  a: number;
  b: number;
  op: '+' | '-';
  answer: number;
}

/** Two one-digit numbers added, or subtracted with a result of at least 1. */
export function newChallenge(): Challenge {
  if (randomInt(2) === 0) {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    return { a, b, op: '+', answer: a + b };
  }
  const a = randomInt(2, 10);
  const b = randomInt(1, a);
  return { a, b, op: '-', answer: a - b };
}

function answerHash(uuid: string, answer: string): string {
  return sha256(`${uuid}:${answer}`);
}

/** A typed answer as digits: trims, accepts full-width digits, drops a leading zero. */
function normalizeAnswer(typed: string): string {
  const ascii = typed.trim().replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));
  return /^\d{1,3}$/.test(ascii) ? String(Number(ascii)) : '';
}

/** The challenge drawn as an SVG data URL: dark glyphs on white, with two noise lines. */
function drawChallenge({ a, b, op }: Challenge): string {
  const svg = renderText(`${a}${op}${b}=?`, {
    width: 160,
    height: 56,
    fontSize: 52,
    noise: 2,
    color: false,
  }).replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#ffffff"/>');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Stores a new challenge and answers the image, its `uuid`, and the same question as text in
 * the caller's language for screen-reader users (docs/accounts.md). Expired
 * challenges are swept on the way.
 */
export async function createCaptcha(db: Db, lang: LangCode, now: Date): Promise<Captcha> {
  const challenge = newChallenge();
  const uuid = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    uuid,
    answerHash: answerHash(uuid, String(challenge.answer)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_SECONDS * 1000),
  });
  const msg = messages(lang);
  const question =
    challenge.op === '+'
      ? msg.captchaPlus({ a: challenge.a, b: challenge.b })
      : msg.captchaMinus({ a: challenge.a, b: challenge.b });
  return { uuid, img: drawChallenge(challenge), question };
}

/**
 * Checks a captcha answer on the server. Each challenge is consumed by its first check, right or
 * wrong, so an answer can never be replayed or guessed twice; an expired or unknown `uuid` is
 * false. Call it before the lookup it protects, and answer `messages(lang).captchaWrong()` on
 * false (the client then fetches a new image).
 */
export async function verifyCaptcha(db: Db, answer: CaptchaAnswer, now: Date): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, answer.uuid)).returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  const typed = normalizeAnswer(answer.captcha);
  if (!typed) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const actual = Buffer.from(answerHash(answer.uuid, typed), 'hex');
  return timingSafeEqual(expected, actual);
}

/**
 * A new challenge for `GET /v2/common/captcha`, within the per-IP limit
 * (docs/accounts.md).
 */
export async function captchaFor(services: AccountServices, ip: string, lang: LangCode) {
  const now = services.now();
  const limited = await takeHit(services.db, 'captcha-ip', ip, services.limits.captchaPerIp, now);
  if (!limited.allowed) return 'tooMany' as const;
  return createCaptcha(services.db, lang, now);
}
