import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import { requireAuth } from '../auth';
import { requestLang } from '../lang';
import { ok } from '../reply';
import { isOverseasServicePartner } from './content';

const s = initServer();

/**
 * The profile fields the partner screens need before a partner may go on: those of sign-up
 * plus the address, which membership applications and orders print (sign-up leaves it
 * optional).
 */
export const PROFILE_FIELDS = ['realname', 'company', 'country', 'telephone', 'address'] as const;

/** The checks a screen runs before it lets the user go on; both need a token. */
export function checksRoutes() {
  return s.router(contract.checks, {
    infoIsComplete: ({ request }) => {
      const { user } = requireAuth(request);
      const missing = PROFILE_FIELDS.filter((field) => !user[field].trim());
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
