import type { CartItem } from '../../../contract/cart';
import type { QuotationFormItem } from '../../../contract/quotations';

/** Why the ticked lines cannot make a quotation, worded by the view. */
export type QuotationProblem =
  /** 'Please check product': nothing is ticked. */
  | 'checkProduct'
  /** 'Please select main product': an accessory is ticked without its main product. */
  | 'selectMain';

/** The accessory lines of a main line. */
export function accessoriesOf(lines: readonly CartItem[], mainId: number): CartItem[] {
  return lines.filter((line) => line.main_id === mainId);
}

/**
 * The selection after a box is ticked or cleared: a main line takes its accessories with it
 * either way; an accessory is ticked or cleared on its own.
 */
export function toggleLine(
  lines: readonly CartItem[],
  selected: ReadonlySet<number>,
  line: CartItem,
  on: boolean,
): Set<number> {
  const next = new Set(selected);
  const ids =
    line.main_id === null
      ? [line.id, ...accessoriesOf(lines, line.id).map((a) => a.id)]
      : [line.id];
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selection without the lines the cart no longer has. */
export function keepExisting(
  lines: readonly CartItem[],
  selected: ReadonlySet<number>,
): Set<number> {
  return new Set(lines.filter((line) => selected.has(line.id)).map((line) => line.id));
}

/**
 * The lines of the quotation the ticked cart lines make, each accessory naming its main
 * product's goods; or why they cannot make one.
 */
export function quotationItems(
  lines: readonly CartItem[],
  selected: ReadonlySet<number>,
): QuotationFormItem[] | QuotationProblem {
  const ticked = lines.filter((line) => selected.has(line.id));
  if (ticked.length === 0) return 'checkProduct';
  const items: QuotationFormItem[] = [];
  for (const line of ticked) {
    if (line.main_id === null) {
      items.push({ goods_id: line.goods_id, quantity: line.quantity });
      continue;
    }
    const main = lines.find((other) => other.id === line.main_id);
    if (!main || !selected.has(main.id)) return 'selectMain';
    items.push({ goods_id: line.goods_id, main_goods_id: main.goods_id, quantity: line.quantity });
  }
  return items;
}
