import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client';
import {
  banners,
  certificates,
  friendLinks,
  goods,
  goodsAccessories,
  goodsLabels,
  labelGroups,
  labels,
  news,
  pages,
  productCategories,
  productDownloads,
  products,
  serialNumbers,
  solutionProducts,
  solutions,
  trainingCategories,
  vendors,
} from '../schema/index';
import { buildCatalog } from './catalog';
import { loadSeedData } from './load-data';
import { seedCertificates, seedSerialNumbers } from './lookups';
import { SOLUTIONS } from './solutions';
import { mapLocalized } from './text';
import { seedTrainingCategories } from './training';
import { vendorDescription, VENDORS } from './vendors';
import escapeHtml from 'escape-html';

const { banners: BANNERS, friendLinks: FRIEND_LINKS } = loadSeedData('home');
const { news: NEWS } = loadSeedData('news');
const { pages: PAGES } = loadSeedData('pages');

const downloadsFolder = fileURLToPath(new URL('../../media/downloads/', import.meta.url));

function sizeOf(file: string): number {
  const path = `${downloadsFolder}${file}`;
  return existsSync(path) ? statSync(path).size : 0;
}

/** Inserts the rows when the table is empty, in slices that stay under the parameter limit. */
async function fill<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if ((await db.$count(table)) !== 0) return;
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(table).values(rows.slice(i, i + 200));
  }
}

/**
 * Gives goods that a database seeded before packaging data existed still holds without it their
 * packaging from the seed, by model (docs/quotations.md).
 */
/** Rows made from items in the back office's order: ids from 1, positions from 0. */
function inOrder<T, R extends object>(items: readonly T[], row: (item: T) => R) {
  return items.map((item, i) => ({ id: i + 1, position: i, ...row(item) }));
}

async function fillPackaging(db: Db, rows: (typeof goods.$inferInsert)[]) {
  const unpacked = eq(goods.packGrossGrams, 0);
  if ((await db.$count(goods, unpacked)) === 0) return;
  for (const { model, packQuantity, packGrossGrams, unitNetGrams, ...size } of rows) {
    const { packLengthMm, packWidthMm, packHeightMm } = size;
    await db
      .update(goods)
      .set({ packQuantity, packGrossGrams, unitNetGrams, packLengthMm, packWidthMm, packHeightMm })
      .where(and(eq(goods.model, model), unpacked));
  }
}

/**
 * The vendor's public content: catalogue, news, solutions, vendors, pages, lookups and training
 * subjects. Each table is filled only when it is empty.
 */
export async function seedPortalContent(db: Db): Promise<void> {
  const catalog = buildCatalog(sizeOf);
  await fill(db, productCategories, catalog.categories);
  await fill(db, products, catalog.products);
  await fill(db, productDownloads, catalog.downloads);
  await fill(db, goods, catalog.goods);
  await fillPackaging(db, catalog.goods);
  await fill(db, goodsAccessories, catalog.accessories);
  await fill(db, labelGroups, catalog.labelGroups);
  await fill(db, labels, catalog.labels);
  await fill(db, goodsLabels, catalog.goodsLabels);

  const productId = new Map(catalog.products.map((p) => [p.model, p.id]));
  await fill(
    db,
    banners,
    inOrder(BANNERS, (banner) => ({
      title: banner.title,
      image: banner.image,
      url: banner.url.replace(
        /^\{product:(.+)\}$/,
        (_, model: string) => `/product/detail?id=${productId.get(model) ?? ''}`,
      ),
    })),
  );
  await fill(
    db,
    friendLinks,
    inOrder(FRIEND_LINKS, (link) => link),
  );
  await fill(
    db,
    news,
    // Oldest first, so ids grow with time like a back office's.
    [...NEWS].reverse().map((item, i) => ({
      id: i + 1,
      title: item.title,
      summary: item.summary,
      content: mapLocalized(item.body, (paragraphs) =>
        paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      ),
      image: `/media/news/${item.image}.svg`,
      source: item.source,
      createTime: item.date,
    })),
  );
  await fill(
    db,
    solutions,
    inOrder(SOLUTIONS, (solution) => ({
      industry: solution.industry,
      industryName: solution.industryName,
      title: solution.title,
      summary: solution.summary,
      content: mapLocalized(solution.body, (sections) =>
        sections
          .map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`)
          .join(''),
      ),
      image: `/media/solutions/${solution.image}.svg`,
      featured: solution.featured ?? false,
    })),
  );
  await fill(
    db,
    solutionProducts,
    SOLUTIONS.flatMap((solution, i) =>
      solution.products.map((model, position) => {
        const id = productId.get(model);
        if (id === undefined) throw new Error(`Unknown product ${model} in a solution`);
        return { solutionId: i + 1, productId: id, position };
      }),
    ),
  );
  await fill(
    db,
    vendors,
    VENDORS.map((vendor, i) => ({
      id: i + 1,
      position: i,
      name: vendor.name,
      logo: `/media/vendors/${i + 1}.svg`,
      country: vendor.country,
      partnerType: vendor.partnerType,
      level: vendor.level,
      website: vendor.website,
      address: vendor.address,
      telephone: vendor.telephone,
      email: vendor.email,
      description: vendorDescription(vendor),
    })),
  );
  await fill(
    db,
    pages,
    PAGES.map((page) => ({
      name: page.name,
      title: page.title,
      content: page.content,
      updateTime: page.updated,
    })),
  );
  await fill(db, certificates, seedCertificates());
  await fill(db, serialNumbers, seedSerialNumbers());
  await fill(db, trainingCategories, seedTrainingCategories());
}
