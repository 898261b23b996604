import { s } from '../router';
import type { FastifyRequest } from 'fastify';
import { backofficeQuotationsContract } from '../../contract/backoffice-quotations';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import { staffOf } from './audit';
import { dayOf } from '../../contract/common';
import {
  approveQuotationAsStaff,
  backofficeQuotation,
  quotationQueue,
  rejectQuotationAsStaff,
  type QuotationRefusal,
} from './quotations-desk';
import { deliverNotices } from './partner-notices';
import { formatDay } from '../documents/format';
import { statusText } from '../quotations/quotations';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, found, notFound, ok } from '../reply';
import type { AccountServices } from '../security/services';

/** A refused decision on a quotation, in the caller's language. */
function refused(refusal: QuotationRefusal, lang: LangCode) {
  if (refusal === 'notFound') return notFound(lang);
  const t = messages(lang).quotationDesk;
  if (refusal === 'changed') return fail(t.changed());
  if (refusal.why === 'expired')
    return fail(t.expired({ date: formatDay(refusal.validUntil, lang) }));
  return fail(t.decided({ status: statusText(refusal.status, lang) }));
}

/**
 * Head office's quotation desk (docs/backoffice.md). The permission guard has
 * checked `quotation:approve`.
 */
export function backofficeQuotationsRoutes({ db, now, mailer }: AccountServices) {
  const staff = (request: FastifyRequest) => staffOf(requireAuth(request).user);
  return s.router(backofficeQuotationsContract, {
    quotations: async ({ request, query }) =>
      quotationQueue(db, requestLang(request), query, dayOf(now())),
    quotation: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await backofficeQuotation(db, query.id, lang, now()));
    },
    approveQuotation: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await approveQuotationAsStaff(db, staff(request), body, now());
      if (typeof done === 'string' || 'why' in done) return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).quotationDesk.approved());
    },
    rejectQuotation: async ({ request, body }) => {
      const lang = requestLang(request);
      const done = await rejectQuotationAsStaff(db, staff(request), body, now());
      if (typeof done === 'string' || 'why' in done) return refused(done, lang);
      await deliverNotices(mailer, db, [done.notice]);
      return ok(lang, null, messages(lang).quotationDesk.rejected());
    },
  });
}
