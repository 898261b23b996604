import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';

/** The channel on which a change of public content is announced to every server process. */
export const CONTENT_CHANNEL = 'portal_content';

/** More entries than this (product list pages by their filters) and the cache starts over. */
export const CONTENT_CACHE_LIMIT = 1_000;

/**
 * Public content (the layout, the home page, the catalogue), kept per language and request in
 * memory, and dropped in every process when head office changes any of it
 * (docs/decisions/135-public-content-cache.md).
 *
 * Correct across processes: a change announces itself with `pg_notify` in its own transaction,
 * so every process hears it once it is committed. While a process cannot hear announcements
 * (its listening connection broke), it does not use the cache at all. An answer read while an
 * announcement arrived is not kept, since it may predate the change.
 */
export class ContentCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | undefined;

  /** Starts hearing announcements; until then (and without it) nothing is kept. */
  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(
      CONTENT_CHANNEL,
      () => this.clear(),
      (listening) => {
        this.clear();
        this.listening = listening;
      },
    );
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.clear();
    await this.stopListening?.();
  }

  /** The kept answer for `key`, or `load`'s, which is kept when nothing changed meanwhile. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= CONTENT_CACHE_LIMIT) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Announces, inside the transaction that changes public content, that it changed. Every call
 * that writes what a cached answer shows (site settings, menu, pages, news, catalogue) makes it.
 */
export async function announceContentChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}
