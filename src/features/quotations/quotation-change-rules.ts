import { z } from 'zod';
import { MAX_CART_QUANTITY } from '../../../contract/cart';
import type { DraftContent } from '../../../contract/drafts';
import type { QuotationDetail, QuotationForm } from '../../../contract/quotations';
import type { RuleProblem } from '../../lib/form-rules';
import { priceProblem, typedAmount } from '../../lib/money';

/** One line of the change form: its goods, and the quantity and sale price as typed. */
export interface ChangeLine {
  goods_id: number;
  /** The main product's goods id when the line is one of its accessories. */
  main_goods_id: number | null;
  model: string;
  quantity: string;
  sale_price: string;
}

/** The change form of one quotation, as typed. */
export interface QuotationChangeValues {
  /** The quotation changed. */
  id: number;
  /** Its number, for the drafts box and the headings. */
  code: string;
  remark: string;
  lines: ChangeLine[];
}

/** A problem of the form: a line's quantity or sale price, the remark, or no line left. */
export type ChangeField = `quantity-${number}` | `sale-${number}` | 'remark' | 'lines';
export type ChangeProblem = RuleProblem | { rule: 'addProduct' };

/** Where the change of quotation `id` is made. */
export function quotationChangePath(id: number): string {
  return `/personal/quotation/change?id=${id}`;
}

/** Why a quotation cannot be changed now, or null when it can. */
export function unchangeable(quotation: QuotationDetail): 'inProject' | 'hasOrder' | null {
  if (quotation.order_id !== null) return 'hasOrder';
  if (quotation.project_id !== null) return 'inProject';
  return null;
}

/** The form as the quotation stands: its lines, quantities, sale prices and remark. */
export function valuesOfQuotation(quotation: QuotationDetail): QuotationChangeValues {
  const goodsOfItem = new Map(quotation.items.map((item) => [item.id, item.goods_id]));
  return {
    id: quotation.id,
    code: quotation.code,
    remark: quotation.remark,
    lines: quotation.items.map((item) => ({
      goods_id: item.goods_id,
      main_goods_id: item.main_id === null ? null : (goodsOfItem.get(item.main_id) ?? null),
      model: item.model,
      quantity: String(item.quantity),
      sale_price: String(item.sale_price),
    })),
  };
}

const text = z.union([z.string(), z.number()]).transform(String).catch('');

/**
 * A draft's content as the form reads it: leniently, since a draft is unfinished and may come
 * from an older form. Null when it names no quotation, which is what the form changes.
 */
const ContentSchema = z.object({
  id: z.number().int().positive(),
  code: text.default(''),
  remark: text.default(''),
  lines: z
    .array(
      z.object({
        goods_id: z.number().int().positive(),
        main_goods_id: z.number().int().positive().nullable().catch(null).default(null),
        model: text.default(''),
        quantity: text.default(''),
        sale_price: text.default(''),
      }),
    )
    .catch([])
    .default([]),
});

/** The form a draft holds, or null when it holds no quotation's change. */
export function valuesOfContent(content: DraftContent): QuotationChangeValues | null {
  const parsed = ContentSchema.safeParse(content);
  return parsed.success ? parsed.data : null;
}

/** The typed form as its draft holds it. */
export function contentOf(values: QuotationChangeValues): DraftContent {
  return { ...values, lines: values.lines.map((line) => ({ ...line })) };
}

/** The lines without the one at `index`; a main product takes its accessories with it. */
export function withoutLine(lines: readonly ChangeLine[], index: number): ChangeLine[] {
  const gone = lines[index];
  if (!gone) return [...lines];
  return lines.filter(
    (line, at) =>
      at !== index && (gone.main_goods_id !== null || line.main_goods_id !== gone.goods_id),
  );
}

/** A typed quantity as a whole number; NaN when it is not one. */
function quantityOf(typed: string): number {
  const value = typed.trim();
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * What is wrong with the typed form, as the server would refuse it: a line at least, each
 * quantity a whole number from 1 to the cart's most, each sale price an amount (empty takes
 * the list price's default), the remark within its length.
 */
export function changeProblems(
  values: QuotationChangeValues,
  remarkMax: number,
): Partial<Record<ChangeField, ChangeProblem>> {
  const problems: Partial<Record<ChangeField, ChangeProblem>> = {};
  if (values.lines.length === 0) problems.lines = { rule: 'addProduct' };
  values.lines.forEach((line, index) => {
    const quantity = quantityOf(line.quantity);
    if (line.quantity.trim() === '') problems[`quantity-${index}`] = { rule: 'required' };
    else if (Number.isNaN(quantity)) problems[`quantity-${index}`] = { rule: 'notValid' };
    else if (quantity < 1) problems[`quantity-${index}`] = { rule: 'tooSmall', min: 1 };
    else if (quantity > MAX_CART_QUANTITY) {
      problems[`quantity-${index}`] = { rule: 'tooBig', max: MAX_CART_QUANTITY };
    }
    const price = line.sale_price.trim() === '' ? null : priceProblem(line.sale_price, false);
    if (price) problems[`sale-${index}`] = price;
  });
  if (values.remark.trim().length > remarkMax) {
    problems.remark = { rule: 'tooLong', max: remarkMax };
  }
  return problems;
}

/** The request that saves the change as the quotation's next version. */
export function formOf(values: QuotationChangeValues): QuotationForm {
  const remark = values.remark.trim();
  return {
    id: values.id,
    currency: 'USD',
    ...(remark ? { remark } : {}),
    items: values.lines.map((line) => ({
      goods_id: line.goods_id,
      ...(line.main_goods_id === null ? {} : { main_goods_id: line.main_goods_id }),
      quantity: quantityOf(line.quantity),
      ...(line.sale_price.trim() === '' ? {} : { sale_price: typedAmount(line.sale_price) }),
    })),
  };
}
