import { s } from '../router';
import { contract } from '../../contract/index';
import { requireAuth } from '../plugins/auth';
import { isOverseasServicePartner, missingProfileFields } from './checks';
import { requestLang } from '../lang';
import { ok } from '../reply';

/** The checks a screen runs before it lets the user go on; both need a token. */
export function checksRoutes() {
  return s.router(contract.checks, {
    infoIsComplete: ({ request }) => {
      const missing = missingProfileFields(requireAuth(request).user);
      return Promise.resolve(
        ok(requestLang(request), { isComplete: missing.length === 0, missing: [...missing] }),
      );
    },
    isOverseasPartner: ({ request }) => {
      const { user } = requireAuth(request);
      return Promise.resolve(
        ok(requestLang(request), { isOverseasPartner: isOverseasServicePartner(user) }),
      );
    },
  });
}
