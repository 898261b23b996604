import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages';
import type { Database } from '../client';
import * as schema from '../schema/index';
import type { Localized } from '../schema/index';
import { openTestDatabase } from '../testing';

const CODES = LANGUAGES.map((l) => l.code).sort();

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Every seeded text a visitor reads, as `table.column#id` → text. */
async function visitorTexts(): Promise<Map<string, Localized>> {
  const { db } = database;
  const texts = new Map<string, Localized>();
  const add = (place: string, rows: { id: number | string; [column: string]: unknown }[]) =>
    rows.forEach((row) =>
      Object.entries(row).forEach(([column, value]) => {
        if (column !== 'id') texts.set(`${place}.${column}#${row.id}`, value as Localized);
      }),
    );
  const s = schema;
  add(
    'product_categories',
    await db
      .select({ id: s.productCategories.id, name: s.productCategories.name })
      .from(s.productCategories),
  );
  const products = await db
    .select({
      id: s.products.id,
      name: s.products.name,
      summary: s.products.summary,
      content: s.products.content,
      specs: s.products.specs,
    })
    .from(s.products);
  add(
    'products',
    products.map(({ specs: _, ...row }) => row),
  );
  products.forEach((p) =>
    p.specs.forEach((row, i) => texts.set(`products.specs[${i}]#${p.id}`, row.name)),
  );
  add(
    'product_downloads',
    await db
      .select({ id: s.productDownloads.id, name: s.productDownloads.name })
      .from(s.productDownloads),
  );
  add(
    'goods',
    await db
      .select({ id: s.goods.id, name: s.goods.name, description: s.goods.description })
      .from(s.goods),
  );
  add(
    'menu_items',
    await db.select({ id: s.menuItems.id, name: s.menuItems.name }).from(s.menuItems),
  );
  add('banners', await db.select({ id: s.banners.id, title: s.banners.title }).from(s.banners));
  add(
    'news',
    await db
      .select({
        id: s.news.id,
        title: s.news.title,
        summary: s.news.summary,
        content: s.news.content,
      })
      .from(s.news),
  );
  add(
    'solutions',
    await db
      .select({
        id: s.solutions.id,
        industryName: s.solutions.industryName,
        title: s.solutions.title,
        summary: s.solutions.summary,
        content: s.solutions.content,
      })
      .from(s.solutions),
  );
  add(
    'vendors',
    await db.select({ id: s.vendors.id, description: s.vendors.description }).from(s.vendors),
  );
  add(
    'pages',
    await db
      .select({ id: s.pages.name, title: s.pages.title, content: s.pages.content })
      .from(s.pages),
  );
  add(
    'training_categories',
    await db
      .select({ id: s.trainingCategories.id, name: s.trainingCategories.name })
      .from(s.trainingCategories),
  );
  return texts;
}

describe('the seeded portal content', () => {
  it('holds every text a visitor reads in all eight languages, none of them empty', async () => {
    const texts = await visitorTexts();
    expect(texts.size).toBeGreaterThan(1000);
    const incomplete = [...texts]
      .filter(([, text]) => {
        const codes = Object.keys(text).sort();
        return codes.join() !== CODES.join() || codes.some((code) => !text[code]?.trim());
      })
      .map(([place]) => place);
    expect(incomplete).toEqual([]);
  });

  it('has the long texts translated, not copied from English', async () => {
    const texts = await visitorTexts();
    const copied = [...texts]
      .filter(([place]) => /\.(content|description|summary)#/.test(place))
      .flatMap(([place, text]) =>
        CODES.filter((code) => code !== 'en' && text[code] === text.en).map((c) => `${place} ${c}`),
      );
    expect(copied).toEqual([]);
  });

  it('keeps a text that reads the same everywhere under English only, where it is allowed', async () => {
    const { db } = database;
    const neutral = [
      ...(await db.select({ name: schema.labels.name }).from(schema.labels)),
      ...(await db.select({ name: schema.labelGroups.name }).from(schema.labelGroups)),
      ...(await db.select({ name: schema.friendLinks.name }).from(schema.friendLinks)),
    ]
      .map((row) => row.name)
      .filter((name) => Object.keys(name).length !== CODES.length);
    expect(neutral.map((name) => Object.keys(name))).toEqual(neutral.map(() => ['en']));
    expect(neutral.map((name) => name.en)).toContain('PoE+');
  });
});
