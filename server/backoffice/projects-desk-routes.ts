import { s } from '../router';
import type { FastifyRequest } from 'fastify';
import { backofficeProjectsContract } from '../../contract/backoffice-projects';
import { requireAuth } from '../plugins/auth';
import { staffOf } from './audit';
import {
  chooseDistributor,
  migratePartner,
  partnerList,
  type PartnerRefusal,
} from './partners-desk';
import {
  approveProjectAsStaff,
  backofficeProject,
  projectQueue,
  rejectProjectAsStaff,
  type ProjectRefusal,
} from './projects-desk';
import { deliverNotices } from './partner-notices';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { found, ok, refusals } from '../reply';
import type { AccountServices } from '../security/services';

/** A refused project or partner decision, in the caller's language. */
const refused = refusals<ProjectRefusal | PartnerRefusal>((refusal, msg) =>
  refusal === 'dateInvalid' ? msg.backoffice.dateInvalid() : msg.backofficeDesks[refusal](),
);

/**
 * Head office's project desk (docs/backoffice.md): decisions on project
 * registrations and on project partners. The permission guard has checked `project:approve`.
 */
export function backofficeProjectsRoutes({ db, now, mailer }: AccountServices) {
  const staff = (request: FastifyRequest) => staffOf(requireAuth(request).user);
  return s.router(backofficeProjectsContract, {
    projects: async ({ request, query }) => projectQueue(db, requestLang(request), query, now()),
    project: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await backofficeProject(db, query.id, lang, now()));
    },
    approveProject: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await approveProjectAsStaff(db, staff(request), body, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).backofficeDesks.projectApproved());
    },
    rejectProject: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await rejectProjectAsStaff(db, staff(request), body, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).backofficeDesks.projectRejected());
    },
    partners: async ({ request, query }) => partnerList(db, requestLang(request), query),
    migratePartner: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await migratePartner(db, staff(request), body.id, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, done.partner, messages(lang).backofficeDesks.migrated());
    },
    chooseDistributor: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await chooseDistributor(db, staff(request), body, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, done.partner, messages(lang).backofficeDesks.distributorChosen());
    },
  });
}
