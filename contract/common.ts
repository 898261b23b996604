import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  CODE_BAD_TOKEN,
  CODE_EXPIRED_TOKEN,
  CODE_FAIL,
  CODE_NO_TOKEN,
  CODE_OK,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type TextRule,
} from './values';

/** The one contract builder every domain file defines its routes with. */
export const c = initContract();

// The plain values (the base path, the answer codes, the page sizes, ...) are in a file without
// schemas, which code that must not load zod imports (docs/decisions/138-first-paint-without-zod-and-xstate.md).
export * from './values';

/** The codes of a refused answer (checked in one step, as {@link FlagSchema}). */
export const FailureCodeSchema = z.nativeEnum({
  fail: CODE_FAIL,
  noToken: CODE_NO_TOKEN,
  badToken: CODE_BAD_TOKEN,
  expiredToken: CODE_EXPIRED_TOKEN,
} as const);
export type FailureCode = z.infer<typeof FailureCodeSchema>;

/**
 * Every refused answer: `{ code: 0, msg }`, or one of the session codes.
 * Some backends send an empty `data` with a refusal; it carries nothing and is ignored.
 */
export const FailureSchema = z.object({
  code: FailureCodeSchema,
  msg: z.string(),
  data: z.unknown().optional(),
});

/** The successful envelope around `data`. */
export function okEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(CODE_OK), msg: z.string(), data });
}

/**
 * A refusal that carries something the client reads, such as `needVerify` after a failed
 * login. The `data` stays optional: a plain `{ code: 0, msg }` is still a valid refusal.
 */
export function failureEnvelope<F extends z.ZodTypeAny>(data: F) {
  return z.object({ code: FailureCodeSchema, msg: z.string(), data: data.optional() });
}

/**
 * The answer of every call: `{ code, msg, data }`. All of them travel as HTTP 200;
 * `code` carries the outcome (docs/decisions/003-envelope-and-http-status.md).
 * Give `failureData` when a refusal carries data the client reads.
 */
export function envelope<T extends z.ZodTypeAny>(
  data: T,
): z.ZodUnion<[ReturnType<typeof okEnvelope<T>>, typeof FailureSchema]>;
export function envelope<T extends z.ZodTypeAny, F extends z.ZodTypeAny>(
  data: T,
  failureData: F,
): z.ZodUnion<[ReturnType<typeof okEnvelope<T>>, ReturnType<typeof failureEnvelope<F>>]>;
export function envelope<T extends z.ZodTypeAny, F extends z.ZodTypeAny>(data: T, failureData?: F) {
  return z.union([okEnvelope(data), failureData ? failureEnvelope(failureData) : FailureSchema]);
}

/**
 * `data` of an answer that carries nothing but its `msg` (saved, deleted, sent).
 * The backend sends `null` (docs/contract.md).
 */
export const NoDataSchema = z.null();

/** A database id: a positive integer. */
/** The schema of a text field a person writes, by its rule: trimmed, at most `max` long. */
type TextSchemaOf<R extends TextRule> = R['required'] extends true
  ? z.ZodString
  : z.ZodOptional<z.ZodString>;

/**
 * The schemas of a form's text fields, made from their rules ({@link TextRule}): a required
 * field must hold something besides spaces, and none may pass its `max`.
 */
export function textFields<T extends Record<string, TextRule>>(
  rules: T,
): { [K in keyof T]: TextSchemaOf<T[K]> } {
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => {
      const text = z.string().trim().max(rule.max);
      return [key, rule.required ? text.min(1) : text.optional()];
    }),
  ) as { [K in keyof T]: TextSchemaOf<T[K]> };
}

export const IdSchema = z.number().int().positive();

/**
 * An id where the wire carries text: query strings and multipart form fields. Accepts a number
 * on the client and the string the server receives.
 */
export const WireIdSchema = z.coerce.number().int().positive();

/** Names one record in a body: the record to delete, to download or to move on. */
export const IdFormSchema = z.object({ id: IdSchema });
export type IdForm = z.infer<typeof IdFormSchema>;

/** Names one record in a query string. */
export const IdQuerySchema = z.object({ id: WireIdSchema });

/** The answer of a save: the id of the record made or changed. */
export const SavedIdSchema = z.object({ id: IdSchema });

/**
 * Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-31, leap years included) in a
 * plausible span of years: PostgreSQL has no year 0, and a date before 1900 or after 2999 is a
 * typing mistake. The one rule for every date a person enters, in the forms and on the server.
 */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2999;
}

/** Whether a day a partner enters is one on which something happened or one still planned. */
export type DayKind = 'happened' | 'planned';

/** Why a day makes no sense for what it dates. */
export const DAY_PROBLEMS = ['afterToday', 'beforeToday', 'tooFarAhead'] as const;
export type DayProblem = (typeof DAY_PROBLEMS)[number];

/** Whether a problem of a field is one of a day's. */
export function isDayProblem(problem: string): problem is DayProblem {
  return (DAY_PROBLEMS as readonly string[]).includes(problem);
}

/**
 * The kind of every day a partner enters, by its field: a payment and a registration have
 * happened; a delivery, a purchase order and an award are planned. No other field of a
 * partner's forms is a day (head office's periods have rules of their own).
 */
export const PARTNER_DAYS = {
  pay_date: 'happened',
  registration_date: 'happened',
  expected_delivery_date: 'planned',
  estimated_po_date: 'planned',
  predicted_awarding_date: 'planned',
} as const satisfies Record<string, DayKind>;

/** How far ahead a planned day may lie: five years (a later one is a typing mistake). */
export const PLANNED_DAYS_AHEAD = 5 * 366;

/** The calendar day of a moment, `YYYY-MM-DD`: in UTC, or in the local time zone. */
export function dayOf(moment: Date, zone: 'utc' | 'local' = 'utc'): string {
  if (zone === 'utc') return moment.toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * What is wrong with a day a partner enters, judged against `today` (both calendar days): a day
 * something happened is not after today; a day something is planned for is neither before today
 * nor more than five years ahead. How long ago something happened is the partner's to say: a
 * payment may precede the order the portal records. `graceDays` widens both
 * ends: the server, which knows today only in UTC, allows one day for the time zones of the
 * people it serves, while a form judges by its own calendar.
 */
export function dayProblem(
  kind: DayKind,
  day: string,
  today: string,
  graceDays = 0,
): DayProblem | null {
  const ahead = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (kind === 'happened') return ahead > graceDays ? 'afterToday' : null;
  if (ahead < -graceDays) return 'beforeToday';
  if (ahead > PLANNED_DAYS_AHEAD + graceDays) return 'tooFarAhead';
  return null;
}

/** Whether `field` is a day a partner enters, judged by {@link dayProblem}. */
export function isPartnerDay(field: string): field is keyof typeof PARTNER_DAYS {
  return Object.hasOwn(PARTNER_DAYS, field);
}

/**
 * The problems of the days a partner entered in a form or a request body (`PARTNER_DAYS`), in
 * the order of its fields, judged against `today` with `graceDays` ({@link dayProblem}). A value
 * that is no calendar day is left to the schema's own check.
 */
export function partnerDayProblems(
  values: unknown,
  today: string,
  graceDays = 0,
): { field: keyof typeof PARTNER_DAYS; problem: DayProblem }[] {
  if (typeof values !== 'object' || values === null) return [];
  return Object.entries(values).flatMap(([field, value]) => {
    if (!isPartnerDay(field) || typeof value !== 'string' || !isCalendarDay(value)) return [];
    const problem = dayProblem(PARTNER_DAYS[field], value, today, graceDays);
    return problem ? [{ field, problem }] : [];
  });
}

/**
 * A calendar date as the backend writes it, `YYYY-MM-DD`, and one the calendar has
 * ({@link isCalendarDay}); the pattern is what OpenAPI shows.
 */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Expected a date as YYYY-MM-DD');

/** A moment as the backend writes it: `YYYY-MM-DD HH:mm:ss`, in the backend's time zone. */
export const DateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Expected a time as YYYY-MM-DD HH:mm:ss');

/** An e-mail address; the portal uses it as the user name. */
export const EmailSchema = z.string().trim().email();

/**
 * The longest search keyword a list takes: more than any name it could match, and a bound on
 * what one search costs the database and the kept answers.
 */
export const KEYWORD_MAX = 200;
/** A list's optional search keyword (matched as a part of names, codes or addresses). */
export const KeywordSchema = z.string().trim().max(KEYWORD_MAX).optional();

/** A link to a file or page the backend serves (absolute URL or a path on the API host). */
export const UrlSchema = z.string();

/** Money in US dollars or the quotation's currency, as a number with at most two decimals. */
export const MoneySchema = z.number().nonnegative();

/** A yes/no flag as the backend stores it: `0` or `1`. */
export const FlagSchema = z.nativeEnum({ no: 0, yes: 1 } as const);
export type Flag = z.infer<typeof FlagSchema>;

/** A yes/no flag where the wire carries text (query strings, multipart fields). */
export const WireFlagSchema = z.coerce.number().int().min(0).max(1);

/**
 * A date range filter of a list. A query object, so it travels as `name[begin]` and `name[end]`
 * (docs/contract.md).
 */
export const DateRangeQuerySchema = z.object({
  begin: DateSchema.optional(),
  end: DateSchema.optional(),
});

function pageSize(size: z.ZodNumber) {
  return size
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `Expected one of ${PAGE_SIZES.join(', ')}`,
    })
    .describe(`Rows per page: one of ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE);
}

/**
 * Paging of a list call in the query string (or a form-encoded body, where numbers are text):
 * `page` from 1, `limit` one of {@link PAGE_SIZES}.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: pageSize(z.coerce.number()),
});
export type PageQuery = z.input<typeof PageQuerySchema>;

/** Paging of a list call with a JSON body: the same fields as {@link PageQuerySchema}. */
export const PageBodySchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: pageSize(z.number()),
});

/** One page of a list: the rows, the total count of rows, and the paging that was applied. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

/** A `{ name, url }` pair: an attachment the backend serves. */
export const FileLinkSchema = z.object({ name: z.string(), url: UrlSchema });
export type FileLink = z.infer<typeof FileLinkSchema>;

/**
 * The description every uploaded-file field carries. The OpenAPI generator turns fields with it
 * into `type: string, format: binary`.
 */
export const FILE_FIELD_DESCRIPTION = 'File (multipart part)';

/** Largest upload the backend takes: 500 kB. */
export const MAX_UPLOAD_BYTES = 500 * 1024;

/** The media types of the documents partners and head office exchange, by their usual extension. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  /** Word 97–2003: an OLE compound file, told apart from other Office files by its name. */
  doc: 'application/msword',
} as const;

/** Upload rules: allowed media types and file-name extensions (lower case, without the dot). */
export interface UploadRule {
  types: readonly string[];
  extensions: readonly string[];
  maxBytes?: number;
}

/** Word or PDF, as a signed contract must be. */
export const CONTRACT_UPLOAD: UploadRule = {
  types: [DOCUMENT_TYPES.pdf, DOCUMENT_TYPES.doc, DOCUMENT_TYPES.docx],
  extensions: ['pdf', 'doc', 'docx'],
};

/** JPEG or PDF, as a payment receipt must be. */
export const RECEIPT_UPLOAD: UploadRule = {
  types: [DOCUMENT_TYPES.jpg, DOCUMENT_TYPES.pdf],
  extensions: ['jpg', 'jpeg', 'pdf'],
};

/** An image for the avatar. */
export const IMAGE_UPLOAD: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
};

/** What the upload rules read of a file: a browser `File`, a `Blob`, or a part a server received. */
export interface UploadCandidate {
  name?: string;
  size: number;
  type: string;
}

/** The largest file a rule takes: 500 kB unless the rule says otherwise. */
export function uploadLimit(rule: UploadRule): number {
  return rule.maxBytes ?? MAX_UPLOAD_BYTES;
}

function extensionOf(file: UploadCandidate): string {
  const name = typeof file.name === 'string' ? file.name : '';
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a rule allows the kind of file: its media type or its name's extension must be listed
 * (browsers leave the type empty for some Word files). The size is checked apart.
 */
export function isAllowedUpload(rule: UploadRule, file: UploadCandidate): boolean {
  return rule.types.includes(file.type) || rule.extensions.includes(extensionOf(file));
}

/**
 * A file sent as one part of a `multipart/form-data` body: it passes when its kind is allowed
 * ({@link isAllowedUpload}) and it is no larger than the rule's {@link uploadLimit}.
 */
export function uploadFile(rule: UploadRule) {
  const maxBytes = uploadLimit(rule);
  return z
    .instanceof(Blob)
    .refine((file) => file.size <= maxBytes, {
      message: `The file is larger than ${Math.round(maxBytes / 1024)}kb`,
    })
    .refine((file) => isAllowedUpload(rule, file), {
      message: `Allowed files: ${rule.extensions.join(', ')}`,
    })
    .describe(FILE_FIELD_DESCRIPTION);
}

/** The media type of a file answer (downloads). */
export const FILE_CONTENT_TYPE = 'application/octet-stream';

/**
 * A file answer: the bytes of a download. A refused download still answers the JSON envelope
 * `{ code: 0, msg }` with HTTP 200; the client tells them apart by the `Content-Type`
 * (docs/contract.md).
 */
export const fileResponse = c.otherResponse({
  contentType: FILE_CONTENT_TYPE,
  body: c.type<Blob>(),
});

/**
 * A captcha: the image to show and the `uuid` to send back with the typed answer
 * (docs/accounts.md).
 */
export const CaptchaSchema = z.object({
  uuid: z.string().min(1),
  /** The image as a data URL (`data:image/svg+xml;base64,...` or PNG). */
  img: z.string().startsWith('data:image/'),
  /**
   * The same challenge as text in the language of the call, for people who cannot see the image
   * (its text alternative).
   */
  question: z.string().min(1),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** What a captcha-protected form sends with its fields. */
export const CaptchaAnswerSchema = z.object({
  captcha: z.string().trim().min(1),
  uuid: z.string().min(1),
});
export type CaptchaAnswer = z.infer<typeof CaptchaAnswerSchema>;

/** The partner-programme tier codes. */
export const PARTNER_TIERS = [
  'DC-DTE',
  'DC-DEE',
  'DC-ADP',
  'DC-DDP',
  'DC-APP',
  'DC-DPP',
  'DC-ASP',
  'DC-DSP',
] as const;
/** A partner-programme tier code. */
export const PartnerTierSchema = z.enum(PARTNER_TIERS);
export type PartnerTier = z.infer<typeof PartnerTierSchema>;

/** A two-letter ISO 3166 country code, as `GET /ajax/getCountries` lists them. */
export const CountryCodeSchema = z.string().length(2);

/**
 * Who may make a call, as route `metadata.access`: `public` calls work without a token (and
 * still receive it when logged in); `token` calls answer a session code without a valid one.
 */
export const ACCESS_LEVELS = ['public', 'token'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Route metadata the contract carries. */
export interface RouteMetadata {
  access: Access;
  /**
   * The permissions of a back-office call: the user needs one of them (or role 'admin', or
   * '*:*:*'), else the call is refused before it runs (docs/decisions/100-back-office-access.md).
   */
  permission?: readonly string[];
}

/** Router options of a domain whose every call needs a token. */
export const TOKEN_ONLY = { metadata: { access: 'token' } satisfies RouteMetadata } as const;
/** Router options of a domain whose calls need no token. */
export const PUBLIC_ACCESS = { metadata: { access: 'public' } satisfies RouteMetadata } as const;
