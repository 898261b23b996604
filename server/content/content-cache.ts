import { ListenedCache } from '../plugins/listened-cache';

/** The channel on which a change of public content is announced to every server process. */
export const CONTENT_CHANNEL = 'portal_content';

/** More entries than this (product list pages by their filters) and the cache starts over. */
export const CONTENT_CACHE_LIMIT = 1_000;

/**
 * Public content (the layout, the home page, the catalogue, the public pages as rendered), kept
 * per language and request in memory, and dropped in every process when any of it changes
 * (docs/content.md). One group: any change drops everything. Every write to a content table
 * announces itself, whoever makes it: a statement trigger on each table notifies the channel
 * (migration 0020_announce_content).
 */
export class ContentCache extends ListenedCache {
  constructor() {
    super(CONTENT_CHANNEL, CONTENT_CACHE_LIMIT);
  }
}
