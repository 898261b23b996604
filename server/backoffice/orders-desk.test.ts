import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX } from '../../contract/common';
import type { WorkQueue } from '../../contract/backoffice';
import type { BackofficeOrder, WaitingOrder } from '../../contract/backoffice-orders';
import type { OrderDetail } from '../../contract/orders';
import { expectRefusal, useTestApp, type Page } from '../testing';
import {
  jpegPart,
  latestMailTo,
  orderWaiting,
  pdfPart,
  sendDeliveryReceipt,
  sendShipping,
  sideEffects,
} from './testing-desks';
import { PNG, detailOf, stepCalls } from '../orders/testing';
import { auditRows, staff } from './testing';

const h = useTestApp({ loginPerIp: { max: 10_000, windowSeconds: 900 } });

const desk = () =>
  staff(h, ['order:payment:confirm', 'order:shipping:upload', 'order:receipt:upload']);

const queue = async (token: string) =>
  (await h.get<WorkQueue>('/backoffice/queue', { token })).body.data as WorkQueue;

const backofficeOrder = async (token: string, id: number) =>
  (await h.get<BackofficeOrder>(`/backoffice/orders/detail?id=${id}`, { token })).body.data;

describe('orders waiting on head office', () => {
  it('are listed with their step and what they wait for, and counted in the work queue', async () => {
    const { token } = await desk();
    const before = await queue(token);
    const payment = await orderWaiting(h, 'payment');
    const shipping = await orderWaiting(h, 'shipping');
    const letter = await orderWaiting(h, 'delivery_receipt');
    expect(await queue(token)).toMatchObject({
      payments: (before.payments ?? -1) + 1,
      shipments: (before.shipments ?? -1) + 1,
      delivery_receipts: (before.delivery_receipts ?? -1) + 1,
      // Counts of work these permissions do not cover are not given.
      memberships: null,
      projects: null,
      quotations: null,
    });
    const all = await h.get<Page<WaitingOrder>>('/backoffice/orders?limit=50', { token });
    const row = (id: number) => all.body.data?.list.find((order) => order.id === id);
    expect(row(payment.id)).toMatchObject({
      step: 4,
      waiting: 'payment',
      status_text: 'Payment awaiting confirmation',
      partner: { id: payment.partnerId, company: 'Harbour Networks' },
    });
    expect(row(shipping.id)).toMatchObject({ step: 7, waiting: 'shipping' });
    expect(row(letter.id)).toMatchObject({ step: 7, waiting: 'delivery_receipt' });

    const slips = await h.get<Page<WaitingOrder>>('/backoffice/orders?waiting=payment&limit=50', {
      token,
    });
    expect(slips.body.data?.list.every((order) => order.waiting === 'payment')).toBe(true);
    expectRefusal(await h.get('/backoffice/orders?waiting=nothing', { token }));
  });

  it('are searched by order number, partner e-mail or customer, and the search stays a filter', async () => {
    const { token } = await desk();
    const payment = await orderWaiting(h, 'payment');
    const shipping = await orderWaiting(h, 'shipping');
    const sn = (await backofficeOrder(token, payment.id))?.order_sn ?? '';
    const found = async (query: string) =>
      (
        await h.get<Page<WaitingOrder>>(`/backoffice/orders?limit=50&${query}`, { token })
      ).body.data?.list.map((order) => order.id);
    expect(await found(`keyword=${encodeURIComponent(sn)}`)).toEqual([payment.id]);
    expect(await found(`keyword=${encodeURIComponent(sn.toLowerCase())}`)).toEqual([payment.id]);
    // Its step 2 named the customer; every order of these tests names the same one.
    const byCustomer = await found('keyword=harbour+logistics');
    expect(byCustomer).toEqual(expect.arrayContaining([payment.id, shipping.id]));
    expect(await found(`waiting=shipping&keyword=${encodeURIComponent(sn)}`)).toEqual([]);
    expect(await found('keyword=%25')).toEqual([]);
    expect(
      (await h.get(`/backoffice/orders?keyword=${'x'.repeat(KEYWORD_MAX + 1)}`, { token })).body
        .code,
    ).toBe(0);
  });
});

describe('the payment slip', () => {
  it('is confirmed: the order moves on, with its audit row and a French e-mail', async () => {
    const { token, id: staffId } = await desk();
    const order = await orderWaiting(h, 'payment', 'fra');
    const answer = await h.post('/backoffice/orders/payment/confirm', { id: order.id }, { token });
    expect(answer.body).toMatchObject({ code: 1, data: { id: order.id, step: 5 } });

    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'order.payment.confirm',
      targetType: 'order',
      targetId: String(order.id),
      partnerId: order.partnerId,
      before: { step: 4, pay_confirmed: false },
      after: { step: 5, pay_confirmed: true },
    });
    const mail = await latestMailTo(h, order.partnerId);
    expect(mail?.subject).toMatch(/^Commande SO\d+ : paiement confirmé$/);

    // The partner sees head office's action in its timeline, and nothing staff-only.
    const detail = (await detailOf(h, order.token, order.id)).data as OrderDetail;
    expect(detail).toMatchObject({ step: 5, pay_confirmed: true });
    expect(detail.events.at(-1)).toMatchObject({
      action: 'payment_confirmed',
      actor: 'head_office',
      actor_name: 'Test User',
    });
    expect(JSON.stringify(detail)).not.toMatch(/audit|before|actor_id/);

    // Head office's detail has the audit trail.
    expect((await backofficeOrder(token, order.id))?.audit).toMatchObject([
      { action: 'order.payment.confirm', actor_id: staffId, after: { pay_confirmed: true } },
    ]);
  });

  it('is returned with a reason the partner reads, in Arabic, and the partner sends a new one', async () => {
    const { token } = await desk();
    const order = await orderWaiting(h, 'payment', 'ara');
    const reason = 'The amount on the slip does not match the order.';
    const res = await h.post(
      '/backoffice/orders/payment/reject',
      { id: order.id, reason },
      { token, lang: 'ara' },
    );
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'أُعيدت قسيمة الدفع وأُبلغ الشريك بالبريد الإلكتروني.',
      data: { step: 4 },
    });
    const mail = await latestMailTo(h, order.partnerId);
    expect(mail?.subject).toMatch(/^الطلب \u2068SO\d+\u2069: يُرجى إرسال قسيمة الدفع مرة أخرى$/);
    expect(mail?.text).toContain(reason);
    const detail = (await detailOf(h, order.token, order.id)).data as OrderDetail;
    expect(detail).toMatchObject({ pay_receipt: null, pay_reject_reason: reason });
    expect(detail.events.at(-1)).toMatchObject({ action: 'payment_returned', note: reason });
    expect((await backofficeOrder(token, order.id))?.waiting).toBeNull();
    expect((await stepCalls(h, order.token).payment(order.id)).body.code).toBe(1);
    expect((await backofficeOrder(token, order.id))?.waiting).toBe('payment');
  });
});

describe('shipping', () => {
  it('takes the information and files, then the letter, which the partner confirms', async () => {
    const { token } = await desk();
    const order = await orderWaiting(h, 'shipping');
    const files = [pdfPart('shipping_files', 'Bill of lading.pdf'), jpegPart('shipping_files')];
    // Larger than a partner's upload may be, within head office's 2 MB.
    const big = Buffer.concat([PNG, Buffer.alloc(900 * 1024)]);
    files.push({ name: 'shipping_files', filename: 'pallets.png', type: 'image/png', data: big });
    const shipped = await sendShipping(h, order.id, { token }, files);
    expect(shipped.body).toMatchObject({ code: 1, data: { step: 7 } });
    expect((await backofficeOrder(token, order.id))?.waiting).toBe('delivery_receipt');
    expect((await latestMailTo(h, order.partnerId))?.text).toContain(
      'Air freight, AWB 160-12345675',
    );

    const letter = await sendDeliveryReceipt(h, order.id, { token });
    expect(letter.body).toMatchObject({ code: 1, data: { step: 8 } });
    const detail = (await detailOf(h, order.token, order.id)).data as OrderDetail;
    expect(detail.shipping_files.map((file) => file.name)).toEqual([
      'Bill of lading.pdf',
      'shipping_files.jpg',
      'pallets.png',
    ]);
    expect(detail).toMatchObject({
      shipping_info: 'Air freight, AWB 160-12345675',
      delivery_receipt: { name: 'delivery_receipt.pdf' },
    });
    expect(detail.events.slice(-2).map((event) => [event.action, event.actor])).toEqual([
      ['shipping_uploaded', 'head_office'],
      ['delivery_receipt_uploaded', 'head_office'],
    ]);
    expect(detail.events.at(-1)?.text).toBe('Uploaded the delivery receipt letter');
    const served = await h.app.inject({ url: detail.delivery_receipt?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect((await latestMailTo(h, order.partnerId))?.subject).toMatch(/please confirm receipt$/);
    expect((await backofficeOrder(token, order.id))?.audit.map((row) => row.action)).toEqual([
      'order.shipping.upload',
      'order.receipt.upload',
    ]);
    expect((await stepCalls(h, order.token).finish(order.id)).body.code).toBe(1);
  });
});

describe('refusals', () => {
  it('refuse an action on an order that has moved on, in words, and change nothing', async () => {
    const { token } = await desk();
    const order = await orderWaiting(h, 'payment');
    await h.post('/backoffice/orders/payment/confirm', { id: order.id }, { token });
    const before = await sideEffects(h);
    const detail = await detailOf(h, order.token, order.id);

    const again = await h.post(
      '/backoffice/orders/payment/confirm',
      { id: order.id },
      { token, lang: 'fra' },
    );
    expectRefusal(again);
    expect(again.body.msg).toBe(
      "Cette commande n'attend plus cette action : elle est maintenant à l'étape « Calendrier de livraison ». Veuillez la recharger.",
    );
    const late = await h.post(
      '/backoffice/orders/payment/reject',
      { id: order.id, reason: 'Too late' },
      { token },
    );
    expect(late.body.msg).toBe(
      'This order is no longer waiting for this: it is now at “Delivery schedule”. Please reload it.',
    );
    expectRefusal(await sendShipping(h, order.id, { token }));
    expectRefusal(await sendDeliveryReceipt(h, order.id, { token }));
    const missing = await h.post(
      '/backoffice/orders/payment/confirm',
      { id: 2_000_000_000 },
      { token },
    );
    expect(missing.body).toMatchObject({ code: 0, msg: 'Information not found' });
    expect(await sideEffects(h)).toEqual(before);
    expect(await detailOf(h, order.token, order.id)).toEqual(detail);
  });

  it('refuse the letter before the shipping information, and the information twice', async () => {
    const { token } = await desk();
    const order = await orderWaiting(h, 'shipping');
    const first = await sendDeliveryReceipt(h, order.id, { token });
    expect(first.body.msg).toBe(
      'Please upload the shipping information and materials of this order before the delivery receipt letter.',
    );
    expect((await sendShipping(h, order.id, { token })).body.code).toBe(1);
    const twice = await sendShipping(h, order.id, { token }, [pdfPart('shipping_files', 'b.pdf')]);
    expect(twice.body.msg).toBe(
      'The shipping information of this order has already been uploaded. Please upload the delivery receipt letter.',
    );
    expect((await backofficeOrder(token, order.id))?.shipping_files).toHaveLength(1);
  });

  it('refuse bad input in the caller’s language and change nothing', async () => {
    const { token } = await desk();
    const order = await orderWaiting(h, 'shipping');
    const slip = await orderWaiting(h, 'payment');
    const before = await sideEffects(h);
    const detail = await backofficeOrder(token, order.id);
    const html = {
      name: 'shipping_files',
      filename: 'bl.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html><script>x()</script></html>'),
    };
    const tooBig = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const eleven = Array.from({ length: 11 }, (_, i) => pdfPart('shipping_files', `${i}.pdf`));

    const refusals = [
      [await h.post('/backoffice/orders/payment/confirm', { id: 'x' }, { token }), /“Order”/],
      [await h.post('/backoffice/orders/payment/reject', { id: slip.id }, { token }), /“Reason”/],
      [
        await h.post(
          '/backoffice/orders/payment/reject',
          { id: slip.id, reason: 'r'.repeat(501) },
          { token },
        ),
        /at most 500/,
      ],
      [await sendShipping(h, order.id, { token }, []), /one to ten shipping materials/],
      [await sendShipping(h, order.id, { token }, eleven), /one to ten shipping materials/],
      [await sendShipping(h, order.id, { token }, [html]), /The file “bl.pdf” is not/],
      [
        await sendShipping(h, order.id, { token }, [
          { name: 'shipping_files', filename: 'big.png', type: 'image/png', data: tooBig },
        ]),
        /larger than 2048 kB/,
      ],
      [
        await sendDeliveryReceipt(
          h,
          order.id,
          { token },
          { name: 'delivery_receipt', filename: 'l.png', type: 'image/png', data: PNG },
        ),
        /delivery receipt letter as a PDF/,
      ],
      [await h.get('/backoffice/orders/detail?id=abc', { token }), /“Order”/],
    ] as const;
    for (const [res, msg] of refusals) {
      expectRefusal(res);
      expect(res.body.msg).toMatch(msg);
    }
    const french = await h.post(
      '/backoffice/orders/payment/reject',
      { id: slip.id, reason: ' ' },
      { token, lang: 'fra' },
    );
    expect(french.body.msg).toContain('Motif');
    expect(await sideEffects(h)).toEqual(before);
    expect(await backofficeOrder(token, order.id)).toEqual(detail);
    expect((await backofficeOrder(token, slip.id))?.waiting).toBe('payment');
  });
});
