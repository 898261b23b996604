import { loadSeedData } from './load-data';

export type { SpecKey } from './spec-keys';

const CATALOG_TEXT = loadSeedData('catalog-text');

/** Names of the specification rows, in the order a product page lists them. */
export const SPEC_NAMES = CATALOG_TEXT.specNames;

/** Headings of a product page. */
export const PRODUCT_HEADINGS = CATALOG_TEXT.productHeadings;

/** Names of the downloadable files of a series. */
export const DOWNLOAD_NAMES = CATALOG_TEXT.downloadNames;
