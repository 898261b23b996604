import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { OrderWait } from '../../contract/backoffice-orders';
import { responseData } from '../../src/lib/api/client';
import {
  DATE,
  DATE_TIME,
  STAFF,
  STAFF_USERNAME,
  deskPartner,
  pageOf,
  staffClient,
} from './backoffice-staff';
import { createPact, multipartBody, state, success } from './pact-setup';
import { link } from './examples';

const { eachLike, integer, number, string, regex, like, fromProviderState } = MatchersV3;
const pact = createPact();

/** The partner whose order waits; its own session is never used, head office's is. */
const PARTNER = { username: 'pact.desk.orders@example.com', password: 'PactPassword2026' };
/** The order's id in these examples; a backend's own ids take its place. */
const id = 920_001;
/**
 * The state of an order waiting on head office. An upload names the order in a multipart body,
 * which Pact cannot fill from a state, so it asks the state for the order's id (`order_id`).
 */
const waitingFor = (waiting: OrderWait, upload = false) => [
  STAFF,
  state('a partner has an order waiting on head office', {
    ...PARTNER,
    waiting,
    staff: STAFF_USERNAME,
    ...(upload ? { order_id: String(id) } : {}),
  }),
];
/** The order's id in requests: the one the provider state answers. */
const ORDER_ID = fromProviderState('${orderId}', id);

const EXAMPLE_LINK = `/prod-api/user/orderfile/${'0a'.repeat(16)}?expires=1795000000&signature=abc`;

const partner = deskPartner(PARTNER.username);

const summary = (step: number, statusText: string) => ({
  id: integer(id),
  order_sn: regex(/^SO\d+$/, 'SO20261103920001'),
  customer_name: string('Harbour Logistics'),
  step: integer(step),
  status_text: string(statusText),
  currency: string('USD'),
  amount: number(1495),
  create_time: DATE_TIME,
});

/** An action's answer: the order and the step it now waits on. */
const progress = (step: number, msg: string) =>
  success({ id: integer(id), step: integer(step) }, msg);

/** A PDF's first bytes are what the provider checks; this one is small and whole. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const pdfFile = (name: string) =>
  new File([new Uint8Array(PDF)], name, { type: 'application/pdf' });

describe('the order desk of the back office', () => {
  it('GET /backoffice/orders lists the orders whose payment slip waits', () =>
    pact
      .interaction(
        waitingFor('payment'),
        'a request for the orders whose payment slip waits on head office',
        'GET',
        '/prod-api/backoffice/orders',
        (request) => request.query({ page: '1', limit: '20', waiting: 'payment' }),
      )
      .willRespondWith(
        200,
        success(pageOf({ ...summary(4, 'Payment'), waiting: 'payment', partner })),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await staffClient(server.url).backoffice.orders({
            query: { page: 1, limit: 20, waiting: 'payment' },
          }),
        );
        expect(page.list[0]).toMatchObject({ id, waiting: 'payment' });
        expect(page.list[0]?.partner.company).toBe('Demo Direct Projects (DPP) S.L.');
      }));

  it('GET /backoffice/orders/detail answers the order with its documents and audit trail', () =>
    pact
      .interaction(
        waitingFor('delivery_receipt'),
        'a request for an order whose delivery receipt letter waits on head office',
        'GET',
        '/prod-api/backoffice/orders/detail',
        (request) => request.query({ id: fromProviderState('${orderId}', String(id)) }),
      )
      .willRespondWith(
        200,
        success({
          ...summary(7, 'Shipping'),
          partner,
          waiting: 'delivery_receipt',
          pay_date: DATE,
          pay_receipt: { name: string('Bank transfer.pdf'), url: link(EXAMPLE_LINK) },
          pay_reject_reason: null,
          documents: eachLike({
            kind: string('shipping_file'),
            name: string('Bill of lading.pdf'),
            state: string('uploaded'),
            state_text: string('Uploaded'),
          }),
          events: eachLike({ time: DATE_TIME, text: string('Generated the order') }),
          audit: eachLike({
            time: DATE_TIME,
            action: string('order.shipping.upload'),
            actor_id: integer(1),
            actor: string(STAFF_USERNAME),
            before: like({ shipping_info: null }),
            after: like({ shipping_info: string('Sea freight from Shenzhen') }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const order = responseData(
          await staffClient(server.url).backoffice.order({ query: { id } }),
        );
        expect(order.waiting).toBe('delivery_receipt');
        expect(order.audit[0]).toMatchObject({
          action: 'order.shipping.upload',
          actor: STAFF_USERNAME,
        });
        expect(order.pay_receipt?.url).toMatch(/^\/prod-api\/user\/orderfile\//);
      }));

  it('POST /backoffice/orders/payment/confirm confirms the payment slip', () =>
    pact
      .interaction(
        waitingFor('payment'),
        'a confirmation of a payment slip',
        'POST',
        '/prod-api/backoffice/orders/payment/confirm',
        (request) => request.jsonBody({ id: ORDER_ID }),
      )
      .willRespondWith(200, progress(5, 'The payment has been confirmed.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.confirmPayment({ body: { id } });
        expect(responseData(answer).step).toBe(5);
      }));

  it('POST /backoffice/orders/payment/reject returns the slip with a reason', () => {
    const body = { id, reason: 'The amount on the slip does not match the order.' };
    return pact
      .interaction(
        waitingFor('payment'),
        'a payment slip returned with a reason',
        'POST',
        '/prod-api/backoffice/orders/payment/reject',
        (request) => request.jsonBody({ ...body, id: ORDER_ID }),
      )
      .willRespondWith(200, progress(4, 'The payment slip has been returned to the partner.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.returnPayment({ body });
        expect(responseData(answer).step).toBe(4);
      });
  });

  it('POST /backoffice/orders/shipping uploads the shipping information and a file', () =>
    pact
      .interaction(
        waitingFor('shipping', true),
        'an upload of shipping information and a shipping file',
        'POST',
        '/prod-api/backoffice/orders/shipping',
        (request) =>
          multipartBody(
            request,
            { id: String(id), shipping_info: 'Air freight, AWB 160-12345675' },
            { part: 'shipping_files', name: 'awb.pdf', type: 'application/pdf', data: PDF },
          ),
      )
      .willRespondWith(200, progress(7, 'The shipping information has been uploaded.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.uploadShipping({
          body: {
            id,
            shipping_info: 'Air freight, AWB 160-12345675',
            shipping_files: [pdfFile('awb.pdf')],
          },
        });
        expect(responseData(answer).step).toBe(7);
      }));

  it('POST /backoffice/orders/delivery-receipt uploads the letter the partner confirms', () =>
    pact
      .interaction(
        waitingFor('delivery_receipt', true),
        'an upload of the delivery receipt letter',
        'POST',
        '/prod-api/backoffice/orders/delivery-receipt',
        (request) =>
          multipartBody(
            request,
            { id: String(id) },
            { part: 'delivery_receipt', name: 'letter.pdf', type: 'application/pdf', data: PDF },
          ),
      )
      .willRespondWith(200, progress(8, 'The delivery receipt letter has been uploaded.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.uploadDeliveryReceipt({
          body: { id, delivery_receipt: pdfFile('letter.pdf') },
        });
        expect(responseData(answer).step).toBe(8);
      }));
});
