/**
 * Sums of money in whole cents. The contract writes amounts as decimal numbers with at most two
 * decimals; adding them as binary floats drifts (0.1 + 0.2), so totals are made in cents and
 * turned back into a number only to be formatted.
 */

/** An amount of the contract in whole cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents as the amount the formatters take. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** The sum of `price × quantity` over lines, in cents. */
export function sumCents<T>(
  lines: readonly T[],
  amountOf: (line: T) => number,
  quantityOf: (line: T) => number = () => 1,
): number {
  return lines.reduce((sum, line) => sum + toCents(amountOf(line)) * quantityOf(line), 0);
}

/** A typed amount: digits, a point or comma and at most two decimals. */
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
/** The largest price a line takes, as the server takes sale and application prices. */
export const MAX_LINE_PRICE = 10_000_000;

/** A typed amount as a number; NaN when it is not one. */
export function typedAmount(typed: string | undefined): number {
  const value = (typed ?? '').trim();
  return AMOUNT.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/**
 * What is wrong with a typed price: nothing, or that it is missing, no amount, not above 0
 * (when `positive`) or above {@link MAX_LINE_PRICE}.
 */
export function priceProblem(
  typed: string | undefined,
  positive: boolean,
):
  | { rule: 'required' | 'notValid' }
  | { rule: 'tooSmall'; min: number }
  | { rule: 'tooBig'; max: number }
  | null {
  const value = (typed ?? '').trim();
  const price = typedAmount(value);
  if (value === '') return { rule: 'required' };
  if (Number.isNaN(price)) return { rule: 'notValid' };
  if (positive && price <= 0) return { rule: 'tooSmall', min: 0.01 };
  if (price > MAX_LINE_PRICE) return { rule: 'tooBig', max: MAX_LINE_PRICE };
  return null;
}
