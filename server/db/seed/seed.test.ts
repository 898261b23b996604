import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** The tables whose texts a visitor reads, with those columns (products have their own rows). */
const VISITOR_COLUMNS: { place: string; table: PgTable; columns: string[]; id?: string }[] = [
  { place: 'product_categories', table: schema.productCategories, columns: ['name'] },
  { place: 'product_downloads', table: schema.productDownloads, columns: ['name'] },
  { place: 'goods', table: schema.goods, columns: ['name', 'description'] },
  { place: 'menu_items', table: schema.menuItems, columns: ['name'] },
  { place: 'banners', table: schema.banners, columns: ['title'] },
  { place: 'news', table: schema.news, columns: ['title', 'summary', 'content'] },
  {
    place: 'solutions',
    table: schema.solutions,
    columns: ['industryName', 'title', 'summary', 'content'],
  },
  { place: 'vendors', table: schema.vendors, columns: ['description'] },
  { place: 'pages', table: schema.pages, columns: ['title', 'content'], id: 'name' },
  { place: 'training_categories', table: schema.trainingCategories, columns: ['name'] },
];

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
  for (const { place, table, columns, id = 'id' } of VISITOR_COLUMNS) {
    const all: Record<string, PgColumn> = getTableColumns(table);
    const selection = Object.fromEntries(
      [id, ...columns].map((name) => [name === id ? 'id' : name, all[name] as PgColumn]),
    );
    add(place, (await db.select(selection).from(table)) as { id: number | string }[]);
  }
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
