import { inArray } from 'drizzle-orm';
import type { CertificateVerifyForm, SnCheckForm } from '../../contract/lookups';
import type { LangCode } from '../../i18n/languages';
import { authenticate, sessionFailure, type UserRow } from '../plugins/auth';
import { verifyCaptcha } from './captcha';
import type { Db } from '../db/client';
import { certificates, serialNumbers } from '../db/schema/index';
import { signDownloadLink } from '../media/serve';
import { messages } from '../messages';
import { fail, notFound, ok } from '../reply';
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
 * The address of a product download, signed for a short while. Files for logged-in users
 * only answer the session code to a caller without a valid token.
 */
export async function downloadLink(
  db: Db,
  lang: LangCode,
  id: number,
  token: string | undefined,
  now: Date,
) {
  const file = await productDownload(db, id);
  if (!file) return notFound(lang);
  if (file.needLogin) {
    const auth = await authenticate(db, token, now);
    if (!auth.ok) return sessionFailure(auth.code, lang);
  }
  return ok(lang, { url: signDownloadLink(file.url, now) });
}

/** The certificate check: the numbers given, then the captcha, then the lookup. */
export async function verifyCertificates(
  db: Db,
  lang: LangCode,
  form: CertificateVerifyForm,
  now: Date,
) {
  const msg = messages(lang);
  const numbers = splitNumbers(form.number, CERTIFICATE_SEPARATORS);
  if (numbers.length === 0) return fail(msg.certificateNumberRequired());
  if (numbers.length > MAX_LOOKUP_NUMBERS) {
    return fail(msg.tooManyNumbers({ max: MAX_LOOKUP_NUMBERS }));
  }
  if (!(await verifyCaptcha(db, form, now))) return fail(msg.captchaWrong());
  const rows = await db.select().from(certificates).where(inArray(certificates.number, numbers));
  const { found, unmatched } = inOrderAsked(numbers, rows, (row) => row.number);
  const list = found.map((row) => ({
    number: row.number,
    name: row.holderName,
    issue_time: row.issueDate,
    valid_until: row.validUntil,
    file: row.file,
  }));
  const answer =
    list.length === 0
      ? msg.certificateNotFound()
      : unmatched.length > 0
        ? msg.certificatesUnmatched({ numbers: unmatched.join(', ') })
        : undefined;
  return ok(lang, { list, unmatched }, answer);
}

/** The SN check: overseas service partners only, then the SNs given, the captcha, the lookup. */
export async function checkSerialNumbers(
  db: Db,
  lang: LangCode,
  user: UserRow,
  form: SnCheckForm,
  now: Date,
) {
  const msg = messages(lang);
  if (!isOverseasServicePartner(user)) return fail(msg.snNotAllowed());
  const sns = splitNumbers(form.sn, SN_SEPARATORS);
  if (sns.length === 0) return fail(msg.snRequired());
  if (sns.length > MAX_LOOKUP_NUMBERS) return fail(msg.tooManyNumbers({ max: MAX_LOOKUP_NUMBERS }));
  if (!(await verifyCaptcha(db, form, now))) return fail(msg.captchaWrong());
  const rows = await db.select().from(serialNumbers).where(inArray(serialNumbers.sn, sns));
  const { found, unmatched } = inOrderAsked(sns, rows, (row) => row.sn);
  const list = found.map((row) => ({
    sn: row.sn,
    model: row.model,
    start_date: row.startDate,
    end_date: row.endDate,
  }));
  const answer =
    list.length === 0
      ? msg.snNotFound()
      : unmatched.length > 0
        ? msg.snUnmatched({ sns: unmatched.join(', ') })
        : undefined;
  return ok(lang, { list, unmatched }, answer);
}
