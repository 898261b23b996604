import { describe, expect, it } from 'vitest';
import { expectRefusal, signedIn, useTestApp } from '../testing';
import { advanceOrder, detailOf, partnerWithOrder, stepCalls } from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

describe('POST /user/uploadorder, step 2: basic information', () => {
  it('keeps the customer name and remarks and moves the order to the contract', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    const { body } = await h.post(
      '/user/uploadorder',
      { id: orderId, step: 2, customer_name: '  Harbour Logistics ', remark: 'North gate' },
      { token, lang: 'kor' },
    );
    expect(body).toEqual({ code: 1, msg: '제출되었습니다', data: { id: orderId, step: 3 } });
    const detail = await detailOf(h, token, orderId);
    expect(detail.data).toMatchObject({
      step: 3,
      customer_name: 'Harbour Logistics',
      remark: 'North gate',
    });
    expect(detail.data?.events.at(-1)).toMatchObject({
      step: 2,
      action: 'basic',
      text: 'Confirmed the basic information',
    });
  });

  it('refuses a missing or blank customer name, a text too long and a wrong step', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    const before = await detailOf(h, token, id);
    const blank = await h.post(
      '/user/uploadorder',
      { id, step: 2, customer_name: '  ' },
      { token },
    );
    expect(blank.body).toEqual({ code: 0, msg: 'Please fill in “Customer name”.' });
    const long = await h.post(
      '/user/uploadorder',
      { id, step: 2, customer_name: 'x'.repeat(201) },
      { token, lang: 'spa' },
    );
    expect(long.body).toEqual({
      code: 0,
      msg: 'El campo «Nombre del cliente» puede tener como máximo 200 caracteres.',
    });
    for (const body of [
      { id, step: 2 },
      { id, step: 3, customer_name: 'A' },
      { id, step: '2', customer_name: 'A' },
      { id: 'x', step: 2, customer_name: 'A' },
      { id, step: 2, customer_name: 'A', remark: 7 },
      { id, step: 2, customer_name: 'A', remark: 'r'.repeat(2001) },
      {},
    ]) {
      expectRefusal(await h.post('/user/uploadorder', body, { token }));
    }
    expect(await detailOf(h, token, id)).toEqual(before);
  });
});

describe('POST /user/uploadorder, step 6: shipping reminder', () => {
  it('records the reminder and waits for head office to ship', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await advanceOrder(h, token, orderId, 6);
    const { body } = await h.post('/user/uploadorder', { id: orderId, step: 6 }, { token });
    expect(body).toEqual({ code: 1, msg: 'Reminded to ship', data: { id: orderId, step: 7 } });
    const detail = await detailOf(h, token, orderId);
    expect(detail.data?.remind_time).toBe(h.clock.stamp());
    expect(detail.data?.status_text).toBe('Shipping information');
  });

  it('refuses malformed bodies', async () => {
    const { token } = await signedIn(h);
    for (const body of [{ step: 6 }, { id: 1, step: 6.5 }, { id: 1, step: 9 }, { id: null }]) {
      expectRefusal(await h.post('/user/uploadorder', body, { token }));
    }
  });
});

describe('POST /user/uploaddelivery, step 5: the delivery schedule', () => {
  it('keeps the date, plan and freight forwarder', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await advanceOrder(h, token, orderId, 5);
    const { body } = await stepCalls(h, token, 'vie').schedule(orderId);
    expect(body).toEqual({ code: 1, msg: 'Gửi thành công', data: { id: orderId, step: 6 } });
    expect((await detailOf(h, token, orderId)).data).toMatchObject({
      expected_delivery_date: testDay(24),
      delivery_plan: 'One shipment by sea',
      freight_forwarder: 'Blue Anchor Freight',
    });
  });

  it('requires every field, a real day and texts of sensible length', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    await advanceOrder(h, token, id, 5);
    const before = await detailOf(h, token, id);
    const full = {
      id,
      expected_delivery_date: testDay(24),
      delivery_plan: 'By sea',
      freight_forwarder: 'Blue Anchor',
    };
    const expectations: [Record<string, unknown>, string][] = [
      [{ ...full, delivery_plan: ' ' }, 'Please fill in “Delivery plan”.'],
      [{ ...full, freight_forwarder: undefined }, 'Please fill in “Freight forwarder”.'],
      [
        { ...full, expected_delivery_date: '' },
        '“Expected delivery date” is not filled in correctly.',
      ],
      [
        { ...full, expected_delivery_date: '2026-02-30' },
        '“Expected delivery date” is not filled in correctly.',
      ],
      [
        { ...full, freight_forwarder: 'f'.repeat(201) },
        '“Freight forwarder” may have at most 200 characters.',
      ],
    ];
    for (const [body, msg] of expectations) {
      expect((await h.post('/user/uploaddelivery', body, { token })).body).toEqual({
        code: 0,
        msg,
      });
    }
    for (const body of [{}, { ...full, id: -1 }, { ...full, delivery_plan: ['a'] }]) {
      expectRefusal(await h.post('/user/uploaddelivery', body, { token }));
    }
    expect(await detailOf(h, token, id)).toEqual(before);
  });
});

describe('POST /user/finishorder, step 8: delivery receipt', () => {
  it('confirms receipt and completes the order', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await advanceOrder(h, token, orderId, 8);
    const { body } = await h.post('/user/finishorder', { id: orderId }, { token, lang: 'ara' });
    expect(body).toEqual({ code: 1, msg: 'اكتمل الطلب', data: { id: orderId, step: 9 } });
    const detail = await detailOf(h, token, orderId);
    expect(detail.data).toMatchObject({ step: 9, status_text: 'Order completed' });
    expect(detail.data?.finish_time).toBe(h.clock.stamp());
    expect(detail.data?.documents.at(-1)).toMatchObject({
      kind: 'delivery_receipt',
      state: 'confirmed',
    });
  });

  it('refuses malformed bodies and an unknown order', async () => {
    const { token } = await signedIn(h);
    for (const body of [{}, { id: 'one' }, { id: 0 }, 'id=1']) {
      expectRefusal(await h.post('/user/finishorder', body, { token }));
    }
    expect((await h.post('/user/finishorder', { id: 2_000_000_000 }, { token })).body).toEqual({
      code: 0,
      msg: 'Information not found',
    });
  });
});
