import { loadSeedData } from './load-data';

export type { SeedSeries, SeriesBody } from './data-schema';

/** The catalogue as series × models. */
export const SERIES = loadSeedData('catalog-series').series;
