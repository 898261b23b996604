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
