import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Category,
  Goods,
  GoodsListFormSchema,
  LabelGroup,
  ProductDetail,
  ProductListFormSchema,
  ProductSummary,
} from '../../contract/catalog';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import {
  goods,
  goodsAccessories,
  goodsLabels,
  labelGroups,
  labels,
  productCategories,
  productDownloads,
  products,
} from '../db/schema/index';
import { localize } from '../lang';
import { isDbId, listPage, localized, matches } from '../listing';

/** The columns of a product card, in the requested language. */
export function productSummaryColumns(lang: LangCode) {
  return {
    id: products.id,
    cate_id: products.cateId,
    name: localized(products.name, lang),
    model: products.model,
    image: products.image,
    summary: localized(products.summary, lang),
  };
}

/** Product cards by id, in the order of the ids given. */
export async function productSummariesById(
  db: Db,
  lang: LangCode,
  ids: number[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productSummaryColumns(lang))
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** The order of product lists, as head office arranged them. */
export const PRODUCT_ORDER = [asc(products.position), asc(products.id)];

/** Whether a product's name, summary or model contains the keyword. */
export function productMatches(keyword: string, lang: LangCode) {
  return matches(keyword, lang, [products.name, products.summary], [products.model]);
}

/** The featured product cards of the home page, in their order. */
export function featuredProducts(db: Db, lang: LangCode, limit: number) {
  return db
    .select(productSummaryColumns(lang))
    .from(products)
    .where(eq(products.featured, true))
    .orderBy(...PRODUCT_ORDER)
    .limit(limit);
}

/** The category and, for a top-level category, its sub-categories; null when it does not exist. */
async function categoryScope(db: Db, cateId: number): Promise<number[] | null> {
  if (!isDbId(cateId)) return null;
  const rows = await db
    .select({ id: productCategories.id, parentId: productCategories.parentId })
    .from(productCategories)
    .where(or(eq(productCategories.id, cateId), eq(productCategories.parentId, cateId)));
  return rows.some((row) => row.id === cateId) ? rows.map((row) => row.id) : null;
}

/** The top-level category a category belongs to (itself when it is one); null when unknown. */
async function topCategoryOf(db: Db, cateId: number): Promise<number | null> {
  if (!isDbId(cateId)) return null;
  const [row] = await db
    .select({ id: productCategories.id, parentId: productCategories.parentId })
    .from(productCategories)
    .where(eq(productCategories.id, cateId));
  if (!row) return null;
  return row.parentId ?? row.id;
}

/** Goods rows as the contract writes them, in the requested language. */
function goodsColumns(lang: LangCode) {
  return {
    id: goods.id,
    product_id: goods.productId,
    model: goods.model,
    name: localized(goods.name, lang),
    description: localized(goods.description, lang),
    image: goods.image,
    erp_no: goods.erpNo,
    gpl_price: goods.gplPrice,
    has_accessories: sql<boolean>`exists (select 1 from ${goodsAccessories} where ${goodsAccessories.goodsId} = ${goods.id})`,
  };
}

type GoodsRow = Omit<Goods, 'gpl_price'> & { gpl_price: string };

function toGoods(row: GoodsRow): Goods {
  return { ...row, gpl_price: Number(row.gpl_price) };
}

/** The category tree: top-level categories with their sub-categories. */
export async function categoryTree(db: Db, lang: LangCode): Promise<Category[]> {
  const rows = await db
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.id));
  const leaf = (row: (typeof rows)[number]) => ({
    id: row.id,
    pid: row.parentId ?? 0,
    name: localize(row.name, lang),
    image: row.image,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      ...leaf(row),
      children: rows.filter((child) => child.parentId === row.id).map(leaf),
    }));
}

/**
 * One page of product cards, in a category (with its sub-categories) and matching a keyword;
 * null when the category does not exist.
 */
export async function productPage(
  db: Db,
  lang: LangCode,
  form: z.infer<typeof ProductListFormSchema>,
) {
  const filters: SQL[] = [];
  if (form.cate_id !== undefined) {
    const scope = await categoryScope(db, form.cate_id);
    if (!scope) return null;
    filters.push(inArray(products.cateId, scope));
  }
  if (form.keyword) filters.push(productMatches(form.keyword, lang));
  const where = and(...filters);
  return listPage(
    lang,
    form,
    db.select({ n: count() }).from(products).where(where),
    (limit, offset) =>
      db
        .select(productSummaryColumns(lang))
        .from(products)
        .where(where)
        .orderBy(...PRODUCT_ORDER)
        .limit(limit)
        .offset(offset),
  );
}

/** One product with its specifications and downloads; null when it does not exist. */
export async function productDetail(
  db: Db,
  lang: LangCode,
  id: number,
): Promise<ProductDetail | null> {
  if (!isDbId(id)) return null;
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const downloads = await db
    .select()
    .from(productDownloads)
    .where(eq(productDownloads.productId, product.id))
    .orderBy(asc(productDownloads.position), asc(productDownloads.id));
  return {
    id: product.id,
    cate_id: product.cateId,
    name: localize(product.name, lang),
    model: product.model,
    image: product.image,
    summary: localize(product.summary, lang),
    images: product.images,
    content: localize(product.content, lang),
    specs: product.specs.map((row) => ({ name: localize(row.name, lang), value: row.value })),
    downloads: downloads.map((file) => ({
      id: file.id,
      name: localize(file.name, lang),
      size: file.size,
      need_login: file.needLogin,
    })),
    brochures: product.brochures,
  };
}

/** The filter label groups of a category's top-level category; null when it does not exist. */
export async function categoryLabels(
  db: Db,
  lang: LangCode,
  cateId: number,
): Promise<LabelGroup[] | null> {
  const top = await topCategoryOf(db, cateId);
  if (top === null) return null;
  const groups = await db
    .select()
    .from(labelGroups)
    .where(eq(labelGroups.cateId, top))
    .orderBy(asc(labelGroups.position), asc(labelGroups.id));
  const items =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(labels)
          .where(
            inArray(
              labels.groupId,
              groups.map((group) => group.id),
            ),
          )
          .orderBy(asc(labels.position), asc(labels.id));
  return groups.map((group) => ({
    id: group.id,
    name: localize(group.name, lang),
    labels: items
      .filter((label) => label.groupId === group.id)
      .map((label) => ({ id: label.id, name: localize(label.name, lang) })),
  }));
}

/** Goods that carry every label asked for (ids no row can have match nothing). */
function hasEveryLabel(db: Db, labelIds: number[]): SQL {
  const known = labelIds.filter(isDbId);
  if (known.length < labelIds.length) return sql`false`;
  return inArray(
    goods.id,
    db
      .select({ id: goodsLabels.goodsId })
      .from(goodsLabels)
      .where(inArray(goodsLabels.labelId, known))
      .groupBy(goodsLabels.goodsId)
      .having(sql`count(distinct ${goodsLabels.labelId}) = ${known.length}`),
  );
}

/**
 * One page of the configurator's goods, in a category, with every label asked for and matching
 * a keyword; null when the category does not exist.
 */
export async function goodsPage(db: Db, lang: LangCode, form: z.infer<typeof GoodsListFormSchema>) {
  const filters: SQL[] = [];
  if (form.cate_id !== undefined) {
    const scope = await categoryScope(db, form.cate_id);
    if (!scope) return null;
    filters.push(inArray(goods.cateId, scope));
  }
  const labelIds = [...new Set(form.label_ids ?? [])];
  if (labelIds.length > 0) filters.push(hasEveryLabel(db, labelIds));
  if (form.keyword) {
    filters.push(
      matches(form.keyword, lang, [goods.name, goods.description], [goods.model, goods.erpNo]),
    );
  }
  const where = and(...filters);
  return listPage(
    lang,
    form,
    db.select({ n: count() }).from(goods).where(where),
    async (limit, offset) =>
      (
        await db
          .select(goodsColumns(lang))
          .from(goods)
          .where(where)
          .orderBy(asc(goods.position), asc(goods.id))
          .limit(limit)
          .offset(offset)
      ).map(toGoods),
  );
}

/** The accessories of a goods item, in their order; null when the goods item does not exist. */
export async function accessoriesOf(
  db: Db,
  lang: LangCode,
  goodsId: number,
): Promise<Goods[] | null> {
  if (!isDbId(goodsId)) return null;
  const [main] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!main) return null;
  const rows = await db
    .select(goodsColumns(lang))
    .from(goodsAccessories)
    .innerJoin(goods, eq(goods.id, goodsAccessories.accessoryId))
    .where(eq(goodsAccessories.goodsId, main.id))
    .orderBy(asc(goodsAccessories.position), asc(goods.id));
  return rows.map(toGoods);
}

/** A product download: where the file is and whether only logged-in users may fetch it. */
export async function productDownload(db: Db, id: number) {
  if (!isDbId(id)) return null;
  const [file] = await db
    .select({ url: productDownloads.url, needLogin: productDownloads.needLogin })
    .from(productDownloads)
    .where(eq(productDownloads.id, id));
  return file ?? null;
}
