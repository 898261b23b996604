/**
 * Numbers and dates as the documents print them, in the reader's language: amounts with two
 * decimals and the language's separators, days written out. Digits are always 0–9, as business
 * documents across the portal's markets print them.
 */
import { isolate } from '../../i18n/bidi';
import { languageOf, type LangCode } from '../../i18n/languages';

const amounts = new Map<string, Intl.NumberFormat>();
const quantities = new Map<string, Intl.NumberFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

function localeOf(lang: LangCode): string {
  return `${languageOf(lang).tag}-u-nu-latn`;
}

function cached<T>(map: Map<string, T>, lang: LangCode, make: (locale: string) => T): T {
  let found = map.get(lang);
  if (!found) {
    found = make(localeOf(lang));
    map.set(lang, found);
  }
  return found;
}

/** Cents as an amount: 123456 → "1,234.56" (en), "1 234,56" (fr). Exact: no binary fraction. */
export function formatAmount(cents: number, lang: LangCode): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  const decimal = `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  const format = cached(
    amounts,
    lang,
    (locale) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  // A decimal string is formatted exactly (Intl.NumberFormat v3).
  return format.format(decimal as unknown as number);
}

/** A count or a measure, with up to three decimals. */
export function formatNumber(value: number, lang: LangCode): string {
  return cached(
    quantities,
    lang,
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
  ).format(value);
}

/** A calendar day (`YYYY-MM-DD` or an instant) written out: "21 November 2026", "2026년 11월 21일". */
export function formatDay(day: string | Date, lang: LangCode): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return cached(
    days,
    lang,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/**
 * "Label: value" in `lang`. In a right-to-left language the value is set apart in an isolate
 * (i18n/bidi.ts), as a translation's parameters are: "البائع: DCN Networks Co., Ltd." keeps the
 * name's final point after "Ltd" instead of the line moving it before "DCN".
 */
export function labelled(label: string, value: string, lang: LangCode): string {
  return `${label}: ${languageOf(lang).dir === 'rtl' ? isolate(value) : value}`;
}
