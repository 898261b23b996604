/**
 * A quotation's lines: those of a form, checked against the catalogue's accessory rules and
 * priced (docs/quotations.md), and those stored, read back in order. Used for quotations and
 * for what is made from them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '../../contract/cart';
import type { QuotationFormItem } from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { goods, goodsAccessories, quotationItems } from '../db/schema/index';
import { isDbId, localized } from '../listing';
import type { PackingInput } from './packing-list';
import { centsOfDecimal, centsOfMoney, priceLine, type LinePrices } from './pricing';

/** The most of one goods item a quotation line holds. */
export const MAX_LINE_QUANTITY = MAX_CART_QUANTITY;

/** Why a quotation form cannot be priced; `model` names the line of a bad sale price. */
export type LineRefusal =
  | { why: 'addProduct' | 'selectMainProduct' | 'deleteMainFirst' | 'checkProduct' | 'tooMany' }
  | { why: 'salePrice'; model: string };

/** A priced line, main products first, each followed by its accessories. */
export interface PricedLine extends LinePrices {
  goodsId: number;
  model: string;
  /** The goods id of the main product when this line is an accessory. */
  mainGoodsId: number | null;
  quantity: number;
}

/** Lines in the configurator's order: each main product followed by its accessories. */
function ordered(items: QuotationFormItem[]): QuotationFormItem[] {
  const mains = items.filter((item) => item.main_goods_id === undefined);
  return mains.flatMap((main) => [
    main,
    ...items.filter((item) => item.main_goods_id === main.goods_id),
  ]);
}

/** The structural rules: main products once each, accessories under a main product, once. */
function structureRefusal(items: QuotationFormItem[]): LineRefusal | null {
  if (items.length === 0) return { why: 'addProduct' };
  const ids = items.flatMap((item) => [item.goods_id, item.main_goods_id ?? 1]);
  if (!ids.every(isDbId)) return { why: 'checkProduct' };
  if (items.some((item) => item.quantity > MAX_LINE_QUANTITY)) return { why: 'tooMany' };
  const mains = items.filter((item) => item.main_goods_id === undefined).map((i) => i.goods_id);
  if (new Set(mains).size !== mains.length) return { why: 'deleteMainFirst' };
  const accessories = items.filter((item) => item.main_goods_id !== undefined);
  if (accessories.some((item) => !mains.includes(item.main_goods_id ?? 0))) {
    return { why: 'selectMainProduct' };
  }
  const pairs = accessories.map((item) => `${item.main_goods_id}:${item.goods_id}`);
  if (new Set(pairs).size !== pairs.length) return { why: 'checkProduct' };
  return null;
}

/**
 * Checks and prices the form's lines at the partner's discount: every goods item exists,
 * accessories belong to their main product in the catalogue, sale prices are exact cents.
 */
export async function priceLines(
  db: Db,
  items: QuotationFormItem[],
  discountPercent: number,
): Promise<PricedLine[] | LineRefusal> {
  const refusal = structureRefusal(items);
  if (refusal) return refusal;
  const goodsIds = [...new Set(items.map((item) => item.goods_id))];
  const rows = await db
    .select({ id: goods.id, model: goods.model, gpl: goods.gplPrice })
    .from(goods)
    .where(inArray(goods.id, goodsIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== goodsIds.length) return { why: 'checkProduct' };
  const accessories = items.filter((item) => item.main_goods_id !== undefined);
  if (accessories.length > 0) {
    const mainIds = [...new Set(accessories.map((item) => item.main_goods_id ?? 0))];
    const allowed = await db
      .select({ main: goodsAccessories.goodsId, accessory: goodsAccessories.accessoryId })
      .from(goodsAccessories)
      .where(inArray(goodsAccessories.goodsId, mainIds));
    const pairs = new Set(allowed.map((pair) => `${pair.main}:${pair.accessory}`));
    if (!accessories.every((item) => pairs.has(`${item.main_goods_id}:${item.goods_id}`))) {
      return { why: 'checkProduct' };
    }
  }
  const priced: PricedLine[] = [];
  for (const item of ordered(items)) {
    const row = byId.get(item.goods_id);
    if (!row) return { why: 'checkProduct' };
    let saleCents: number | undefined;
    if (item.sale_price !== undefined) {
      const cents = centsOfMoney(item.sale_price);
      if (cents === null) return { why: 'salePrice', model: row.model };
      saleCents = cents;
    }
    priced.push({
      goodsId: row.id,
      model: row.model,
      mainGoodsId: item.main_goods_id ?? null,
      quantity: item.quantity,
      ...priceLine(centsOfDecimal(row.gpl), item.quantity, discountPercent, saleCents),
    });
  }
  return priced;
}

/** Whether the answer of {@link priceLines} is a refusal. */
export function isLineRefusal(answer: PricedLine[] | LineRefusal): answer is LineRefusal {
  return !Array.isArray(answer);
}

/** A stored line with its goods, prices in cents, and its packaging. */
export interface StoredLine extends PackingInput {
  id: number;
  goodsId: number;
  mainItemId: number | null;
  erpNo: string;
  gplCents: number;
  marketCents: number;
  discountCents: number;
  applicationCents: number | null;
  saleCents: number;
  subtotalCents: number;
}

/** The lines of a quotation's current version, in order, with their goods in `lang`. */
export async function quotationLines(
  db: Db,
  quotationId: number,
  lang: LangCode,
): Promise<StoredLine[]> {
  return db
    .select({
      id: quotationItems.id,
      goodsId: quotationItems.goodsId,
      mainItemId: quotationItems.mainItemId,
      model: goods.model,
      description: localized(goods.description, lang),
      erpNo: goods.erpNo,
      quantity: quotationItems.quantity,
      gplCents: quotationItems.gplCents,
      marketCents: quotationItems.marketCents,
      discountCents: quotationItems.discountCents,
      applicationCents: quotationItems.applicationCents,
      saleCents: quotationItems.saleCents,
      subtotalCents: quotationItems.subtotalCents,
      packQuantity: goods.packQuantity,
      packGrossGrams: goods.packGrossGrams,
      unitNetGrams: goods.unitNetGrams,
      packLengthMm: goods.packLengthMm,
      packWidthMm: goods.packWidthMm,
      packHeightMm: goods.packHeightMm,
    })
    .from(quotationItems)
    .innerJoin(goods, eq(goods.id, quotationItems.goodsId))
    .where(eq(quotationItems.quotationId, quotationId))
    .orderBy(asc(quotationItems.position));
}
