import { inArray } from 'drizzle-orm';
import type { CertificateVerifyForm, SnCheckForm } from '../../contract/lookups';
import type { CaptchaAnswer, SessionCode } from '../../contract/common';
import { authenticate, type UserRow } from '../plugins/auth';
import { verifyCaptcha } from './captcha';
import type { Db } from '../db/client';
import { certificates, serialNumbers } from '../db/schema/index';
import { signDownloadLink } from '../media/serve';
import { productDownload } from '../catalog/catalog';
import { isOverseasServicePartner } from '../accounts/checks';

/** Most numbers one certificate or SN check may ask for. */
export const MAX_LOOKUP_NUMBERS = 50;

/** Certificates: English and Chinese (full-width) commas. SNs: English commas only. */
const CERTIFICATE_SEPARATORS = /[,，]/;
const SN_SEPARATORS = /,/;

/**
 * The numbers of a lookup: split at the separators, trimmed, empty ones dropped, upper-cased
 * (numbers are stored that way) and each kept once, in the order given.
 */
export function splitNumbers(text: string, separators: RegExp): string[] {
  const seen = new Set<string>();
  for (const part of text.split(separators)) {
    const number = part.trim().toUpperCase();
    if (number) seen.add(number);
  }
  return [...seen];
}

/** The rows found for the numbers asked, in the order asked, and the numbers that matched none. */
function inOrderAsked<R>(numbers: string[], rows: R[], numberOf: (row: R) => string) {
  const byNumber = new Map(rows.map((row) => [numberOf(row), row]));
  return {
    found: numbers.map((number) => byNumber.get(number)).filter((row) => row !== undefined),
    unmatched: numbers.filter((number) => !byNumber.has(number)),
  };
}

/**
 * The address of a product download, signed for a short while; `notFound` for no such file, or
 * the session code a file for logged-in users answers a caller without a valid token.
 */
export async function downloadLink(
  db: Db,
  id: number,
  token: string | undefined,
  now: Date,
): Promise<{ url: string } | 'notFound' | { session: SessionCode }> {
  const file = await productDownload(db, id);
  if (!file) return 'notFound';
  if (file.needLogin) {
    const auth = await authenticate(db, token, now);
    if (!auth.ok) return { session: auth.code };
  }
  return { url: signDownloadLink(file.url, now) };
}

/** Why a lookup was refused before anything was looked up. */
export type LookupRefusal = 'notAllowed' | 'numbersRequired' | 'tooManyNumbers' | 'captchaWrong';

/** What a lookup found, in the order asked, and the numbers that matched nothing. */
export interface LookupResult<T> {
  list: T[];
  unmatched: string[];
}

/**
 * A lookup of numbers: the numbers given (one to {@link MAX_LOOKUP_NUMBERS}), then the captcha,
 * then the rows, in the order asked.
 */
async function lookUp<R, T>(
  db: Db,
  form: CaptchaAnswer,
  numbers: string[],
  now: Date,
  find: (numbers: string[]) => Promise<R[]>,
  numberOf: (row: R) => string,
  itemOf: (row: R) => T,
): Promise<LookupRefusal | LookupResult<T>> {
  if (numbers.length === 0) return 'numbersRequired';
  if (numbers.length > MAX_LOOKUP_NUMBERS) return 'tooManyNumbers';
  if (!(await verifyCaptcha(db, form, now))) return 'captchaWrong';
  const { found, unmatched } = inOrderAsked(numbers, await find(numbers), numberOf);
  return { list: found.map(itemOf), unmatched };
}

/** The certificate check (certificate numbers split at commas, Chinese ones too). */
export function verifyCertificates(db: Db, form: CertificateVerifyForm, now: Date) {
  const numbers = splitNumbers(form.number, CERTIFICATE_SEPARATORS);
  return lookUp(
    db,
    form,
    numbers,
    now,
    (asked) => db.select().from(certificates).where(inArray(certificates.number, asked)),
    (row) => row.number,
    (row) => ({
      number: row.number,
      name: row.holderName,
      issue_time: row.issueDate,
      valid_until: row.validUntil,
      file: row.file,
    }),
  );
}

/** The SN check: overseas service partners only, then the SNs given, the captcha, the lookup. */
export function checkSerialNumbers(db: Db, user: UserRow, form: SnCheckForm, now: Date) {
  if (!isOverseasServicePartner(user)) return Promise.resolve('notAllowed' as const);
  const numbers = splitNumbers(form.sn, SN_SEPARATORS);
  return lookUp(
    db,
    form,
    numbers,
    now,
    (asked) => db.select().from(serialNumbers).where(inArray(serialNumbers.sn, asked)),
    (row) => row.sn,
    (row) => ({ sn: row.sn, model: row.model, start_date: row.startDate, end_date: row.endDate }),
  );
}
