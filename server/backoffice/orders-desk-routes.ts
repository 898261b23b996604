import { s } from '../router';
import type { FastifyRequest } from 'fastify';
import { backofficeOrdersContract } from '../../contract/backoffice-orders';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import { staffOf } from './audit';
import {
  backofficeOrder,
  confirmOrderPayment,
  deskRefusal,
  returnOrderPayment,
  uploadOrderDeliveryReceipt,
  uploadOrderShipping,
  waitingOrders,
  type DeskOutcome,
} from './orders-desk';
import { incomingFile } from '../orders/files';
import { deliverNotices } from './partner-notices';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, found, notFound, ok } from '../reply';
import type { AccountServices } from '../security/services';

type DeskMessage =
  'paymentConfirmed' | 'paymentReturned' | 'shippingUploaded' | 'deliveryReceiptUploaded';

/**
 * Head office's order desk (docs/backoffice.md). The permission guard has checked
 * each call's permission; every action answers the order's step, or why it was refused.
 */
export function backofficeOrdersRoutes({ db, now, mailer }: AccountServices) {
  const staff = (request: FastifyRequest) => staffOf(requireAuth(request).user);
  /** The answer to a desk action: its refusal, or success after the e-mail went out. */
  const answer = async (lang: LangCode, done: DeskOutcome, success: DeskMessage) => {
    const { outcome, notice } = done;
    if (outcome === null) return notFound(lang);
    const refusal = deskRefusal(lang, outcome);
    if (refusal !== null || !('id' in outcome)) return fail(refusal ?? '');
    await deliverNotices(mailer, db, [notice]);
    return ok(
      lang,
      { id: outcome.id, step: outcome.step },
      messages(lang).backofficeDesks[success](),
    );
  };
  return s.router(backofficeOrdersContract, {
    orders: async ({ request, query }) => waitingOrders(db, requestLang(request), query),
    order: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await backofficeOrder(db, query.id, lang, now()));
    },
    confirmPayment: async ({ request, body }) => {
      const done = await confirmOrderPayment(db, staff(request), body.id, now());
      return answer(requestLang(request), done, 'paymentConfirmed');
    },
    returnPayment: async ({ request, body }) => {
      const done = await returnOrderPayment(db, staff(request), body.id, body.reason, now());
      return answer(requestLang(request), done, 'paymentReturned');
    },
    uploadShipping: async ({ request, body }) => {
      const materials = {
        shippingInfo: body.shipping_info,
        files: await Promise.all(body.shipping_files.map(incomingFile)),
      };
      const done = await uploadOrderShipping(db, staff(request), body.id, materials, now());
      return answer(requestLang(request), done, 'shippingUploaded');
    },
    uploadDeliveryReceipt: async ({ request, body }) => {
      const letter = await incomingFile(body.delivery_receipt);
      const done = await uploadOrderDeliveryReceipt(db, staff(request), body.id, letter, now());
      return answer(requestLang(request), done, 'deliveryReceiptUploaded');
    },
  });
}
