import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ListenedCache } from '../plugins/listened-cache';

/** The channel on which a change of public content is announced to every server process. */
export const CONTENT_CHANNEL = 'portal_content';

/** More entries than this (product list pages by their filters) and the cache starts over. */
export const CONTENT_CACHE_LIMIT = 1_000;

/**
 * Public content (the layout, the home page, the catalogue), kept per language and request in
 * memory, and dropped in every process when head office changes any of it
 * (docs/content.md). One group: any change drops everything.
 */
export class ContentCache extends ListenedCache {
  constructor() {
    super(CONTENT_CHANNEL, CONTENT_CACHE_LIMIT);
  }
}

/**
 * Announces, inside the transaction that changes public content, that it changed. Every call
 * that writes what a cached answer shows (site settings, menu, pages, news, catalogue) makes it.
 */
export async function announceContentChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}
