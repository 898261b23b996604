import { s } from '../router';
import { contract } from '../../contract/index';
import { requireAuth } from '../plugins/auth';
import {
  applyForMembership,
  dcnetInfo,
  listMemberships,
  revokeMembership,
  type MembershipRefusal,
} from './dcnet';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { ok, refusals } from '../reply';
import type { AccountServices } from '../security/services';

/** The refusal of an application or a withdrawal, in the caller's language. */
const refused = refusals<MembershipRefusal>((refusal, msg) => msg.dcnet[refusal]());

/** The user's partner-programme applications and standing (docs/partner-programme.md). */
export function dcnetRoutes({ db, now }: AccountServices) {
  return s.router(contract.dcnet, {
    list: async ({ request, query }) =>
      listMemberships(db, requireAuth(request).user.id, requestLang(request), query),
    apply: async ({ request, body }) => {
      const lang = requestLang(request);
      const saved = await applyForMembership(db, requireAuth(request).user.id, body, now());
      return typeof saved === 'string'
        ? refused(saved, lang)
        : ok(lang, saved, messages(lang).dcnet.applied());
    },
    info: async ({ request }) =>
      ok(requestLang(request), await dcnetInfo(db, requireAuth(request).user, now())),
    revoke: async ({ request, body }) => {
      const lang = requestLang(request);
      const refusal = await revokeMembership(db, requireAuth(request).user.id, body.id, now());
      return refusal ? refused(refusal, lang) : ok(lang, null, messages(lang).dcnet.revoked());
    },
  });
}
