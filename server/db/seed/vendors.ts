import type { Localized } from '../schema/index';
import { loadSeedData } from './load-data';
import { mapLocalized } from './text';

/** Partner companies listed on the vendor pages (find a partner). */
export const VENDORS = loadSeedData('vendors').vendors;

/** The company page text: the partner's own words, in every language. */
export function vendorDescription(vendor: (typeof VENDORS)[number]): Localized {
  return mapLocalized(vendor.about, (text) => `<p>${text}</p>`);
}
