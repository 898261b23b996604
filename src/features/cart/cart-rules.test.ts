import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { keepExisting, quotationItems, toggleLine } from './cart-rules';

const line = (id: number, goodsId: number, mainId: number | null, quantity = 1): CartItem => ({
  id,
  goods_id: goodsId,
  main_id: mainId,
  model: `M${goodsId}`,
  name: `Goods ${goodsId}`,
  image: '',
  gpl_price: 10,
  quantity,
  subtotal: 10 * quantity,
});
// A switch with two accessories, and a second main product on its own.
const LINES = [line(1, 5, null, 2), line(2, 50, 1, 4), line(3, 59, 1, 2), line(4, 6, null)];

describe('the cart selection', () => {
  it('ticks and clears a main line with its accessories, an accessory on its own', () => {
    let selected = toggleLine(LINES, new Set(), LINES[0]!, true);
    expect([...selected].sort()).toEqual([1, 2, 3]);
    selected = toggleLine(LINES, selected, LINES[2]!, false);
    expect([...selected].sort()).toEqual([1, 2]);
    selected = toggleLine(LINES, selected, LINES[0]!, false);
    expect([...selected]).toEqual([]);
  });

  it('forgets lines the cart no longer has', () => {
    expect([...keepExisting(LINES.slice(0, 2), new Set([1, 2, 3, 4]))]).toEqual([1, 2]);
  });
});

describe('a quotation from the ticked lines', () => {
  it('asks for a ticked line first', () => {
    expect(quotationItems(LINES, new Set())).toBe('checkProduct');
  });

  it('refuses an accessory without its main product', () => {
    expect(quotationItems(LINES, new Set([2, 4]))).toBe('selectMain');
  });

  it('names the main product of each accessory by its goods, with the quantities', () => {
    expect(quotationItems(LINES, new Set([1, 2, 4]))).toEqual([
      { goods_id: 5, quantity: 2 },
      { goods_id: 50, main_goods_id: 5, quantity: 4 },
      { goods_id: 6, quantity: 1 },
    ]);
  });
});
