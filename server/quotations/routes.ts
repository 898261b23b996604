import { s } from '../router';
import { dayOf } from '../../contract/common';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index';
import type { QuotationAudience } from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import type { Db } from '../db/client';
import { quotationList } from './list';
import { pageReply } from '../listing';
import { quotationDocument, type QuotationDocumentKind } from './documents';
import { loadQuotation, quotationDetail } from './detail';
import { MAX_LINE_QUANTITY, type LineRefusal } from './lines';
import { MAX_PRICE_CENTS, moneyText } from './pricing';
import { deleteQuotation, quotationOptions, saveQuotation } from './quotations';
import { fileAnswer, fileHooks, refusedFile } from '../plugins/file-answers';
import type { Clock } from '../clock';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, found, notFound, ok } from '../reply';

/** Why the lines of a quotation form were refused, in the caller's language. */
function refusedLines(refusal: LineRefusal, lang: LangCode) {
  const msg = messages(lang);
  switch (refusal.why) {
    case 'salePrice':
      return fail(
        msg.quotation.salePriceInvalid({ model: refusal.model, max: moneyText(MAX_PRICE_CENTS) }),
      );
    case 'tooMany':
      return fail(msg.refusal.tooBig({ field: msg.field.quantity(), max: MAX_LINE_QUANTITY }));
    default:
      return fail(msg.quotation[refusal.why]());
  }
}

/** What a download call's handler reads. */
interface FileCallArgs {
  request: FastifyRequest;
  reply: { header(name: string, value: string): unknown };
  body: { id: number; format: 'xlsx' | 'pdf'; audience?: QuotationAudience };
}

/** The caller's quotations (docs/quotations.md); every call needs a token. */
export function quotationsRoutes(db: Db, now: Clock) {
  /**
   * A download call of the quotation or its packing list: the caller's quotation as a file
   * under its own name; a refusal goes out as the JSON envelope.
   */
  const fileCall = (kind: QuotationDocumentKind) => ({
    hooks: fileHooks,
    handler: async ({ request, reply, body }: FileCallArgs) => {
      const lang = requestLang(request);
      const loaded = await loadQuotation(db, requireAuth(request).user.id, body.id, lang);
      if (!loaded) return refusedFile(request, notFound(lang));
      const file = await quotationDocument(db, loaded, kind, body.format, lang, body.audience);
      return fileAnswer(reply, file);
    },
  });

  return s.router(contract.quotations, {
    list: async ({ request, query }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const page = await quotationList(db, user.id, query, lang, dayOf(now()));
      if (!page) return fail(messages(lang).refusal.formNotValid());
      return pageReply(lang, page);
    },
    save: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const saved = await saveQuotation(db, user, body, now());
      if (saved === null) return notFound(lang);
      if ('why' in saved) {
        if (saved.why === 'inProject') return fail(messages(lang).project.quotationInProject());
        if (saved.why === 'hasOrder') return fail(messages(lang).order.quotationHasOrderChange());
        return refusedLines(saved, lang);
      }
      return ok(lang, saved, messages(lang).quotation.saved());
    },
    delete: async ({ request, body }) => {
      const lang = requestLang(request);
      const result = await deleteQuotation(db, requireAuth(request).user.id, body.id);
      if (result === 'notFound') return notFound(lang);
      if (result === 'inProject') return fail(messages(lang).quotation.inProject());
      if (result === 'hasOrder') return fail(messages(lang).order.quotationHasOrder());
      return ok(lang, null, messages(lang).quotation.deleted());
    },
    detail: async ({ request, body }) => {
      const lang = requestLang(request);
      return found(
        lang,
        await quotationDetail(db, requireAuth(request).user.id, body.id, lang, now()),
      );
    },
    download: fileCall('quotation'),
    downloadPackingList: fileCall('packingList'),
    options: async ({ request, query }) => {
      const lang = requestLang(request);
      const list = await quotationOptions(
        db,
        requireAuth(request).user.id,
        query.keyword,
        query.unlinked === 1,
        now(),
      );
      return ok(lang, list, list.length === 0 ? messages(lang).noData() : undefined);
    },
  });
}
