import { describe, expect, it } from 'vitest';
import {
  changeProblems,
  formOf,
  valuesOfContent,
  withoutLine,
  type QuotationChangeValues,
} from './quotation-change-rules';

const values: QuotationChangeValues = {
  id: 7,
  code: 'QT20261128000007',
  remark: ' Harbour ',
  lines: [
    { goods_id: 1, main_goods_id: null, model: 'S5750E', quantity: '2', sale_price: '' },
    { goods_id: 5, main_goods_id: 1, model: 'SFP-10G', quantity: '4', sale_price: '49.5' },
    { goods_id: 2, main_goods_id: null, model: 'S4600', quantity: '1', sale_price: '99,95' },
  ],
};

describe('the change form of a quotation', () => {
  it('removes a main product with its accessories, and an accessory alone', () => {
    expect(withoutLine(values.lines, 0).map((line) => line.model)).toEqual(['S4600']);
    expect(withoutLine(values.lines, 1).map((line) => line.model)).toEqual(['S5750E', 'S4600']);
  });

  it('sends whole quantities, typed sale prices and the trimmed remark; empty prices are left out', () => {
    expect(formOf(values)).toEqual({
      id: 7,
      currency: 'USD',
      remark: 'Harbour',
      items: [
        { goods_id: 1, quantity: 2 },
        { goods_id: 5, main_goods_id: 1, quantity: 4, sale_price: 49.5 },
        { goods_id: 2, quantity: 1, sale_price: 99.95 },
      ],
    });
  });

  it('says what the server would refuse, by line', () => {
    expect(changeProblems(values, 200)).toEqual({});
    const lines = values.lines.map((line, i) =>
      i === 0 ? { ...line, quantity: '0' } : i === 1 ? { ...line, quantity: '1.5' } : line,
    );
    expect(changeProblems({ ...values, lines }, 200)).toEqual({
      'quantity-0': { rule: 'tooSmall', min: 1 },
      'quantity-1': { rule: 'notValid' },
    });
    const priced = values.lines.map((line) => ({ ...line, sale_price: '12.345' }));
    expect(Object.keys(changeProblems({ ...values, lines: priced }, 200))).toEqual([
      'sale-0',
      'sale-1',
      'sale-2',
    ]);
    expect(changeProblems({ ...values, lines: [] }, 200)).toEqual({
      lines: { rule: 'addProduct' },
    });
    expect(changeProblems({ ...values, remark: 'x'.repeat(201) }, 200)).toEqual({
      remark: { rule: 'tooLong', max: 200 },
    });
    const many = values.lines.map((line) => ({ ...line, quantity: '100000' }));
    expect(changeProblems({ ...values, lines: many }, 200)['quantity-2']).toEqual({
      rule: 'tooBig',
      max: 99_999,
    });
  });

  it('reads a draft leniently, and not at all when it names no quotation', () => {
    expect(valuesOfContent({ id: 7, lines: [{ goods_id: 1, quantity: 3 }] })).toEqual({
      id: 7,
      code: '',
      remark: '',
      lines: [{ goods_id: 1, main_goods_id: null, model: '', quantity: '3', sale_price: '' }],
    });
    expect(valuesOfContent({ project_name: 'Campus' })).toBeNull();
  });
});
