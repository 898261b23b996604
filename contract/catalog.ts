import { z } from 'zod';
import {
  c,
  envelope,
  FileLinkSchema,
  IdFormSchema,
  IdSchema,
  KeywordSchema,
  MoneySchema,
  PageBodySchema,
  pageOf,
  PUBLIC_ACCESS,
  UrlSchema,
} from './common';

/** A product category without its sub-categories. */
export const CategoryLeafSchema = z.object({
  id: IdSchema,
  /** The parent category; 0 for a top-level category. */
  pid: z.number().int().nonnegative(),
  name: z.string(),
  image: UrlSchema,
});

/** A top-level product category with its sub-categories (the catalogue is two levels deep). */
export const CategorySchema = CategoryLeafSchema.extend({ children: z.array(CategoryLeafSchema) });
export type Category = z.infer<typeof CategorySchema>;

/** The catalogue's entry data: the category tree the client keeps as its category list. */
export const ProductsIndexSchema = z.object({ cate: z.array(CategorySchema) });
export type ProductsIndex = z.infer<typeof ProductsIndexSchema>;

/** A product as lists and cards show it. */
export const ProductSummarySchema = z.object({
  id: IdSchema,
  cate_id: IdSchema,
  name: z.string(),
  model: z.string(),
  image: UrlSchema,
  summary: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A downloadable file of a product; ask `POST /checkdownload` for its address. */
export const ProductDownloadSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Size in bytes. */
  size: z.number().int().nonnegative(),
  /** Whether only logged-in users may download it. */
  need_login: z.boolean(),
});
export type ProductDownload = z.infer<typeof ProductDownloadSchema>;

/** One product page. `content` is HTML from the back office: sanitise before rendering. */
export const ProductDetailSchema = ProductSummarySchema.extend({
  images: z.array(UrlSchema),
  content: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  downloads: z.array(ProductDownloadSchema),
  brochures: z.array(FileLinkSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Filters of the product list. */
export const ProductListFormSchema = PageBodySchema.extend({
  cate_id: IdSchema.optional(),
  keyword: KeywordSchema,
});
export type ProductListForm = z.input<typeof ProductListFormSchema>;

/** Names a category. */
export const CategoryIdFormSchema = z.object({ cate_id: IdSchema });

/** A filter label of the configurator, such as a port count. */
export const LabelSchema = z.object({ id: IdSchema, name: z.string() });
export type Label = z.infer<typeof LabelSchema>;

/** A group of filter labels of a category, such as 'Ports'. */
export const LabelGroupSchema = z.object({
  id: IdSchema,
  name: z.string(),
  labels: z.array(LabelSchema),
});
export type LabelGroup = z.infer<typeof LabelGroupSchema>;

/** Goods: an orderable item with its price, as the configurator and the cart use it. */
export const GoodsSchema = z.object({
  id: IdSchema,
  product_id: IdSchema.nullable(),
  model: z.string(),
  name: z.string(),
  description: z.string(),
  image: UrlSchema,
  /** The ERP material number. */
  erp_no: z.string(),
  /** Global price list, US dollars. */
  gpl_price: MoneySchema,
  /** Whether accessories can be added to it (it is a main product). */
  has_accessories: z.boolean(),
});
export type Goods = z.infer<typeof GoodsSchema>;

/** Filters of the configurator's goods list; `label_ids` narrow by all the labels given. */
export const GoodsListFormSchema = PageBodySchema.extend({
  cate_id: IdSchema.optional(),
  label_ids: z.array(IdSchema).optional(),
  keyword: KeywordSchema,
});
export type GoodsListForm = z.input<typeof GoodsListFormSchema>;

/** Names the main product whose accessories are wanted. */
export const AccessoriesFormSchema = z.object({ goods_id: IdSchema });

/** The product catalogue and the configurator. */
export const catalogContract = c.router(
  {
    index: {
      method: 'GET',
      path: '/products/index',
      responses: { 200: envelope(ProductsIndexSchema) },
      summary: 'The category tree (data.cate)',
    },
    list: {
      method: 'POST',
      path: '/products/list',
      body: ProductListFormSchema,
      responses: { 200: envelope(pageOf(ProductSummarySchema)) },
      summary: 'One page of products, by category or keyword',
    },
    detail: {
      method: 'POST',
      path: '/products/detail',
      body: IdFormSchema,
      responses: { 200: envelope(ProductDetailSchema) },
      summary: 'One product page',
    },
    labels: {
      method: 'POST',
      path: '/products/cateslabel',
      body: CategoryIdFormSchema,
      responses: { 200: envelope(z.array(LabelGroupSchema)) },
      summary: "The configurator's filter labels of a category",
    },
    goodsList: {
      method: 'POST',
      path: '/products/goodslist',
      body: GoodsListFormSchema,
      responses: { 200: envelope(pageOf(GoodsSchema)) },
      summary: 'One page of orderable goods for the configurator',
    },
    accessories: {
      method: 'POST',
      path: '/products/getaccessories',
      body: AccessoriesFormSchema,
      responses: { 200: envelope(z.array(GoodsSchema)) },
      summary: 'The accessories of a main product',
    },
  },
  PUBLIC_ACCESS,
);
