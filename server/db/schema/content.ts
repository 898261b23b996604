import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Text kept per language code of the API (`en`, `ru`, `kor`, ...); `en` is always present. */
export type Localized = Record<string, string> & { en: string };

/** The top menu: two levels, ordered by `position`. */
export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  position: integer('position').notNull(),
  url: text('url').notNull(),
  external: boolean('external').notNull().default(false),
  name: jsonb('name').$type<Localized>().notNull(),
});

/** Site-wide settings, one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').$type<Localized>().notNull(),
});

/** ISO 3166-1 countries. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }).notNull().unique(),
  englishName: text('english_name').notNull(),
  chineseName: text('chinese_name').notNull(),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
});

/** Links to partner and sister sites (`GET /friendlink`). */
export const friendLinks = pgTable('friend_links', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  url: text('url').notNull(),
  logo: text('logo').notNull(),
});

/** Slides of the home page carousel. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  image: text('image').notNull(),
  url: text('url').notNull(),
});

/** News articles; `content` is HTML per language (English always). */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    image: text('image').notNull(),
    source: text('source').notNull(),
    createTime: timestamp('create_time', { mode: 'string' }).notNull(),
  },
  (t) => [index('news_create_time_idx').on(t.createTime)],
);

/** Industry solutions; `industry` is a stable key, `industry_name` its label. */
export const solutions = pgTable('solutions', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  industry: varchar('industry', { length: 32 }).notNull(),
  industryName: jsonb('industry_name').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  image: text('image').notNull(),
  featured: boolean('featured').notNull().default(false),
});

/** The products a solution is built from. */
export const solutionProducts = pgTable(
  'solution_products',
  {
    solutionId: integer('solution_id')
      .notNull()
      .references(() => solutions.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.solutionId, t.productId] })],
);

/** Partner companies listed publicly (find a partner, vendor pages). */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    partnerType: varchar('partner_type', { length: 8 }),
    level: varchar('level', { length: 16 }),
    website: text('website').notNull(),
    address: text('address').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email').notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
  },
  (t) => [index('vendors_country_idx').on(t.country)],
);

/** Company and support pages kept as single pages, by route name. */
export const pages = pgTable('pages', {
  name: varchar('name', { length: 32 }).primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  updateTime: timestamp('update_time', { mode: 'string' }).notNull(),
});

/** Certificates issued to engineers; `number` is stored in upper case. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  number: varchar('number', { length: 64 }).notNull().unique(),
  holderName: text('holder_name').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  file: text('file').notNull(),
});

/** Warranty records of shipped units; `sn` is stored in upper case. */
export const serialNumbers = pgTable('serial_numbers', {
  sn: varchar('sn', { length: 64 }).primaryKey(),
  model: varchar('model', { length: 64 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/** Training and exam subjects (`GET /v2/category/trainList`, `/v2/category/examList`). */
export const trainingCategories = pgTable(
  'training_categories',
  {
    id: integer('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).$type<'train' | 'exam'>().notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
  },
  (t) => [index('training_categories_kind_idx').on(t.kind)],
);
