import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../contract/orders';
import { uploadParts, useTestApp, type Page, type Reply } from '../testing';
import { JPEG, PDF, advanceOrder, approvedQuotation, detailOf, partnerWithOrder } from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** Every order call made by `token` on the order `id` (and the quotation `quotationId`). */
function everyCall(token: string, id: number, quotationId: number): Promise<Reply>[] {
  const file = (name: string, filename: string, type: string, data: Buffer) => ({
    name,
    filename,
    type,
    data,
  });
  return [
    h.post('/user/orderdetail', { id }, { token }),
    h.post('/user/createorder', { quotation_id: quotationId }, { token }),
    h.post('/user/uploadorder', { id, step: 2, customer_name: 'Intruder Ltd' }, { token }),
    h.post('/user/uploadorder', { id, step: 6 }, { token }),
    uploadParts(
      h,
      '/user/uploadcontract',
      [
        { name: 'id', data: String(id) },
        { name: 'sign_contract', data: '1' },
        file('contract', 'c.pdf', 'application/pdf', PDF),
      ],
      { token },
    ),
    uploadParts(
      h,
      '/user/uploadpayinfo',
      [
        { name: 'id', data: String(id) },
        { name: 'pay_date', data: testDay(-1) },
        file('receipt', 'r.jpg', 'image/jpeg', JPEG),
      ],
      { token },
    ),
    h.post(
      '/user/uploaddelivery',
      { id, expected_delivery_date: testDay(10), delivery_plan: 'x', freight_forwarder: 'y' },
      { token },
    ),
    h.post('/user/finishorder', { id }, { token }),
    h.post('/user/downloadcontract', { id }, { token }),
  ];
}

describe("another partner's orders", () => {
  it('are never listed, read, moved on or downloaded, and answer as missing ones', async () => {
    const alice = await partnerWithOrder(h);
    const bob = await partnerWithOrder(h);
    await advanceOrder(h, alice.token, alice.orderId, 4);
    const missing = 2_000_000_000;
    const before = await detailOf(h, alice.token, alice.orderId);

    const list = await h.get<Page<OrderSummary>>('/user/orderlist', { token: bob.token });
    expect(list.body.data?.list.map((order) => order.id)).toEqual([bob.orderId]);
    const sn = before.data?.order_sn ?? '';
    const bySn = await h.get<Page<OrderSummary>>(`/user/orderlist?keyword=${sn}`, {
      token: bob.token,
    });
    expect(bySn.body.data?.total).toBe(0);
    const home = await h.get<{ stats: { orders: number } }>('/user/home', { token: bob.token });
    expect(home.body.data?.stats.orders).toBe(1);

    // Alice's ids, and ids of nothing at all, get the same answers from Bob's calls.
    const aliceQuotation = await approvedQuotation(h.database.db, alice.id, h.clock.now());
    const onAlice = await Promise.all(everyCall(bob.token, alice.orderId, alice.quotationId));
    const onNothing = await Promise.all(everyCall(bob.token, missing, missing));
    for (const [i, answer] of onAlice.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body, `call ${i}`).toEqual({ code: 0, msg: 'Information not found' });
      expect(answer.body).toEqual(onNothing[i]?.body);
    }
    // Bob may not generate an order from Alice's quotation, approved or not.
    const fromAlice = await h.post(
      '/user/createorder',
      { quotation_id: aliceQuotation },
      { token: bob.token },
    );
    expect(fromAlice.body).toEqual({ code: 0, msg: 'Information not found' });

    expect(await detailOf(h, alice.token, alice.orderId)).toEqual(before);
    const aliceList = await h.get<Page<OrderSummary>>('/user/orderlist', { token: alice.token });
    expect(aliceList.body.data?.list.map((order) => order.id)).toEqual([alice.orderId]);
  });
});
