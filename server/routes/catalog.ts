import { initServer } from '@ts-rest/fastify';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Category, Goods, ProductSummary } from '../../contract/catalog';
import { contract } from '../../contract/index';
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
import { localize, requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { isDbId, listPage, localized, matches } from './listing';

const s = initServer();

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

/** The product catalogue and the configurator's goods. */
export function catalogRoutes(db: Db) {
  return s.router(contract.catalog, {
    index: async ({ request }) => {
      const lang = requestLang(request);
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
      const cate: Category[] = rows
        .filter((row) => row.parentId === null)
        .map((row) => ({
          ...leaf(row),
          children: rows.filter((child) => child.parentId === row.id).map(leaf),
        }));
      return ok(lang, { cate });
    },

    list: async ({ request, body }) => {
      const lang = requestLang(request);
      const filters: SQL[] = [];
      if (body.cate_id !== undefined) {
        const scope = await categoryScope(db, body.cate_id);
        if (!scope) return fail(messages(lang).informationNotFound());
        filters.push(inArray(products.cateId, scope));
      }
      if (body.keyword) {
        filters.push(
          matches(body.keyword, lang, [products.name, products.summary], [products.model]),
        );
      }
      const where = and(...filters);
      return listPage(
        lang,
        body,
        db.select({ n: count() }).from(products).where(where),
        (limit, offset) =>
          db
            .select(productSummaryColumns(lang))
            .from(products)
            .where(where)
            .orderBy(asc(products.position), asc(products.id))
            .limit(limit)
            .offset(offset),
      );
    },

    detail: async ({ request, body }) => {
      const lang = requestLang(request);
      if (!isDbId(body.id)) return fail(messages(lang).informationNotFound());
      const [product] = await db.select().from(products).where(eq(products.id, body.id));
      if (!product) return fail(messages(lang).informationNotFound());
      const downloads = await db
        .select()
        .from(productDownloads)
        .where(eq(productDownloads.productId, product.id))
        .orderBy(asc(productDownloads.position), asc(productDownloads.id));
      return ok(lang, {
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
      });
    },

    labels: async ({ request, body }) => {
      const lang = requestLang(request);
      const top = await topCategoryOf(db, body.cate_id);
      if (top === null) return fail(messages(lang).informationNotFound());
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
      return ok(
        lang,
        groups.map((group) => ({
          id: group.id,
          name: localize(group.name, lang),
          labels: items
            .filter((label) => label.groupId === group.id)
            .map((label) => ({ id: label.id, name: localize(label.name, lang) })),
        })),
      );
    },

    goodsList: async ({ request, body }) => {
      const lang = requestLang(request);
      const filters: SQL[] = [];
      if (body.cate_id !== undefined) {
        const scope = await categoryScope(db, body.cate_id);
        if (!scope) return fail(messages(lang).informationNotFound());
        filters.push(inArray(goods.cateId, scope));
      }
      const labelIds = [...new Set(body.label_ids ?? [])];
      if (labelIds.length > 0) {
        // Every label asked for, not any of them: ids no row can have match nothing.
        const known = labelIds.filter(isDbId);
        if (known.length < labelIds.length) filters.push(sql`false`);
        else {
          filters.push(
            inArray(
              goods.id,
              db
                .select({ id: goodsLabels.goodsId })
                .from(goodsLabels)
                .where(inArray(goodsLabels.labelId, known))
                .groupBy(goodsLabels.goodsId)
                .having(sql`count(distinct ${goodsLabels.labelId}) = ${known.length}`),
            ),
          );
        }
      }
      if (body.keyword) {
        filters.push(
          matches(body.keyword, lang, [goods.name, goods.description], [goods.model, goods.erpNo]),
        );
      }
      const where = and(...filters);
      return listPage(
        lang,
        body,
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
    },

    accessories: async ({ request, body }) => {
      const lang = requestLang(request);
      if (!isDbId(body.goods_id)) return fail(messages(lang).informationNotFound());
      const [main] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(eq(goods.id, body.goods_id));
      if (!main) return fail(messages(lang).informationNotFound());
      const rows = await db
        .select(goodsColumns(lang))
        .from(goodsAccessories)
        .innerJoin(goods, eq(goods.id, goodsAccessories.accessoryId))
        .where(eq(goodsAccessories.goodsId, main.id))
        .orderBy(asc(goodsAccessories.position), asc(goods.id));
      return ok(lang, rows.map(toGoods));
    },
  });
}
