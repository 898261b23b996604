import { z } from 'zod';
import { DraftContentSchema, DraftTypeSchema } from '../../contract/drafts';
import type { DraftKey, DraftStore } from '../../machines/draft-saving/draft-saving.machine';

/** Every local copy's key starts with this (docs/projects.md). */
export const DRAFT_KEY_PREFIX = 'draft:';

/** What a stored copy must look like to be offered back; anything else is ignored. */
const LocalDraftSchema = z.object({
  id: z.number().int().positive().optional(),
  type: DraftTypeSchema,
  title: z.string().optional(),
  content: DraftContentSchema,
});

/** The storage key of one copy: its owner, the form it belongs to, and its draft id. */
export function draftStorageKey(owner: string, key: DraftKey, scope?: string): string {
  const form = scope ? `${key.type}.${scope}` : key.type;
  return `${DRAFT_KEY_PREFIX}${owner}:${form}:${key.id ?? 'new'}`;
}

/**
 * Local copies of unsaved drafts in the browser's local storage, per user (`owner`, the login
 * name) so that the next person on the same browser is never offered them, and per form
 * (`scope`, such as the project being changed) so that work on one record never resumes into
 * another. Like the other storage, it never throws: without storage the copy lives for the page.
 */
export function localDraftStore(owner: string, scope?: string): DraftStore {
  const memory = new Map<string, string>();
  const name = (key: DraftKey) => draftStorageKey(owner, key, scope);
  const read = (key: string): string | null => {
    try {
      return globalThis.localStorage?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  };
  return {
    load(key) {
      const text = read(name(key));
      if (text === null) return null;
      try {
        const parsed = LocalDraftSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(key, draft) {
      const text = JSON.stringify(draft);
      try {
        globalThis.localStorage?.setItem(name(key), text);
      } catch {
        // A full quota or a private mode: the copy lives for this page only.
        memory.set(name(key), text);
      }
    },
    remove(key) {
      memory.delete(name(key));
      try {
        globalThis.localStorage?.removeItem(name(key));
      } catch {
        // Nothing to remove where there is no storage.
      }
    },
  };
}
