import { s } from '../router';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import type { Db } from '../db/client';
import { contractData, contractTemplate } from './contract-template';
import { orderDetail } from './detail';
import { ORDER_FILE_PATH, incomingFile, orderFileByLink } from './files';
import {
  finishOrder,
  submitBasic,
  submitContract,
  submitPayment,
  submitReminder,
  submitSchedule,
  type SubmissionOutcome,
} from './submissions';
import { orderList, orderListKey } from './list';
import { pageReply } from '../listing';
import { createOrder, isRefusal, refusalText } from './orders';
import { fileAnswer, fileHooks, refusedFile } from '../plugins/file-answers';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { keptAnswers } from '../plugins/kept-answer';
import { fail, found, notFound, ok } from '../reply';
import { OrderListCache } from '../plugins/user-caches';

/** The answer of a step call: the order's new step with `success`, or why not. */
function stepAnswer(lang: LangCode, outcome: SubmissionOutcome, success: string) {
  if (outcome === null) return notFound(lang);
  if (isRefusal(outcome)) return fail(refusalText(lang, outcome));
  return ok(lang, outcome, success);
}

/** The list's query as the contract reads it, for the key its answer is kept under. */
const listQuery = contract.orders.list.query;

/**
 * The caller's orders and the partner's steps of the order flow
 * (docs/orders.md); every call needs a token and touches only the caller's own
 * orders. The list is kept per user, language and filters until the user's orders change
 * (docs/server.md).
 */
export function ordersRoutes(db: Db, now: () => Date, orderLists = new OrderListCache()) {
  return s.router(contract.orders, {
    list: {
      hooks: keptAnswers({
        cache: orderLists,
        key: (request) => {
          const query = listQuery.safeParse(request.query);
          if (!query.success) return null;
          return orderListKey(requireAuth(request).user.id, requestLang(request), query.data);
        },
        group: (request) => String(requireAuth(request).user.id),
      }),
      handler: async ({ request, query }) => {
        const lang = requestLang(request);
        const page = await orderList(db, requireAuth(request).user.id, query, lang);
        if (!page) return fail(messages(lang).refusal.formNotValid());
        return pageReply(lang, page);
      },
    },
    detail: async ({ request, body }) => {
      const lang = requestLang(request);
      const userId = requireAuth(request).user.id;
      return found(lang, await orderDetail(db, userId, body.id, lang, now()));
    },
    create: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang).order;
      const created = await createOrder(db, requireAuth(request).user.id, body.quotation_id, now());
      if (created === 'notFound') return notFound(lang);
      if (created === 'notApproved') return fail(msg.quotationNotApproved());
      if (created === 'expired') return fail(msg.quotationExpired());
      if (created === 'exists') return fail(msg.orderExists());
      return ok(lang, created, msg.created());
    },
    upload: async ({ request, body }) => {
      const lang = requestLang(request);
      const userId = requireAuth(request).user.id;
      const msg = messages(lang).order;
      if (body.step === 2) {
        return stepAnswer(lang, await submitBasic(db, userId, body, now()), msg.submitted());
      }
      return stepAnswer(lang, await submitReminder(db, userId, body.id, now()), msg.reminded());
    },
    uploadContract: async ({ request, body }) => {
      const lang = requestLang(request);
      const form = {
        id: body.id,
        signContract: body.sign_contract === 1 ? (1 as const) : (0 as const),
        contract: body.contract ? await incomingFile(body.contract) : null,
      };
      const outcome = await submitContract(db, requireAuth(request).user.id, form, now());
      return stepAnswer(lang, outcome, messages(lang).order.uploaded());
    },
    uploadPayInfo: async ({ request, body }) => {
      const lang = requestLang(request);
      const form = {
        id: body.id,
        payDate: body.pay_date,
        receipt: await incomingFile(body.receipt),
      };
      const outcome = await submitPayment(db, requireAuth(request).user.id, form, now());
      return stepAnswer(lang, outcome, messages(lang).order.uploaded());
    },
    uploadDelivery: async ({ request, body }) => {
      const lang = requestLang(request);
      const outcome = await submitSchedule(db, requireAuth(request).user.id, body, now());
      return stepAnswer(lang, outcome, messages(lang).order.submitted());
    },
    finish: async ({ request, body }) => {
      const lang = requestLang(request);
      const outcome = await finishOrder(db, requireAuth(request).user.id, body.id, now());
      return stepAnswer(lang, outcome, messages(lang).order.finished());
    },
    downloadContractTemplate: {
      hooks: fileHooks,
      handler: async ({ request, reply, body }) => {
        const lang = requestLang(request);
        const data = await contractData(db, requireAuth(request).user.id, body.id, lang);
        if (data === null) return refusedFile(request, notFound(lang));
        if (data === 'notYet') {
          return refusedFile(request, fail(messages(lang).order.templateNotYet()));
        }
        return fileAnswer(reply, await contractTemplate(data, now(), lang));
      },
    },
  });
}

/**
 * Serves an order's files outside the contract, at the signed links of the owner's order
 * detail (a link opened in the browser cannot send the token header). A wrong key and a
 * forged or expired link get the same answer. Register under the API prefix.
 */
export function registerOrderFileRoute(api: FastifyInstance, db: Db, now: () => Date): void {
  api.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    `${ORDER_FILE_PATH}/:key`,
    async (request, reply) => {
      const { expires, signature } = request.query;
      const file = await orderFileByLink(db, request.params.key, expires, signature, now());
      if (!file) {
        return reply
          .status(404)
          .send({ code: 0, msg: messages(requestLang(request)).order.linkExpired() });
      }
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
}
