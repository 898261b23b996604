import { languageOf } from '../../i18n/languages';

/** Splits the backend's `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` into a date without time zone shifts. */
function toDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
}

/** A backend date (or date and time) as a date in the user's language; unknown shapes pass as they are. */
export function formatDate(value: string, lang: string): string {
  const date = toDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(languageOf(lang).tag, { dateStyle: 'medium' }).format(date);
}

/** A whole number in the user's language. */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(languageOf(lang).tag).format(value);
}

/** A file size in the user's language (B, kB, MB). */
export function formatFileSize(bytes: number, lang: string): string {
  const tag = languageOf(lang).tag;
  if (bytes < 1024)
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'byte' }).format(bytes);
  if (bytes < 1024 * 1024) {
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(bytes / 1024);
  }
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/** Money in US dollars (GPL prices) in the user's language. */
export function formatUsd(value: number, lang: string): string {
  return formatMoney(value, 'USD', lang);
}

/**
 * Money in a quotation's currency (an ISO 4217 code) in the user's language. In a right-to-left
 * language the amount is isolated left to right (LRI … PDI): set in an Arabic sentence, the
 * symbol after the figure ("2,968.99 US$") would otherwise be mirrored to "$US".
 */
export function formatMoney(value: number, currency: string, lang: string): string {
  const language = languageOf(lang);
  const text = new Intl.NumberFormat(language.tag, { style: 'currency', currency }).format(value);
  return language.dir === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** A backend date and time as date and time in the user's language. */
export function formatDateTime(value: string, lang: string): string {
  const date = toDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(languageOf(lang).tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A measurement (kg, cm, cubic metres) with at most `digits` decimals, in the user's language. */
export function formatDecimal(value: number, lang: string, digits: number): string {
  return new Intl.NumberFormat(languageOf(lang).tag, { maximumFractionDigits: digits }).format(
    value,
  );
}

/** A percentage given in percent (17 → "17%") in the user's language. */
export function formatPercent(value: number, lang: string): string {
  return new Intl.NumberFormat(languageOf(lang).tag, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}
