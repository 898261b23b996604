import { s } from '../router';
import { contract } from '../../contract/index';
import { requireAuth } from '../plugins/auth';
import type { Db } from '../db/client';
import {
  draftDetail,
  listDrafts,
  MAX_DRAFT_BYTES,
  MAX_DRAFTS_PER_USER,
  saveDraft,
  type DraftRefusal,
} from './drafts';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { found, ok, refusals } from '../reply';

/** Why a draft was not saved, in the caller's language. */
const refused = refusals<DraftRefusal>({
  otherType: (msg) => msg.draftOtherType(),
  tooLarge: (msg) => msg.draftTooLarge({ maxKb: MAX_DRAFT_BYTES / 1024 }),
  tooMany: (msg) => msg.draftTooMany({ max: MAX_DRAFTS_PER_USER }),
  tooDeep: (msg) => msg.refusal.formNotValid(),
  notStorable: (msg) => msg.refusal.textNotStorable(),
});

/** The drafts box: each user reads and overwrites only drafts of their own. */
export function draftsRoutes(db: Db, now: () => Date) {
  return s.router(contract.drafts, {
    save: async ({ request, body }) => {
      const lang = requestLang(request);
      const saved = await saveDraft(db, requireAuth(request).user.id, body, now());
      return typeof saved === 'string'
        ? refused(saved, lang)
        : ok(lang, saved, messages(lang).draftSaved());
    },
    list: async ({ request, query }) =>
      listDrafts(db, requestLang(request), requireAuth(request).user.id, query, now()),
    detail: async ({ request, query }) =>
      found(
        requestLang(request),
        await draftDetail(db, requireAuth(request).user.id, query.id, now()),
      ),
  });
}
