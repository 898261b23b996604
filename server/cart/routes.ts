import { s } from '../router';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../plugins/auth';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  addToCart,
  cartLines,
  changeQuantity,
  countLines,
  MAX_CART_QUANTITY,
  removeLines,
  type CartRefusal,
} from './cart';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { ok, refusals } from '../reply';

/** The refusal of goods the cart cannot take, in the caller's language. */
const refused = refusals<CartRefusal>({
  notAnAccessory: (msg) => msg.accessoryNotAllowed(),
  tooMany: (msg) => msg.refusal.tooBig({ field: msg.field.quantity(), max: MAX_CART_QUANTITY }),
});

/** The logged-in user's cart (docs/quotations.md). */
export function cartRoutes(db: Db, now: Clock) {
  /** The answer of a change: the number of lines now, or the refusal. */
  const counted = async (
    lang: LangCode,
    userId: number,
    refusal: CartRefusal | null,
    msg: string,
  ) => (refusal ? refused(refusal, lang) : ok(lang, { count: await countLines(db, userId) }, msg));

  return s.router(contract.cart, {
    create: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const added = await addToCart(db, user.id, body, now());
      if (typeof added === 'string') return refused(added, lang);
      const count = await countLines(db, user.id);
      return ok(lang, { count, id: added.lineId }, messages(lang).cartAdded());
    },
    change: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const refusal = await changeQuantity(db, user.id, body.id, body.quantity);
      return counted(lang, user.id, refusal, messages(lang).operationOk());
    },
    delete: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const refusal = await removeLines(db, user.id, body.ids);
      return counted(lang, user.id, refusal, messages(lang).operationOk());
    },
    count: async ({ request }) => {
      const { user } = requireAuth(request);
      return ok(requestLang(request), await countLines(db, user.id));
    },
    list: async ({ request }) => {
      const lang = requestLang(request);
      const list = await cartLines(db, requireAuth(request).user.id, lang);
      return ok(lang, list, list.length === 0 ? messages(lang).noData() : undefined);
    },
  });
}
