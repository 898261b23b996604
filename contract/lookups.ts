import { z } from 'zod';
import {
  c,
  CaptchaAnswerSchema,
  DateSchema,
  envelope,
  IdFormSchema,
  PUBLIC_ACCESS,
  TOKEN_ONLY,
  UrlSchema,
} from './common';

/** Where the file may be fetched; refused with `code: 0` (or a session code) when not allowed. */
export const DownloadLinkSchema = z.object({ url: UrlSchema });

/**
 * The certificate check: one number or several separated by commas, with the captcha answer.
 */
export const CertificateVerifyFormSchema = CaptchaAnswerSchema.extend({
  number: z.string().trim().min(1),
});
export type CertificateVerifyForm = z.infer<typeof CertificateVerifyFormSchema>;

/** A certificate found by the check. */
export const CertificateSchema = z.object({
  number: z.string(),
  /** The holder's name. */
  name: z.string(),
  issue_time: DateSchema,
  /** The last day the certificate is valid. */
  valid_until: DateSchema,
  /** The original certificate (image or PDF). */
  file: UrlSchema,
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** The certificates found, and the numbers asked for that matched none. */
export const CertificateVerifyResultSchema = z.object({
  list: z.array(CertificateSchema),
  unmatched: z.array(z.string()),
});
export type CertificateVerifyResult = z.infer<typeof CertificateVerifyResultSchema>;

/**
 * The serial-number check: one SN or several separated by English commas, with the captcha
 * answer. Only overseas local after-sales service partners may run it: it needs a token, and
 * others are refused with `code: 0`.
 */
export const SnCheckFormSchema = CaptchaAnswerSchema.extend({
  sn: z.string().trim().min(1),
});
export type SnCheckForm = z.infer<typeof SnCheckFormSchema>;

/** The warranty record of one serial number. */
export const SnRecordSchema = z.object({
  sn: z.string(),
  model: z.string(),
  start_date: DateSchema,
  end_date: DateSchema,
});
export type SnRecord = z.infer<typeof SnRecordSchema>;

/** The records found, and the serial numbers that matched none ('Unmatched SN:'). */
export const SnCheckResultSchema = z.object({
  list: z.array(SnRecordSchema),
  unmatched: z.array(z.string()),
});
export type SnCheckResult = z.infer<typeof SnCheckResultSchema>;

/** The lookups a visitor runs: may a product file be downloaded, certificates, serial numbers. */
export const lookupsContract = c.router(
  {
    checkDownload: {
      method: 'POST',
      path: '/checkdownload',
      body: IdFormSchema,
      responses: { 200: envelope(DownloadLinkSchema) },
      summary: 'Whether the caller may download a product file, and its address',
    },
    verifyCertificate: {
      method: 'POST',
      path: '/certificate/verify',
      body: CertificateVerifyFormSchema,
      responses: { 200: envelope(CertificateVerifyResultSchema) },
      summary: 'Look up certificates by number (comma-separated), with a captcha',
    },
    checkSn: {
      method: 'POST',
      path: '/sn/check',
      body: SnCheckFormSchema,
      responses: { 200: envelope(SnCheckResultSchema) },
      summary:
        'Warranty records by serial number (comma-separated), with a captcha; overseas service partners only',
      metadata: TOKEN_ONLY.metadata,
    },
  },
  PUBLIC_ACCESS,
);
