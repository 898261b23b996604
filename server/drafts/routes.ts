import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
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
import { fail, found, notFound, ok } from '../reply';

const s = initServer();

/** Why a draft was not saved, in the caller's language. */
function refused(refusal: DraftRefusal, lang: LangCode) {
  const msg = messages(lang);
  if (refusal === 'otherType') return fail(msg.draftOtherType());
  if (refusal === 'tooLarge') return fail(msg.draftTooLarge({ maxKb: MAX_DRAFT_BYTES / 1024 }));
  if (refusal === 'tooMany') return fail(msg.draftTooMany({ max: MAX_DRAFTS_PER_USER }));
  if (refusal === 'tooDeep') return fail(msg.refusal.formNotValid());
  if (refusal === 'notStorable') return fail(msg.refusal.textNotStorable());
  return notFound(lang);
}

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
