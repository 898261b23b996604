import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './page-items';

const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('page numbers', () => {
  it('lists every page when they fit', () => {
    expect(show(pageItems(1, 5, 7))).toBe('1 2 3 4 5');
    expect(show(pageItems(3, 7, 7))).toBe('1 2 3 4 5 6 7');
    expect(pageItems(1, 0, 7)).toEqual([]);
  });

  it('keeps seven slots on wide screens: first, last and the pages around the current one', () => {
    expect(show(pageItems(1, 20, 7))).toBe('1 2 3 4 5 6 … 20');
    expect(show(pageItems(10, 20, 7))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageItems(20, 20, 7))).toBe('1 … 15 16 17 18 19 20');
  });

  it('keeps five slots on narrow screens', () => {
    expect(show(pageItems(1, 20, 5))).toBe('1 2 3 4 … 20');
    expect(show(pageItems(10, 20, 5))).toBe('1 … 9 10 11 … 20');
    expect(show(pageItems(20, 20, 5))).toBe('1 … 17 18 19 20');
  });

  it('always shows the current page', () => {
    for (const slots of [5, 7]) {
      for (let current = 1; current <= 30; current++) {
        const pages = pageItems(current, 30, slots).flatMap((item) =>
          item.kind === 'page' ? [item.page] : [],
        );
        expect(pages).toContain(current);
        expect(pages.length).toBe(slots);
      }
    }
  });
});
