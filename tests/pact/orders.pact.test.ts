import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { downloadedFile } from '../../src/lib/api/download';
import {
  clientFor,
  createPact,
  envelope,
  loggedIn,
  refusalOf,
  multipartBody,
  success,
} from './pact-setup';
import { attachment, link } from './examples';

const { eachLike, integer, number, string, regex, boolean, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheOrdersPartner000000000000011';
const ACCOUNT = { username: 'pact.orders@example.com', password: 'PactPassword2026', token: TOKEN };
/** The ids in these examples; a backend's own ids take their place. */
const id = 920_001;
const QUOTATION = 920_101;
/**
 * The state of an order waiting at `step`. An upload names the order in a multipart body, which
 * Pact cannot fill from a state, so it asks the state for the order's id (`order_id`).
 */
const orderAt = (step: number, upload = false) =>
  loggedIn('a partner has an order waiting at a step', {
    ...ACCOUNT,
    step: String(step),
    ...(upload ? { order_id: String(id) } : {}),
  });
const HAS_QUOTATION = loggedIn('a partner has an approved quotation', ACCOUNT);
/** The day of the payment the receipt upload sends. */
const PAID_ON = '2025-06-02';
/** The order's id in requests: the one the provider state answers. */
const ORDER_ID = fromProviderState('${orderId}', id);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const EXAMPLE_LINK = `/prod-api/user/orderfile/${'0a'.repeat(16)}?expires=1795000000&signature=abc`;
const fileLink = (name: string) => ({ name: string(name), url: link(EXAMPLE_LINK) });

const summary = (step: number, statusText: string) => ({
  id: integer(id),
  order_sn: regex(/^SO\d+$/, 'SO20261103920001'),
  project_id: null,
  project_name: string(''),
  quotation_id: integer(QUOTATION),
  quotation_code: regex(/^QT\d+$/, 'QT20261103920101'),
  customer_name: string('Harbour Logistics'),
  step: integer(step),
  status_text: string(statusText),
  currency: string('USD'),
  amount: number(1495),
  create_time: regex(TIME, '2026-11-03 09:00:00'),
});

/** A document of the order that is a file by now. */
const uploadedDocument = (kind: string, name: string, state = 'uploaded') => ({
  kind,
  name: string(name),
  url: link(EXAMPLE_LINK),
  state,
  state_text: string(state === 'uploaded' ? 'Uploaded' : 'Confirmed'),
  upload_time: regex(TIME, '2026-11-05 09:00:00'),
});

/** A step's answer: the order and the step it now waits on. */
const progress = (step: number, msg: string) =>
  success({ id: integer(id), step: integer(step) }, msg);

/** A PDF's first bytes are what the provider checks; this one is small and whole. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('orders', () => {
  it('GET /user/orderlist answers one page of the partner orders', () =>
    pact
      .interaction(
        orderAt(8),
        'a request for the order list at one step',
        'GET',
        '/prod-api/user/orderlist',
        (request) => request.query({ page: '1', limit: '10', step: '8' }),
      )
      .willRespondWith(
        200,
        success({
          list: eachLike(summary(8, 'Delivery receipt and confirmation')),
          total: integer(1),
          page: integer(1),
          limit: integer(10),
        }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).orders.list({
            query: { page: 1, limit: 10, step: 8 },
          }),
        );
        expect(page.list[0]).toMatchObject({ id, step: 8 });
      }));

  it('POST /user/orderdetail answers the order, its documents and its timeline', () =>
    pact
      .interaction(
        orderAt(8),
        'a request for an order detail',
        'POST',
        '/prod-api/user/orderdetail',
        (request) => request.jsonBody({ id: ORDER_ID }),
      )
      .willRespondWith(
        200,
        success({
          ...summary(8, 'Delivery receipt and confirmation'),
          items: eachLike({
            model: string('S5750E-28X-SI'),
            description: string('Layer 3 Gigabit access switch'),
            quantity: integer(2),
            price: number(747.5),
            subtotal: number(1495),
          }),
          remark: string(''),
          sign_contract: integer(1),
          contract_file: fileLink('Signed contract.pdf'),
          pay_date: regex(DATE, '2026-11-06'),
          pay_receipt: fileLink('Bank transfer.pdf'),
          pay_confirmed: boolean(true),
          pay_reject_reason: null,
          expected_delivery_date: regex(DATE, '2026-12-03'),
          delivery_plan: string('One shipment'),
          freight_forwarder: string('Blue Anchor Freight'),
          remind_time: regex(TIME, '2026-11-09 09:00:00'),
          shipping_info: string('Sea freight from Shenzhen'),
          shipping_files: eachLike(fileLink('Bill of lading.pdf')),
          delivery_receipt: fileLink('Delivery receipt letter.pdf'),
          finish_time: null,
          // The template comes from its own call; every other document is a file by now.
          documents: [
            {
              kind: 'contract_template',
              name: string('Contract template'),
              url: null,
              state: 'available',
              state_text: string('Ready to download'),
              upload_time: null,
            },
            uploadedDocument('signed_contract', 'Signed contract.pdf'),
            uploadedDocument('payment_receipt', 'Bank transfer.pdf', 'confirmed'),
            uploadedDocument('shipping_file', 'Bill of lading.pdf'),
            uploadedDocument('delivery_receipt', 'Delivery receipt letter.pdf'),
          ],
          events: eachLike({
            time: regex(TIME, '2026-11-03 09:00:00'),
            step: integer(1),
            action: string('created'),
            actor: string('partner'),
            actor_name: string('Lucía García'),
            text: string('Generated the order from quotation QT20261101920101'),
            note: null,
          }),
        }),
      )
      .executeTest(async (server) => {
        const detail = responseData(
          await clientFor(server.url, { token: TOKEN }).orders.detail({ body: { id } }),
        );
        expect(detail.step).toBe(8);
        expect(detail.delivery_receipt?.url).toMatch(/^\/prod-api\/user\/orderfile\//);
        expect(detail.events[0]?.action).toBe('created');
      }));

  it('POST /user/createorder generates an order from an approved quotation', () =>
    pact
      .interaction(
        HAS_QUOTATION,
        'an order generated from a quotation',
        'POST',
        '/prod-api/user/createorder',
        (request) =>
          request.jsonBody({
            quotation_id: fromProviderState('${quotationId}', QUOTATION),
          }),
      )
      .willRespondWith(200, progress(2, 'The order has been generated.'))
      .executeTest(async (server) => {
        const created = await clientFor(server.url, { token: TOKEN }).orders.create({
          body: { quotation_id: QUOTATION },
        });
        expect(responseData(created).step).toBe(2);
      }));

  it('POST /user/uploadorder confirms the basic information (step 2)', () =>
    pact
      .interaction(
        orderAt(2),
        'the basic information of an order',
        'POST',
        '/prod-api/user/uploadorder',
        (request) =>
          request.jsonBody({
            id: ORDER_ID,
            step: 2,
            customer_name: 'Harbour Logistics',
            remark: 'North gate',
          }),
      )
      .willRespondWith(200, progress(3, 'Submitted successfully'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).orders.upload({
          body: { id, step: 2, customer_name: 'Harbour Logistics', remark: 'North gate' },
        });
        expect(responseData(answer).step).toBe(3);
      }));

  it('POST /user/uploadorder reminds head office to ship (step 6)', () =>
    pact
      .interaction(
        orderAt(6),
        'a shipping reminder',
        'POST',
        '/prod-api/user/uploadorder',
        (request) => request.jsonBody({ id: ORDER_ID, step: 6 }),
      )
      .willRespondWith(200, progress(7, 'Reminded to ship'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).orders.upload({
          body: { id, step: 6 },
        });
        expect(responseData(answer).step).toBe(7);
      }));

  it('POST /user/uploadcontract uploads the signed contract (step 3)', () =>
    pact
      .interaction(
        orderAt(3, true),
        'a signed contract upload',
        'POST',
        '/prod-api/user/uploadcontract',
        (request) =>
          multipartBody(
            request,
            { id: String(id), sign_contract: '1' },
            { part: 'contract', name: 'contract.pdf', type: 'application/pdf', data: PDF },
          ),
      )
      .willRespondWith(200, progress(4, 'Upload successful'))
      .executeTest(async (server) => {
        const contract = new File([new Uint8Array(PDF)], 'contract.pdf', {
          type: 'application/pdf',
        });
        const answer = await clientFor(server.url, { token: TOKEN }).orders.uploadContract({
          body: { id, sign_contract: 1, contract },
        });
        expect(responseData(answer).step).toBe(4);
      }));

  it('POST /user/uploadpayinfo sends the payment date and receipt (step 4)', () =>
    pact
      .interaction(
        orderAt(4, true),
        'a payment receipt upload',
        'POST',
        '/prod-api/user/uploadpayinfo',
        (request) =>
          multipartBody(
            request,
            // A multipart body is sent as written: a payment day that is past at any clock the
            // provider runs at (the server refuses a payment dated after its today).
            { id: String(id), pay_date: PAID_ON },
            { part: 'receipt', name: 'receipt.pdf', type: 'application/pdf', data: PDF },
          ),
      )
      .willRespondWith(200, progress(4, 'Upload successful'))
      .executeTest(async (server) => {
        const receipt = new File([new Uint8Array(PDF)], 'receipt.pdf', { type: 'application/pdf' });
        const answer = await clientFor(server.url, { token: TOKEN }).orders.uploadPayInfo({
          body: { id, pay_date: PAID_ON, receipt },
        });
        expect(responseData(answer).step).toBe(4);
      }));

  it('POST /user/uploaddelivery gives the delivery schedule (step 5)', () => {
    const schedule = {
      id,
      expected_delivery_date: '2026-12-15',
      delivery_plan: 'One shipment by sea',
      freight_forwarder: 'Blue Anchor Freight',
    };
    return pact
      .interaction(
        orderAt(5),
        'a delivery schedule',
        'POST',
        '/prod-api/user/uploaddelivery',
        (request) =>
          request.jsonBody({
            ...schedule,
            id: ORDER_ID,
            // The server judges the day against its today: the state answers one ahead of it.
            expected_delivery_date: fromProviderState('${deliveryDate}', '2026-12-15'),
          }),
      )
      .willRespondWith(200, progress(6, 'Submitted successfully'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).orders.uploadDelivery({
          body: schedule,
        });
        expect(responseData(answer).step).toBe(6);
      });
  });

  it('POST /user/finishorder confirms receipt of the delivery (step 8)', () =>
    pact
      .interaction(
        orderAt(8),
        'a delivery receipt confirmed',
        'POST',
        '/prod-api/user/finishorder',
        (request) => request.jsonBody({ id: ORDER_ID }),
      )
      .willRespondWith(200, progress(9, 'Order completed'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).orders.finish({
          body: { id },
        });
        expect(responseData(answer).step).toBe(9);
      }));

  it('POST /user/finishorder out of turn is refused with the step the order is at', () =>
    pact
      .interaction(
        orderAt(3),
        'a delivery receipt confirmed out of turn',
        'POST',
        '/prod-api/user/finishorder',
        (request) => request.jsonBody({ id: ORDER_ID }),
      )
      .willRespondWith(
        200,
        envelope(
          0,
          'This order is at the step “Contract information”. Please reload the order and continue from there.',
        ),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url, { token: TOKEN }).orders.finish({ body: { id } }),
        );
        expect(error.kind).toBe('refused');
      }));

  it('POST /user/downloadcontract answers the contract template as a Word document', () =>
    pact
      .interaction(
        orderAt(3),
        'a contract template downloaded',
        'POST',
        '/prod-api/user/downloadcontract',
        (request) => request.jsonBody({ id: ORDER_ID }),
      )
      .willRespondWith(200, (response) => {
        response.headers({
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': attachment(
            'docx',
            'attachment; filename="Contract SO20261103920001.docx"',
          ),
        });
      })
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, {
          token: TOKEN,
        }).orders.downloadContractTemplate({ body: { id } });
        expect(downloadedFile(answer, 'contract.docx').filename).toBe(
          'Contract SO20261103920001.docx',
        );
      }));
});
