/**
 * How a quotation is priced (docs/quotations.md). Every amount is a whole
 * number of US cents; a decimal appears only where an answer is written.
 */
import type { PartnerTier } from '../../contract/common';
import { VAT_PERCENT, VAT_THRESHOLD_CENTS } from '../../contract/quotations';

export { VAT_PERCENT, VAT_THRESHOLD_CENTS };
/** How long a quotation's prices hold, in days from its last change. */
export const VALIDITY_DAYS = 30;
/** The market price: the global price list less this end-user discount, in percent. */
export const MARKET_DISCOUNT_PERCENT = 10;
/** The most a price may be, in cents (10 million dollars). */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** Each partner tier's discount off the global price list, in percent. */
export const TIER_DISCOUNTS: Readonly<Record<PartnerTier, number>> = {
  'DC-ADP': 38,
  'DC-DDP': 42,
  'DC-APP': 30,
  'DC-DPP': 35,
  'DC-ASP': 25,
  'DC-DSP': 28,
  'DC-DTE': 15,
  'DC-DEE': 10,
};

/** The discount of a partner type; accounts without one buy at the list price. */
export function discountOf(tier: string | null): number {
  return tier !== null && Object.hasOwn(TIER_DISCOUNTS, tier)
    ? TIER_DISCOUNTS[tier as PartnerTier]
    : 0;
}

/** `a / b` rounded half up, for non-negative whole numbers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** `amount` less `percent` percent, rounded half up to the cent. */
export function lessPercent(cents: number, percent: number): number {
  return divideRounded(cents * (100 - percent), 100);
}

/** A `numeric(12,2)` text from the database ('1150.00') as cents, exactly. */
export function centsOfDecimal(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount of money: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A price as a caller sent it, in cents; null when it has more than two decimals or is beyond
 * {@link MAX_PRICE_CENTS}.
 */
export function centsOfMoney(value: number): number | null {
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_PRICE_CENTS) return null;
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

/** Cents as the money number of an answer: 123456 → 1234.56. */
export function moneyOf(cents: number): number {
  return Number(`${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
}

/** Cents as text with two decimals and thousands separators: 123456 → '1,234.56'. */
export function moneyText(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The prices of one line, per unit, and its subtotal, all in cents. */
export interface LinePrices {
  gplCents: number;
  marketCents: number;
  discountCents: number;
  saleCents: number;
  subtotalCents: number;
}

/**
 * Prices one line: the partner buys at the list price less its discount (the subtotal is what
 * the partner pays for the line); the sale price is the partner's own, the market price when
 * not given.
 */
export function priceLine(
  gplCents: number,
  quantity: number,
  discountPercent: number,
  saleCents?: number,
): LinePrices {
  const discountCents = lessPercent(gplCents, discountPercent);
  const marketCents = lessPercent(gplCents, MARKET_DISCOUNT_PERCENT);
  return {
    gplCents,
    marketCents,
    discountCents,
    saleCents: saleCents ?? marketCents,
    subtotalCents: discountCents * quantity,
  };
}

/** The totals of a quotation under the quote terms. */
export interface QuoteTotals {
  poCents: number;
  taxRate: number;
  taxCents: number;
  amountCents: number;
}

/** The quote terms' tax: an order below $4,000.00 pays 17% of its whole value on top. */
export function quoteTotals(poCents: number): QuoteTotals {
  const taxRate = poCents < VAT_THRESHOLD_CENTS ? VAT_PERCENT : 0;
  const taxCents = divideRounded(poCents * taxRate, 100);
  return { poCents, taxRate, taxCents, amountCents: poCents + taxCents };
}

/**
 * A quotation priced for the partner's customer: each line at the partner's sale price, its
 * subtotal sale price × quantity, and the totals under the same terms.
 */
export function customerPricing<L extends { saleCents: number; quantity: number }>(
  lines: L[],
): { lines: (L & { customerSubtotalCents: number })[]; totals: QuoteTotals } {
  const priced = lines.map((line) => ({
    ...line,
    customerSubtotalCents: line.saleCents * line.quantity,
  }));
  return {
    lines: priced,
    totals: quoteTotals(priced.reduce((sum, line) => sum + line.customerSubtotalCents, 0)),
  };
}

/** The day a quotation changed on `now` stays valid until, as `YYYY-MM-DD` (UTC). */
export function validUntil(now: Date): string {
  const day = new Date(now.getTime() + VALIDITY_DAYS * 86_400_000);
  return day.toISOString().slice(0, 10);
}
