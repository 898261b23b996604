import { boolean, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

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
