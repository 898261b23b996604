/**
 * What the tests of the quotation desk share: a partner's quotation waiting on head office,
 * made through the partner's own call, and every desk call with its permission and a valid call
 * of it.
 */
import { eq } from 'drizzle-orm';
import { BACKOFFICE_PERMISSIONS } from '../../contract/backoffice';
import { users } from '../db/schema/index';
import { addQuotation } from '../projects/testing';
import { signedIn, type TestApp } from '../testing';
import type { BackofficeCall } from './testing';

/**
 * A partner of Harbour Networks, logged in, with a quotation just made and waiting on head
 * office (version 1); head office's e-mails go out in `lang`.
 */
export async function waitingQuotation(h: TestApp, lang = 'en') {
  const partner = await signedIn(h, {
    partnerType: 'DC-ADP',
    company: 'Harbour Networks',
    realname: 'Ana Souza',
  });
  await h.database.db.update(users).set({ lang }).where(eq(users.id, partner.id));
  const { id } = await addQuotation(h, partner.token);
  return { partner, id };
}

const as = (token: string, lang?: string) => ({ token, ...(lang ? { lang } : {}) });
const P = BACKOFFICE_PERMISSIONS;

/** Every call of the quotation desk, each with valid input. */
export const QUOTATION_DESK_CALLS: BackofficeCall[] = [
  {
    name: 'GET /backoffice/quotations',
    permission: P.quotationApprove,
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/quotations?page=1&limit=10', as(token, lang)),
  },
  {
    name: 'GET /backoffice/quotations/detail',
    permission: P.quotationApprove,
    audited: false,
    send: async (h, token, lang) => {
      const { id } = await waitingQuotation(h);
      return h.get(`/backoffice/quotations/detail?id=${id}`, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/quotations/approve',
    permission: P.quotationApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await waitingQuotation(h);
      return h.post('/backoffice/quotations/approve', { id, revision: 1 }, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/quotations/reject',
    permission: P.quotationApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await waitingQuotation(h);
      const form = { id, revision: 1, reason: 'Please quote the 10G uplink modules as well.' };
      return h.post('/backoffice/quotations/reject', form, as(token, lang));
    },
  },
];
