import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsd } from './intl';

describe('money in the reader’s language', () => {
  it('is written as the language writes it', () => {
    expect(formatUsd(2968.99, 'en')).toBe('$2,968.99');
    expect(formatMoney(1500, 'EUR', 'fra')).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(1500),
    );
    expect(formatMoney(1500, 'EUR', 'fra')).toMatch(/^1\s500,00\s€$/u);
  });

  it('keeps its figure and symbol in order inside an Arabic sentence', () => {
    const shown = formatUsd(2968.99, 'ara');
    expect(shown.startsWith('\u2066')).toBe(true);
    expect(shown.endsWith('\u2069')).toBe(true);
    expect(shown.slice(1, -1)).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(2968.99),
    );
  });
});
