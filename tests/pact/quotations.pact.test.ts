import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { downloadedFile } from '../../src/lib/api/download';
import { clientFor, createPact, formBody, loggedIn, success } from './pact-setup';
import { attachment, quotationLine } from './examples';

const { boolean, eachLike, integer, number, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheQuotationsPartner00000000009';
const ACCOUNT = { username: 'pact.quotes@example.com', password: 'PactPassword2026', token: TOKEN };
const HAS_QUOTATION = loggedIn('a partner has a quotation', ACCOUNT);
const HAS_CHANGE_DRAFT = loggedIn(
  'a partner has a quotation and a change of it in the drafts box',
  ACCOUNT,
);
const MAY_QUOTE = loggedIn('a partner may quote a main product with an accessory', ACCOUNT);
/** The quotation's id in these examples; a backend's own ids take its place. */
const id = 910_001;
/** The quotation's id in requests: the one the provider state answers. */
const QUOTATION_ID = fromProviderState('${quotationId}', id);
/** The same id as a form field. */
const QUOTATION_FIELD = fromProviderState('${quotationId}', String(id));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const summary = {
  id: integer(id),
  code: regex(/^QT\d+$/, 'QT20261123910001'),
  project_id: null,
  project_name: string(''),
  status: integer(1),
  status_text: string('Applying'),
  currency: string('USD'),
  amount: number(1150.5),
  create_time: regex(TIME, '2026-11-23 09:00:00'),
  valid_until: regex(DATE, '2026-12-23'),
  expired: boolean(false),
};

/**
 * A file answer: its type and a name with the file's extension; the name's words (in the
 * caller's language) and the bytes are the provider's to write.
 */
const fileAnswer = (extension: string, example: string) => ({
  headers: {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': attachment(extension, example),
  },
});

describe('quotations', () => {
  it('GET /user/quotation answers one page of the partner quotations', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a request for the quotation list',
        'GET',
        '/prod-api/user/quotation',
        (request) => request.query({ page: '1', limit: '10' }),
      )
      .willRespondWith(
        200,
        success({
          list: eachLike(summary),
          total: integer(1),
          page: integer(1),
          limit: integer(10),
        }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).quotations.list({
            query: { page: 1, limit: 10 },
          }),
        );
        expect(page.list[0]).toMatchObject({ id, status_text: 'Applying' });
      }));

  it('POST /user/postquotation prices a main product with its accessory', () =>
    pact
      .interaction(
        MAY_QUOTE,
        'a new quotation from the configurator',
        'POST',
        '/prod-api/user/postquotation',
        (request) =>
          request.jsonBody({
            currency: 'USD',
            items: [
              { goods_id: fromProviderState('${goodsId}', 11), quantity: 2 },
              {
                goods_id: fromProviderState('${accessoryId}', 12),
                main_goods_id: fromProviderState('${goodsId}', 11),
                quantity: 4,
              },
            ],
          }),
      )
      .willRespondWith(200, success({ id: integer(1001) }, 'Quotation saved'))
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).quotations.save({
          body: {
            currency: 'USD',
            items: [
              { goods_id: 11, quantity: 2 },
              { goods_id: 12, main_goods_id: 11, quantity: 4 },
            ],
          },
        });
        expect(responseData(saved).id).toBe(1001);
      }));

  it('POST /user/postquotation with an id saves the change as the quotation next revision', () =>
    pact
      .interaction(
        HAS_CHANGE_DRAFT,
        'a change of the partner quotation opened from the drafts box',
        'POST',
        '/prod-api/user/postquotation',
        (request) =>
          request.jsonBody({
            id: QUOTATION_ID,
            currency: 'USD',
            remark: 'Campus network, second floor',
            items: [
              { goods_id: fromProviderState('${goodsId}', 11), quantity: 3, sale_price: 1200 },
            ],
            draft_id: fromProviderState('${draftId}', 4001),
          }),
      )
      .willRespondWith(200, success({ id: QUOTATION_ID }, 'Quotation saved'))
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).quotations.save({
          body: {
            id,
            currency: 'USD',
            remark: 'Campus network, second floor',
            items: [{ goods_id: 11, quantity: 3, sale_price: 1200 }],
            draft_id: 4001,
          },
        });
        expect(responseData(saved).id).toBe(id);
      }));

  it('POST /user/detailquotation answers the lines, packing list and versions', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a request for a quotation detail',
        'POST',
        '/prod-api/user/detailquotation',
        (request) => request.jsonBody({ id: QUOTATION_ID }),
      )
      .willRespondWith(
        200,
        success({
          ...summary,
          tax_rate: number(17),
          remark: string('Campus network'),
          items: eachLike(quotationLine),
          packing_list: {
            rows: eachLike({
              item: string('S5750E-28X-SI'),
              goods_description: string('Layer 3 Gigabit access switch'),
              total_quantity: integer(2),
              quantity_per_package: integer(1),
              packages: integer(2),
              gross_weight: number(11.6),
              net_weight: number(8.2),
              length: number(56),
              width: number(48),
              height: number(14),
              volume: number(0.0753),
            }),
            totals: {
              total_quantity: integer(2),
              packages: integer(2),
              gross_weight: number(11.6),
              net_weight: number(8.2),
              volume: number(0.0753),
            },
          },
          project: null,
          revisions: eachLike({
            revision: integer(2),
            saved_by: string('Lucía García'),
            save_time: regex(TIME, '2026-11-23 09:00:00'),
            currency: string('USD'),
            amount: number(1749.15),
            summary: string('S5750E-28X-SI × 2'),
          }),
          order_id: null,
          orderable: boolean(false),
          reject_reason: null,
        }),
      )
      .executeTest(async (server) => {
        const detail = responseData(
          await clientFor(server.url, { token: TOKEN }).quotations.detail({ body: { id } }),
        );
        expect(detail.items[0]?.main_id).toBeNull();
        expect(detail.packing_list.totals.packages).toBe(2);
        expect(detail.revisions[0]?.revision).toBe(2);
        expect(detail).toMatchObject({ order_id: null, orderable: false, reject_reason: null });
      }));

  it('POST /user/deletequotation deletes a quotation', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a quotation deleted',
        'POST',
        '/prod-api/user/deletequotation',
        (request) => request.jsonBody({ id: QUOTATION_ID }),
      )
      .willRespondWith(200, success(null, 'Quotation deleted'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).quotations.delete({
          body: { id },
        });
        expect(answer.body.code).toBe(1);
      }));

  it('GET /user/getquotation answers the quotations to pick from', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a request for the quotations to pick',
        'GET',
        '/prod-api/user/getquotation',
        (request) => request.query({ unlinked: '1' }),
      )
      .willRespondWith(
        200,
        success(
          eachLike({
            id: integer(id),
            code: summary.code,
            project_name: string(''),
            currency: string('USD'),
            amount: number(1749.15),
          }),
        ),
      )
      .executeTest(async (server) => {
        const options = responseData(
          await clientFor(server.url, { token: TOKEN }).quotations.options({
            query: { unlinked: 1 },
          }),
        );
        expect(options[0]?.id).toBe(id);
      }));

  it('POST /user/downloadquotation answers the quotation as a spreadsheet', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a quotation downloaded',
        'POST',
        '/prod-api/user/downloadquotation',
        (request) => formBody(request, { id: QUOTATION_FIELD }),
      )
      .willRespondWith(200, (response) => {
        const { headers } = fileAnswer(
          'xlsx',
          'attachment; filename="Quotation QT20261123910001.xlsx"',
        );
        response.headers(headers);
      })
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).quotations.download({
          body: { id },
        });
        expect(downloadedFile(answer, 'quotation.xlsx').filename).toBe(
          'Quotation QT20261123910001.xlsx',
        );
      }));

  it("POST /user/downloadquotation answers the customer's copy as a PDF", () =>
    pact
      .interaction(
        HAS_QUOTATION,
        "the customer's copy of a quotation downloaded as PDF",
        'POST',
        '/prod-api/user/downloadquotation',
        (request) =>
          formBody(request, { id: QUOTATION_FIELD, format: 'pdf', audience: 'customer' }),
      )
      .willRespondWith(200, (response) => {
        const { headers } = fileAnswer(
          'pdf',
          'attachment; filename="Quotation QT20261123910001 for the customer.pdf"',
        );
        response.headers(headers);
      })
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).quotations.download({
          body: { id, format: 'pdf', audience: 'customer' },
        });
        expect(downloadedFile(answer, 'quotation.pdf').filename).toBe(
          'Quotation QT20261123910001 for the customer.pdf',
        );
      }));

  it('POST /user/downloadpackinglist answers the packing list as a PDF', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'a packing list downloaded as PDF',
        'POST',
        '/prod-api/user/downloadpackinglist',
        (request) => request.jsonBody({ id: QUOTATION_ID, format: 'pdf' }),
      )
      .willRespondWith(200, (response) => {
        const { headers } = fileAnswer(
          'pdf',
          'attachment; filename="Packing list QT20261123910001.pdf"',
        );
        response.headers(headers);
      })
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).quotations.downloadPackingList(
          {
            body: { id, format: 'pdf' },
          },
        );
        expect(downloadedFile(answer, 'packing-list.pdf').filename).toBe(
          'Packing list QT20261123910001.pdf',
        );
      }));
});
