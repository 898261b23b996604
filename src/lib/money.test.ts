import { describe, expect, it } from 'vitest';
import { fromCents, sumCents, toCents } from './money';

describe('money in cents', () => {
  it('adds amounts to the cent, where floats would drift', () => {
    const lines = [{ price: 0.1 }, { price: 0.2 }];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(sumCents(lines, (line) => line.price))).toBe(0.3);
  });

  it('multiplies unit prices by whole quantities', () => {
    const lines = [
      { price: 1150.5, quantity: 3 },
      { price: 49.99, quantity: 12 },
    ];
    expect(
      sumCents(
        lines,
        (line) => line.price,
        (line) => line.quantity,
      ),
    ).toBe(345150 + 59988);
    expect(toCents(1234554654.33)).toBe(123455465433);
  });
});
