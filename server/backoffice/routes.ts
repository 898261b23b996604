import { s } from '../router';
import type { FastifyRequest } from 'fastify';
import { backofficeContract } from '../../contract/backoffice';
import { requireAuth } from '../plugins/auth';
import type { Actor } from './audit';
import {
  approveMembership,
  membershipQueue,
  rejectMembership,
  type DecisionRefusal,
} from './dcnet-desk';
import {
  readSettings,
  saveSettings,
  visitorMessages,
  workQueue,
  type SettingsRefusal,
} from './site-settings';
import { issueCodes, pendingExams, recordResult, type TrainingRefusal } from './training-desk';
import { deliverNotices } from './partner-notices';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { ok, refusals } from '../reply';
import type { AccountServices } from '../security/services';

/** The head-office user of a call; the permission guard has let them through. */
function actorOf(request: FastifyRequest): Actor {
  const { id, username } = requireAuth(request).user;
  return { id, username };
}

/** A refused back-office action, in the caller's language. */
const refused = refusals<DecisionRefusal | TrainingRefusal | SettingsRefusal>((refusal, msg) =>
  msg.backoffice[refusal](),
);

/**
 * Head office's calls (docs/decisions/100-back-office-access.md). The permission guard
 * (server/plugins/permissions.ts) has checked each call's permission before it gets here.
 */
export function backofficeRoutes({ db, now, mailer }: AccountServices) {
  return s.router(backofficeContract, {
    queue: async ({ request }) =>
      ok(requestLang(request), await workQueue(db, requireAuth(request).user)),
    memberships: async ({ request, query }) => membershipQueue(db, requestLang(request), query),
    approveMembership: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await approveMembership(db, actorOf(request), body, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).backoffice.membershipApproved());
    },
    rejectMembership: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await rejectMembership(db, actorOf(request), body, now());
      if (typeof done === 'string') return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).backoffice.membershipRejected());
    },
    issueCodes: async ({ request, body }) => {
      const lang = requestLang(request);
      const issued = await issueCodes(db, actorOf(request), body, now());
      if (typeof issued === 'string') return refused(issued, lang);
      return ok(
        lang,
        issued,
        messages(lang).backoffice.codesIssued({ count: issued.codes.length }),
      );
    },
    pendingExams: async ({ request, query }) => pendingExams(db, requestLang(request), query),
    recordExamResult: async ({ request, body }) => {
      const lang = requestLang(request);
      const recorded = await recordResult(db, actorOf(request), body, now());
      if (typeof recorded === 'string') return refused(recorded, lang);
      const t = messages(lang).backoffice;
      return ok(
        lang,
        recorded,
        recorded.certificate
          ? t.resultRecordedPassed({ certificate: recorded.certificate })
          : t.resultRecorded(),
      );
    },
    messages: async ({ request, query }) => visitorMessages(db, requestLang(request), query),
    settings: async ({ request }) => ok(requestLang(request), await readSettings(db)),
    saveSettings: async ({ request, body }) => {
      const lang = requestLang(request);
      const saved = await saveSettings(db, actorOf(request), body, now());
      if (typeof saved === 'string') return refused(saved, lang);
      return ok(lang, saved, messages(lang).backoffice.settingsSaved());
    },
  });
}
