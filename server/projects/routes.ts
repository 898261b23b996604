import { s } from '../router';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import type { Db } from '../db/client';
import { deleteProject, isProjectRefusal, saveProject, type ProjectRefusal } from './registration';
import { dayOf, listProjects, projectDetail, projectOptions } from './projects';
import { pageReply } from '../listing';
import { MAX_PRICE_CENTS, moneyText } from '../quotations/pricing';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, found, notFound, ok } from '../reply';

/** Why a project form was refused, in the caller's language. */
function refusedProject(refusal: ProjectRefusal, lang: LangCode) {
  const msg = messages(lang);
  switch (refusal.why) {
    case 'notFound':
      return notFound(lang);
    case 'priceInvalid':
      return fail(
        msg.project.priceInvalid({ model: refusal.model, max: moneyText(MAX_PRICE_CENTS) }),
      );
    case 'countryUnknown':
      return fail(msg.countryUnknown());
    default:
      return fail(msg.project[refusal.why]());
  }
}

/**
 * The caller's projects (docs/projects.md); every call needs a token
 * and reads or changes only the caller's own projects.
 */
export function projectsRoutes(db: Db, now: () => Date) {
  return s.router(contract.projects, {
    list: async ({ request, query }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const page = await listProjects(db, user.id, query, lang, dayOf(now()));
      if (!page) return fail(messages(lang).refusal.formNotValid());
      return pageReply(lang, page);
    },
    save: async ({ request, body }) => {
      const lang = requestLang(request);
      const saved = await saveProject(db, requireAuth(request).user, body, now());
      if (isProjectRefusal(saved)) return refusedProject(saved, lang);
      const msg = messages(lang).project;
      return ok(lang, { id: saved.id }, saved.created ? msg.registered() : msg.saved());
    },
    delete: async ({ request, body }) => {
      const lang = requestLang(request);
      const result = await deleteProject(db, requireAuth(request).user.id, body.id, now());
      if (result === 'notFound') return notFound(lang);
      if (result === 'notDeletable') return fail(messages(lang).project.notDeletable());
      return ok(lang, null, messages(lang).project.deleted());
    },
    detail: async ({ request, body }) => {
      const lang = requestLang(request);
      const userId = requireAuth(request).user.id;
      return found(lang, await projectDetail(db, userId, body.id, dayOf(now()), lang));
    },
    options: async ({ request }) => {
      const lang = requestLang(request);
      const list = await projectOptions(db, requireAuth(request).user.id);
      return ok(lang, list, list.length === 0 ? messages(lang).noData() : undefined);
    },
  });
}
