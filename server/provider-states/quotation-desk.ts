import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, quotations } from '../db/schema/index';
import { QUOTATION_STATUS, saveQuotation } from '../quotations/quotations';
import { loggedIn } from './accounts';
import { LOGIN_PARAMS, SESSION_ANSWERS, type ProviderStates, type StateParams } from './types';

/** The reason head office gave for the rejected quotation. */
export const PACT_REJECTION_REASON = 'Please quote the 10G uplink modules as well.';

/**
 * A logged-in direct project partner (as "a partner is logged in") with a quotation of two
 * goods items made just now, version 1, waiting on head office. Answers its id.
 */
async function partnerWithWaitingQuotation(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  const items = await db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(2);
  const saved = await saveQuotation(
    db,
    { id: userId, partnerType: 'DC-DPP' },
    { remark: 'Campus core', items: items.map((item) => ({ goods_id: item.id, quantity: 2 })) },
    now,
  );
  if (!saved || 'why' in saved) throw new Error('provider state: quotation not saved');
  return { token, quotationId: saved.id };
}

/**
 * The quotation desk (docs/backoffice.md): a partner's quotation waiting on
 * head office, and one head office rejected, as the partner reads it.
 */
export const quotationDeskStates: ProviderStates = {
  'a partner has a quotation waiting on head office': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes:
      'A logged-in direct project partner (as "a partner is logged in") with a quotation of two goods items made now: Applying, version 1, nothing decided.',
    answers: { ...SESSION_ANSWERS, quotationId: 'the quotation' },
    setup: partnerWithWaitingQuotation,
  },
  'a partner has a quotation head office rejected': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes: `What "a partner has a quotation waiting on head office" makes, the quotation then rejected by head office (state 3) with the reason "${PACT_REJECTION_REASON}".`,
    answers: { ...SESSION_ANSWERS, quotationId: 'the quotation' },
    setup: async (db, params, now) => {
      const made = await partnerWithWaitingQuotation(db, params, now);
      await db
        .update(quotations)
        .set({
          status: QUOTATION_STATUS.rejected,
          rejectReason: PACT_REJECTION_REASON,
          decidedAt: now,
        })
        .where(eq(quotations.id, made.quotationId));
      return made;
    },
  },
};
