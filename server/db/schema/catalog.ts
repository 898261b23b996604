import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Localized } from './content';

/** One row of a product's specification table; the name is translated, the value is not. */
export interface SpecRow {
  name: Localized;
  value: string;
}

/** Product categories, two levels: `parent_id` is null for a top-level category. */
export const productCategories = pgTable('product_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  image: text('image').notNull(),
});

/** The public product pages; every product sits in a second-level category. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    cateId: integer('cate_id')
      .notNull()
      .references(() => productCategories.id),
    position: integer('position').notNull(),
    model: varchar('model', { length: 64 }).notNull().unique(),
    series: varchar('series', { length: 64 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Product page HTML per language; English always, some languages translated. */
    content: jsonb('content').$type<Localized>().notNull(),
    specs: jsonb('specs').$type<SpecRow[]>().notNull(),
    brochures: jsonb('brochures').$type<{ name: string; url: string }[]>().notNull(),
    /** Shown on the home page. */
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [index('products_cate_idx').on(t.cateId)],
);

/** Files of a product page; their address is only handed out by `POST /checkdownload`. */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Path of the file under the media folder; handed out only as a signed link. */
    url: text('url').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    needLogin: boolean('need_login').notNull(),
  },
  (t) => [index('product_downloads_product_idx').on(t.productId)],
);

/** Orderable goods with their global price list (GPL) price in US dollars. */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').references(() => products.id),
    cateId: integer('cate_id')
      .notNull()
      .references(() => productCategories.id),
    position: integer('position').notNull(),
    model: varchar('model', { length: 64 }).notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    image: text('image').notNull(),
    erpNo: varchar('erp_no', { length: 32 }).notNull().unique(),
    gplPrice: numeric('gpl_price', { precision: 12, scale: 2 }).notNull(),
    // Packaging for the packing list (docs/quotations.md): whole grams and
    // millimetres, so totals add up exactly.
    /** Units in one package. */
    packQuantity: integer('pack_quantity').notNull().default(1),
    /** Gross weight of one full package, in grams. */
    packGrossGrams: integer('pack_gross_grams').notNull().default(0),
    /** Net weight of one unit, in grams. */
    unitNetGrams: integer('unit_net_grams').notNull().default(0),
    /** Outer size of one package, in millimetres. */
    packLengthMm: integer('pack_length_mm').notNull().default(0),
    packWidthMm: integer('pack_width_mm').notNull().default(0),
    packHeightMm: integer('pack_height_mm').notNull().default(0),
  },
  (t) => [index('goods_cate_idx').on(t.cateId)],
);

/** Which goods can be added to a main product in the configurator. */
export const goodsAccessories = pgTable(
  'goods_accessories',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => goods.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.accessoryId] })],
);

/** Groups of configurator filter labels of a top-level category ('Port speed', 'PoE'). */
export const labelGroups = pgTable('label_groups', {
  id: integer('id').primaryKey(),
  cateId: integer('cate_id')
    .notNull()
    .references(() => productCategories.id),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

/** The labels of a group ('10G', 'PoE+'). */
export const labels = pgTable('labels', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => labelGroups.id),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

/** The labels each goods item carries. */
export const goodsLabels = pgTable(
  'goods_labels',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.labelId] }),
    index('goods_labels_label_idx').on(t.labelId),
  ],
);
