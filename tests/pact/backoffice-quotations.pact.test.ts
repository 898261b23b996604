import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { PACT_REJECTION_REASON } from '../../server/provider-states/quotation-desk';
import { DATE, DATE_TIME, STAFF, deskPartner, pageOf, staffClient } from './backoffice-staff';
import { quotationLine } from './examples';
import { clientFor, createPact, loggedIn, state, success } from './pact-setup';

const { boolean, eachLike, integer, number, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

const PARTNER = {
  username: 'pact.desk.quotes@example.com',
  password: 'PactPassword2026',
  token: 'PactTokenForAPartnerAtTheQuotationDesk00012',
};
/** The partner whose quotation waits; its own token is never sent to the desk. */
const HAS_WAITING = [
  STAFF,
  state('a partner has a quotation waiting on head office', {
    username: PARTNER.username,
    password: PARTNER.password,
  }),
];
const HAS_REJECTED = loggedIn('a partner has a quotation head office rejected', PARTNER);

/** The id the consumer uses; the provider answers its own through `fromProviderState`. */
const QUOTATION_ID = 910_002;
const quotationId = fromProviderState('${quotationId}', QUOTATION_ID);

const partner = deskPartner(PARTNER.username);

const summary = {
  id: integer(QUOTATION_ID),
  code: regex(/^QT\d+$/, 'QT20261123910002'),
  project_id: null,
  project_name: string(''),
  status: integer(1),
  status_text: string('Applying'),
  currency: string('USD'),
  amount: number(2990.3),
  create_time: DATE_TIME,
  valid_until: DATE,
  expired: boolean(false),
};

describe('the quotation desk of the back office', () => {
  it('GET /backoffice/quotations lists the quotations waiting, with partner and amount', () =>
    pact
      .interaction(
        HAS_WAITING,
        'a request for the quotations of a partner waiting on head office',
        'GET',
        '/prod-api/backoffice/quotations',
        (request) =>
          request.query({ page: '1', limit: '20', keyword: 'pact.desk.quotes@example.com' }),
      )
      .willRespondWith(200, success(pageOf({ ...summary, applied_time: DATE_TIME, partner })))
      .executeTest(async (server) => {
        const page = responseData(
          await staffClient(server.url).backoffice.quotations({
            query: { page: 1, limit: 20, keyword: 'pact.desk.quotes@example.com' },
          }),
        );
        expect(page.list[0]).toMatchObject({ status: 1, amount: 2990.3 });
        expect(page.list[0]?.partner.username).toBe('pact.desk.quotes@example.com');
      }));

  it('GET /backoffice/quotations/detail answers the lines, the version and the partner', () =>
    pact
      .interaction(
        HAS_WAITING,
        'a request for a waiting quotation at the quotation desk',
        'GET',
        '/prod-api/backoffice/quotations/detail',
        (request) =>
          request.query({ id: fromProviderState('${quotationId}', String(QUOTATION_ID)) }),
      )
      .willRespondWith(
        200,
        success({
          ...summary,
          tax_rate: number(17),
          remark: string('Campus core'),
          items: eachLike(quotationLine),
          project: null,
          revisions: eachLike({
            revision: integer(1),
            saved_by: string('Lucía García'),
            save_time: DATE_TIME,
            currency: string('USD'),
            amount: number(2990.3),
            summary: string('S5750E-28X-SI × 2'),
          }),
          order_id: null,
          orderable: boolean(false),
          reject_reason: null,
          revision: integer(1),
          applied_time: DATE_TIME,
          partner: {
            ...partner,
            partner_type: 'DC-DPP',
            dcnet_id: string('DCN-DPP-1004'),
            master_distributor: null,
          },
          // Nothing has been decided yet, so head office's trail is empty.
          audit: [],
        }),
      )
      .executeTest(async (server) => {
        const shown = responseData(
          await staffClient(server.url).backoffice.quotation({ query: { id: QUOTATION_ID } }),
        );
        expect(shown).toMatchObject({ revision: 1, reject_reason: null, audit: [] });
        expect(shown.items[0]?.subtotal).toBe(1495);
        expect(shown.partner.partner_type).toBe('DC-DPP');
      }));

  it('POST /backoffice/quotations/approve approves the version head office read', () =>
    pact
      .interaction(
        HAS_WAITING,
        'an approval of version 1 of a waiting quotation',
        'POST',
        '/prod-api/backoffice/quotations/approve',
        (request) => request.jsonBody({ id: quotationId, revision: 1 }),
      )
      .willRespondWith(200, success(null, 'The quotation has been approved.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.approveQuotation({
          body: { id: QUOTATION_ID, revision: 1 },
        });
        expect(answer.body.code).toBe(1);
      }));

  it('POST /backoffice/quotations/reject rejects the version head office read, with a reason', () => {
    const body = { id: QUOTATION_ID, revision: 1, reason: PACT_REJECTION_REASON };
    return pact
      .interaction(
        HAS_WAITING,
        'a rejection of version 1 of a waiting quotation',
        'POST',
        '/prod-api/backoffice/quotations/reject',
        (request) => request.jsonBody({ ...body, id: quotationId }),
      )
      .willRespondWith(200, success(null, 'The quotation has been rejected.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.rejectQuotation({ body });
        expect(answer.body.code).toBe(1);
      });
  });

  it('POST /user/detailquotation shows the partner the state and the reason of a rejection', () =>
    pact
      .interaction(
        HAS_REJECTED,
        'a request for a quotation detail after head office rejected it',
        'POST',
        '/prod-api/user/detailquotation',
        (request) => request.jsonBody({ id: quotationId }),
      )
      .willRespondWith(
        200,
        success({
          ...summary,
          status: integer(3),
          status_text: string('Rejected'),
          tax_rate: number(17),
          remark: string('Campus core'),
          items: eachLike(quotationLine),
          project: null,
          order_id: null,
          orderable: false,
          reject_reason: string(PACT_REJECTION_REASON),
        }),
      )
      .executeTest(async (server) => {
        const detail = responseData(
          await clientFor(server.url, { token: PARTNER.token }).quotations.detail({
            body: { id: QUOTATION_ID },
          }),
        );
        expect(detail).toMatchObject({
          status_text: 'Rejected',
          orderable: false,
          reject_reason: PACT_REJECTION_REASON,
        });
      }));
});
