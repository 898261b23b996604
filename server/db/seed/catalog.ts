import type {
  goods,
  goodsAccessories,
  goodsLabels,
  labelGroups,
  labels,
  Localized,
  productCategories,
  productDownloads,
  products,
  SpecRow,
} from '../schema/index';
import { languageOf, type LangCode } from '../../../i18n/languages';
import { DOWNLOAD_NAMES, PRODUCT_HEADINGS, SPEC_NAMES } from './catalog-text';
import { SERIES, type SeedSeries } from './catalog-series';
import type { SeedPacking } from './data-schema';
import { SPEC_KEYS } from './spec-keys';
import { loadSeedData } from './load-data';
import { mapLocalized } from './text';
import escapeHtml from 'escape-html';

const CATALOG = loadSeedData('catalog');

/** The two-level category tree; products sit in the second level. */
export const CATEGORIES = CATALOG.categories;

/** The configurator's filter labels per top-level category. */
export const LABEL_GROUPS = CATALOG.labelGroups;

/** The product page body in every language. */
/**
 * A model number or a list of port figures inside a right-to-left text, kept in its own
 * left-to-right order with Unicode's isolates (LRI … PDI); other languages get it as it is.
 */
function isolated(text: string, lang: LangCode): string {
  return languageOf(lang).dir === 'rtl' ? `\u2066${text}\u2069` : text;
}

function productContent(series: SeedSeries, model: string, highlight: string): Localized {
  const models = series.variants.map((v) => `<li>${escapeHtml(v.model)}</li>`).join('');
  return mapLocalized(series.body, (body, lang) => {
    const h = (key: keyof typeof PRODUCT_HEADINGS) => escapeHtml(PRODUCT_HEADINGS[key][lang]);
    return [
      `<h2>${h('overview')}</h2>`,
      `<p><strong>${escapeHtml(model)}</strong>: ${escapeHtml(highlight)}.</p>`,
      `<p>${escapeHtml(body.overview)}</p>`,
      `<h2>${h('features')}</h2>`,
      `<ul>${body.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
      `<h2>${h('models')}</h2>`,
      `<ul>${models}</ul>`,
    ].join('');
  });
}

/** `/media/products/switch-24.svg` → `/media/products/switch-24-rear.svg` for rack devices. */
function galleryOf(image: string): string[] {
  const rearViews = [
    'switch-8',
    'switch-24',
    'switch-24-poe',
    'switch-48',
    'switch-sfp',
    'dc-switch',
    'router-1u',
    'controller',
    'firewall-1u',
    'firewall-2u',
  ];
  const stem = image.replace(/^.*\//, '').replace(/\.svg$/, '');
  return rearViews.includes(stem) ? [image, image.replace(/\.svg$/, '-rear.svg')] : [image];
}

export interface CatalogSeed {
  categories: (typeof productCategories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  downloads: (typeof productDownloads.$inferInsert)[];
  goods: (typeof goods.$inferInsert)[];
  accessories: (typeof goodsAccessories.$inferInsert)[];
  labelGroups: (typeof labelGroups.$inferInsert)[];
  labels: (typeof labels.$inferInsert)[];
  goodsLabels: (typeof goodsLabels.$inferInsert)[];
}

/** Packaging in the seed's kg and cm as the catalogue stores it: whole grams and millimetres. */
function packagingOf(packing: SeedPacking) {
  return {
    packQuantity: packing.per_package,
    packGrossGrams: Math.round(packing.gross_kg * 1000),
    unitNetGrams: Math.round(packing.net_kg * 1000),
    packLengthMm: Math.round(packing.length_cm * 10),
    packWidthMm: Math.round(packing.width_cm * 10),
    packHeightMm: Math.round(packing.height_cm * 10),
  };
}

/** The ERP number of the n-th goods item: the vendor's ten-digit material numbers. */
function erpNumber(n: number): string {
  return `98${String(1001000 + n * 37).padStart(8, '0')}`;
}

/**
 * The catalogue rows: one product page and one goods item per model, downloads per series,
 * accessories and labels by model name and label key.
 */
export function buildCatalog(sizeOf: (file: string) => number): CatalogSeed {
  const seed: CatalogSeed = {
    categories: [],
    products: [],
    downloads: [],
    goods: [],
    accessories: [],
    labelGroups: [],
    labels: [],
    goodsLabels: [],
  };
  const brochureOf = new Map<number, { name: string; url: string }>();
  CATEGORIES.forEach((top, i) => {
    seed.categories.push({
      id: top.id,
      parentId: null,
      position: i,
      name: top.name,
      image: top.image,
    });
    const brochure = { name: top.brochure.name, url: `/media/brochures/${top.brochure.file}` };
    top.children.forEach((child, j) => {
      seed.categories.push({
        id: child.id,
        parentId: top.id,
        position: j,
        name: child.name,
        image: top.image,
      });
      brochureOf.set(child.id, brochure);
    });
  });

  const labelIds = new Map<string, number>();
  let labelId = 0;
  LABEL_GROUPS.forEach((group, i) => {
    const groupId = i + 1;
    seed.labelGroups.push({ id: groupId, cateId: group.cate, position: i, name: group.name });
    group.labels.forEach((label, j) => {
      labelId += 1;
      labelIds.set(`${group.key}:${label.key}`, labelId);
      seed.labels.push({ id: labelId, groupId, position: j, name: label.name });
    });
  });

  const goodsIds = new Map<string, number>();
  const wantedAccessories: { goodsId: number; models: string[] }[] = [];
  let id = 0;
  let downloadId = 0;
  for (const series of SERIES) {
    if (!brochureOf.has(series.cate)) {
      throw new Error(`Unknown category ${series.cate} of the series ${series.series}`);
    }
    series.variants.forEach((variant) => {
      id += 1;
      const kind = variant.kind ?? series.kind;
      const name = mapLocalized(kind, (text, lang) => `${isolated(variant.model, lang)} ${text}`);
      const summary = mapLocalized(
        series.tagline,
        (text, lang) => `${text}. ${isolated(variant.highlight, lang)}`,
      );
      const specs: Record<string, string> = { ...series.specs, ...variant.specs };
      const specRows: SpecRow[] = SPEC_KEYS.filter((key) => specs[key]).map((key) => ({
        name: SPEC_NAMES[key],
        value: specs[key] ?? '',
      }));
      const image = variant.image ?? series.image;
      seed.products.push({
        id,
        cateId: series.cate,
        position: id,
        model: variant.model,
        series: series.series,
        name,
        summary,
        image,
        images: galleryOf(image),
        content: productContent(series, variant.model, variant.highlight),
        specs: specRows,
        brochures: [brochureOf.get(series.cate)].filter((b) => b !== undefined),
        featured: variant.featured ?? false,
      });
      const files = [['datasheet', false] as const, ['installation', true] as const].filter(
        ([kindKey]) => kindKey === 'datasheet' || series.installable !== false,
      );
      for (const [kindKey, needLogin] of files) {
        downloadId += 1;
        const file = `${series.slug}-${kindKey === 'datasheet' ? 'datasheet' : 'installation-guide'}.pdf`;
        seed.downloads.push({
          id: downloadId,
          productId: id,
          position: kindKey === 'datasheet' ? 0 : 1,
          name: mapLocalized(DOWNLOAD_NAMES[kindKey], (text) => `${series.series} ${text} (PDF)`),
          url: `/media/downloads/${file}`,
          size: sizeOf(file),
          needLogin,
        });
      }
      seed.goods.push({
        id,
        productId: id,
        cateId: series.cate,
        position: id,
        model: variant.model,
        name,
        description: mapLocalized(
          kind,
          (text, lang) => `${text}: ${isolated(variant.highlight, lang)}`,
        ),
        image,
        erpNo: erpNumber(id),
        gplPrice: variant.price.toFixed(2),
        ...packagingOf(variant.packing ?? series.packing),
      });
      goodsIds.set(variant.model, id);
      // A model's own label of a group replaces the series' labels of that group.
      const own = variant.labels ?? [];
      const ownGroups = new Set(own.map((key) => key.split(':')[0]));
      const labelKeys = [
        ...series.labels.filter((key) => !ownGroups.has(key.split(':')[0])),
        ...own,
      ];
      for (const key of new Set(labelKeys)) {
        const found = labelIds.get(key);
        if (found === undefined) throw new Error(`Unknown label ${key} on ${variant.model}`);
        seed.goodsLabels.push({ goodsId: id, labelId: found });
      }
      const models = [...series.accessories, ...(variant.accessories ?? [])];
      if (models.length > 0) wantedAccessories.push({ goodsId: id, models });
    });
  }
  for (const { goodsId, models } of wantedAccessories) {
    models.forEach((model, position) => {
      const accessoryId = goodsIds.get(model);
      if (accessoryId === undefined) throw new Error(`Unknown accessory ${model}`);
      seed.accessories.push({ goodsId, accessoryId, position });
    });
  }
  return seed;
}
