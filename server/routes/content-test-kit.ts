/**
 * Helpers of the public content and catalogue tests: calls in the envelope (JSON, form-encoded
 * or query), a solved captcha, and a logged-in partner of a given type and country.
 */
import { eq } from 'drizzle-orm';
import type { Captcha } from '../../contract/common';
import { users } from '../db/schema/index';
import {
  createUser,
  logIn,
  startAccountsApp,
  uniqueEmail,
  type AccountsHarness,
  type Answer,
} from './account-test-kit';

export { startAccountsApp, type AccountsHarness, type Answer };

export interface Call {
  lang?: string;
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** A raw body with its content type, for malformed input. */
  raw?: { type: string; payload: string };
}

/** One call to `/prod-api`; answers the HTTP status, the envelope and the raw text. */
export async function call<D = unknown>(
  h: AccountsHarness,
  method: 'GET' | 'POST',
  path: string,
  { lang, token, json, form, raw }: Call = {},
) {
  const headers: Record<string, string> = {
    ...(lang ? { lang } : {}),
    ...(token ? { token } : {}),
  };
  let payload: string | undefined;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(json);
  } else if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (raw) {
    headers['content-type'] = raw.type;
    payload = raw.payload;
  }
  const res = await h.app.inject({
    method,
    url: `/prod-api${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json<Answer<D>>(), text: res.body };
}

/** A fresh captcha and its right answer, read from the text alternative as a person would. */
export async function solvedCaptcha(
  h: AccountsHarness,
): Promise<{ uuid: string; captcha: string }> {
  const { body } = await call<Captcha & { question: string }>(h, 'GET', '/v2/common/captcha');
  const match = /(\d+) (plus|minus) (\d+)/.exec(body.data?.question ?? '');
  if (!body.data || !match) throw new Error(`no captcha: ${body.msg}`);
  const [, a, op, b] = match;
  const answer = op === 'plus' ? Number(a) + Number(b) : Number(a) - Number(b);
  return { uuid: body.data.uuid, captcha: String(answer) };
}

/** A captcha answered wrongly. */
export async function wrongCaptcha(h: AccountsHarness): Promise<{ uuid: string; captcha: string }> {
  const right = await solvedCaptcha(h);
  return { uuid: right.uuid, captcha: String(Number(right.captcha) + 1) };
}

/** A user of this partner type and country, logged in; answers the token. */
export async function partnerToken(
  h: AccountsHarness,
  partnerType: string | null,
  country: string,
): Promise<string> {
  const username = uniqueEmail('partner');
  const password = 'Correct-Horse-7';
  const id = await createUser(h, username, password);
  await h.database.db.update(users).set({ partnerType, country }).where(eq(users.id, id));
  return logIn(h, username, password);
}
