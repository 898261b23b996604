import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

/** The group of answers that an announcement without a group (an empty payload) drops: all. */
export const ALL_GROUPS = '';

/** How the payload of a {@link ListenedCache.caughtUp} marker begins; no group is named so. */
export const MARKER_PREFIX = 'heard:';

/**
 * Answers kept in memory, each in a group (a user's, or one for everything), and dropped in
 * every server process when the database announces that what a group shows changed
 * (docs/content.md, docs/server.md).
 *
 * A change announces itself with `pg_notify(channel, group)` in its own transaction (written by
 * the code, or by a trigger), so every process hears it once it is committed; an empty payload
 * drops every group. Correct across processes because:
 * - an answer read while its group (or everything) was dropped is not kept, since it may
 *   predate the change;
 * - while the listening connection is broken, nothing is kept or served from memory, and once
 *   it listens again the cache starts empty, so a missed announcement never leaves an old
 *   answer in place.
 */
export class ListenedCache {
  private readonly entries = new Map<string, { group: string; value: unknown; bytes: number }>();
  /** The memory the kept answers come to, as {@link bytesOf} counts it. */
  private keptBytes = 0;
  private readonly groups = new Map<string, Set<string>>();
  /** Counts drops; a load remembers the count it started at. */
  private drops = 0;
  /** The count at which each group was last dropped (since everything last was). */
  private readonly droppedAt = new Map<string, number>();
  private allDroppedAt = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | undefined;
  private database: Partial<Pick<Database, 'db'>> | undefined;
  /** Markers of {@link caughtUp} not heard yet, with what to do when they are. */
  private readonly markers = new Map<string, () => void>();

  /**
   * @param channel the notification channel that announces changes
   * @param limit more kept answers than this and the cache starts over
   * @param maxBytes kept answers coming to more memory than this, and the cache starts over
   */
  constructor(
    readonly channel: string,
    private readonly limit: number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** Starts hearing announcements; until then (and without it) nothing is kept. */
  async start(database: Pick<Database, 'listen'> & Partial<Pick<Database, 'db'>>): Promise<void> {
    this.database = database;
    this.stopListening = await database.listen(
      this.channel,
      (group) => {
        // A marker of caughtUp: this process's own wakes its caller; another process's concerns
        // no group here (dropping it would only fill the list of dropped groups).
        if (group.startsWith(MARKER_PREFIX)) this.markers.get(group)?.();
        else this.drop(group);
      },
      (listening) => {
        this.drop(ALL_GROUPS);
        this.listening = listening;
      },
    );
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.drop(ALL_GROUPS);
    await this.stopListening?.();
  }

  /**
   * Resolves once every announcement committed before the call has been heard: PostgreSQL
   * delivers a channel's notifications in the order their transactions committed, so hearing a
   * marker sent now means hearing all before it. On PostgreSQL a process hears even its own
   * changes a moment after their commit; a caller that must read its own write kept (a test)
   * waits for this first. Gives up after `timeoutMs` (the connection may be broken).
   */
  async caughtUp(timeoutMs = 5_000): Promise<void> {
    const db = this.database?.db;
    if (!this.listening || !db) return;
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.markers.set(marker, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await db.execute(sql`select pg_notify(${this.channel}, ${marker})`);
      await heard;
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** The answer kept for `key`, if any (none while not listening). */
  peek<T>(key: string): T | undefined {
    return this.listening ? (this.entries.get(key)?.value as T | undefined) : undefined;
  }

  /** Marks the start of a read whose answer may be kept with {@link keepIfCurrent}. */
  begin(): number {
    return this.drops;
  }

  /**
   * Keeps `value` for `key` in `group`, unless that group (or everything) was dropped since the
   * read began (`startedAt`, from {@link begin}): the answer may predate the change.
   */
  keepIfCurrent(key: string, group: string, value: unknown, startedAt: number): void {
    if (
      this.listening &&
      this.allDroppedAt <= startedAt &&
      (this.droppedAt.get(group) ?? 0) <= startedAt
    ) {
      this.keep(key, group, value);
    }
  }

  /**
   * The kept answer for `key`, or `load`'s. A loaded answer is kept in the group `groupOf`
   * names (null: not kept at all), unless that group was dropped while it was being read.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    groupOf: (value: T) => string | null = () => ALL_GROUPS,
  ): Promise<T> {
    const kept = this.peek<T>(key);
    if (kept !== undefined) return kept;
    const startedAt = this.begin();
    const value = await load();
    const group = groupOf(value);
    if (group !== null) this.keepIfCurrent(key, group, value, startedAt);
    return value;
  }

  /** Drops the answers of one group, or of all with {@link ALL_GROUPS}. */
  drop(group: string): void {
    this.drops += 1;
    // Remembering every group ever dropped would grow without end: past the limit, drop all.
    // An announcement without a payload (`pg_notify(channel, '')`) concerns everything.
    if (!group || this.droppedAt.size >= this.limit) {
      this.allDroppedAt = this.drops;
      this.droppedAt.clear();
      this.clear();
      return;
    }
    this.droppedAt.set(group, this.drops);
    for (const key of this.groups.get(group) ?? []) this.remove(key);
    this.groups.delete(group);
  }

  private keep(key: string, group: string, value: unknown): void {
    const bytes = key.length * 2 + bytesOf(value);
    if (this.entries.size >= this.limit || this.keptBytes + bytes > this.maxBytes) this.clear();
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.groups.get(previous.group)?.delete(key);
      this.remove(key);
    }
    this.entries.set(key, { group, value, bytes });
    this.keptBytes += bytes;
    let keys = this.groups.get(group);
    if (!keys) {
      keys = new Set();
      this.groups.set(group, keys);
    }
    keys.add(key);
  }

  /** The memory the kept answers come to now, in bytes (as {@link bytesOf} counts it). */
  get bytes(): number {
    return this.keptBytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.keptBytes -= entry.bytes;
    this.entries.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.groups.clear();
    this.keptBytes = 0;
  }
}

/** The most memory the kept answers of one cache come to: 32 MB (record 150). */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** The memory a kept value holds: what it says of itself (`bytes`), else a small record's. */
function bytesOf(value: unknown): number {
  if (typeof value === 'object' && value !== null && 'bytes' in value) {
    const { bytes } = value;
    if (typeof bytes === 'number') return bytes;
  }
  return 256;
}
