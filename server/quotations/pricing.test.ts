import { describe, expect, it } from 'vitest';
import { packingList } from './packing-list';
import {
  centsOfDecimal,
  centsOfMoney,
  discountOf,
  moneyOf,
  priceLine,
  quoteTotals,
  validUntil,
} from './pricing';

describe('the quote terms', () => {
  it('add 17% VAT of the whole PO value below $4,000.00 and none from $4,000.00 on', () => {
    expect(quoteTotals(399_999)).toEqual({
      poCents: 399_999,
      taxRate: 17,
      taxCents: 68_000,
      amountCents: 467_999,
    });
    expect(quoteTotals(400_000)).toEqual({
      poCents: 400_000,
      taxRate: 0,
      taxCents: 0,
      amountCents: 400_000,
    });
    expect(quoteTotals(400_001)).toEqual({
      poCents: 400_001,
      taxRate: 0,
      taxCents: 0,
      amountCents: 400_001,
    });
  });

  it('hold for 30 days from the change', () => {
    expect(validUntil(new Date(Date.UTC(2026, 10, 21, 9)))).toBe('2026-12-21');
  });
});

describe('line prices', () => {
  it('take the partner discount off the list price in whole cents, half up', () => {
    expect(priceLine(115_000, 3, 38)).toEqual({
      gplCents: 115_000,
      marketCents: 103_500,
      discountCents: 71_300,
      saleCents: 103_500,
      subtotalCents: 213_900,
    });
    expect(priceLine(1990, 1, 35).discountCents).toBe(1294);
    expect(priceLine(1999, 1, 35).discountCents).toBe(1299);
    expect(priceLine(1999, 2, 35, 2500)).toMatchObject({ saleCents: 2500, subtotalCents: 2598 });
  });

  it('give each partner type its own discount and none without one', () => {
    expect(discountOf('DC-ADP')).toBe(38);
    expect(discountOf('DC-DEE')).toBe(10);
    expect(discountOf(null)).toBe(0);
    expect(discountOf('toString')).toBe(0);
  });

  it('read and write money exactly', () => {
    expect(centsOfDecimal('1150.00')).toBe(115_000);
    expect(centsOfDecimal('0.1')).toBe(10);
    expect(moneyOf(467_999)).toBe(4679.99);
    expect(moneyOf(5)).toBe(0.05);
    expect(centsOfMoney(0.1 + 0.2)).toBe(30);
    expect(centsOfMoney(19.99)).toBe(1999);
    expect(centsOfMoney(1.005)).toBeNull();
    expect(centsOfMoney(1e12)).toBeNull();
  });
});

describe('the packing list', () => {
  const boxA = {
    model: 'A',
    description: 'Access point',
    packQuantity: 5,
    packGrossGrams: 4200,
    unitNetGrams: 600,
    packLengthMm: 500,
    packWidthMm: 340,
    packHeightMm: 280,
  };
  const boxB = {
    model: 'B',
    description: 'Switch',
    quantity: 3,
    packQuantity: 1,
    packGrossGrams: 3600,
    unitNetGrams: 2400,
    packLengthMm: 520,
    packWidthMm: 360,
    packHeightMm: 120,
  };

  it('adds up to the totals worked out by hand', () => {
    // A: 7 units, 5 a package → 2 packages; 2 × 4.2 kg gross, 7 × 0.6 kg net,
    //    2 × 0.5 × 0.34 × 0.28 m³ = 0.0952 m³ (4 + 3 of the same goods on two lines).
    // B: 3 packages; 10.8 kg gross, 7.2 kg net, 3 × 0.52 × 0.36 × 0.12 = 0.067392 m³.
    const list = packingList([{ ...boxA, quantity: 4 }, boxB, { ...boxA, quantity: 3 }]);
    expect(list.rows).toEqual([
      {
        item: 'A',
        goods_description: 'Access point',
        total_quantity: 7,
        quantity_per_package: 5,
        packages: 2,
        gross_weight: 8.4,
        net_weight: 4.2,
        length: 50,
        width: 34,
        height: 28,
        volume: 0.0952,
      },
      {
        item: 'B',
        goods_description: 'Switch',
        total_quantity: 3,
        quantity_per_package: 1,
        packages: 3,
        gross_weight: 10.8,
        net_weight: 7.2,
        length: 52,
        width: 36,
        height: 12,
        volume: 0.0674,
      },
    ]);
    // 0.0952 + 0.067392 = 0.162592 m³; 8.4 + 10.8 = 19.2 kg; 4.2 + 7.2 = 11.4 kg.
    expect(list.totals).toEqual({
      total_quantity: 10,
      packages: 5,
      gross_weight: 19.2,
      net_weight: 11.4,
      volume: 0.1626,
    });
  });

  it('is empty for no lines', () => {
    expect(packingList([]).totals).toEqual({
      total_quantity: 0,
      packages: 0,
      gross_weight: 0,
      net_weight: 0,
      volume: 0,
    });
  });
});
