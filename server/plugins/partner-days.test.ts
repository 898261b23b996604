import { describe, expect, it } from 'vitest';
import { rtl } from '../../i18n/bidi-testing';
import { ORDER_STEPS } from '../../contract/orders';
import { issueRegistrationCode } from '../training/registrations';
import { JPEG, advanceOrder, detailOf, partnerWithOrder } from '../orders/testing';
import { projectForm, projectParts, directProjectPartner } from '../projects/testing';
import { expectRefusal, signedIn, uploadParts, useTestApp } from '../testing';

const h = useTestApp();

/** An order of a new partner waiting at `step`. */
async function orderAt(step: 4 | 5) {
  const partner = await partnerWithOrder(h);
  await advanceOrder(h, partner.token, partner.orderId, step);
  return partner;
}

const payment = (token: string, id: number, payDate: string, lang?: string) =>
  uploadParts(
    h,
    '/user/uploadpayinfo',
    [
      { name: 'id', data: String(id) },
      { name: 'pay_date', data: payDate },
      { name: 'receipt', filename: 'receipt.jpg', type: 'image/jpeg', data: JPEG },
    ],
    { token, lang },
  );

const schedule = (token: string, id: number, deliveryDate: string, lang?: string) =>
  h.post(
    '/user/uploaddelivery',
    {
      id,
      expected_delivery_date: deliveryDate,
      delivery_plan: 'One shipment by sea',
      freight_forwarder: 'Blue Anchor Freight',
    },
    { token, lang },
  );

describe('days a partner enters are judged against today', () => {
  it('refuses a payment date in the future, and changes nothing', async () => {
    const { token, orderId } = await orderAt(ORDER_STEPS.payment);
    const future = await payment(token, orderId, h.clock.day(213));
    expectRefusal(future);
    expect(future.body.msg).toBe('“Payment date” cannot be later than today.');
    const nextMonth = await payment(token, orderId, h.clock.day(30), 'ara');
    expectRefusal(nextMonth);
    expect(nextMonth.body.msg).toBe(
      rtl`لا يمكن أن يكون التاريخ في حقل «${'تاريخ الدفع'}» بعد اليوم.`,
    );
    expect((await detailOf(h, token, orderId)).data).toMatchObject({ step: 4, pay_date: null });

    // Any day up to today, and tomorrow for the time zones ahead of the server's.
    const tomorrow = await payment(token, orderId, h.clock.day(1));
    expect(tomorrow.body).toMatchObject({ code: 1, data: { id: orderId, step: 4 } });
    expect((await detailOf(h, token, orderId)).data).toMatchObject({ pay_date: h.clock.day(1) });
  });

  it('refuses a delivery date in the past or more than five years ahead', async () => {
    const { token, orderId } = await orderAt(ORDER_STEPS.schedule);
    const past = await schedule(token, orderId, h.clock.day(-300));
    expectRefusal(past);
    expect(past.body.msg).toBe('“Expected delivery date” cannot be earlier than today.');
    const far = await schedule(token, orderId, h.clock.day(6 * 366), 'fra');
    expect(far.body.msg).toBe(
      'La date du champ « Date de livraison prévue » ne peut pas dépasser cinq ans à partir d’aujourd’hui.',
    );
    expect((await detailOf(h, token, orderId)).data).toMatchObject({
      step: 5,
      expected_delivery_date: null,
    });
    const yesterday = await schedule(token, orderId, h.clock.day(-1));
    expect(yesterday.body).toMatchObject({ code: 1, data: { step: 6 } });
  });

  it('refuses a project whose predicted dates have passed, naming the field as the form does', async () => {
    const partner = await directProjectPartner(h);
    const parts = await projectParts(h, partner.token);
    const refused = await h.post(
      '/user/postproject',
      projectForm(parts, { predicted_awarding_date: h.clock.day(-30) }),
      { token: partner.token },
    );
    expectRefusal(refused);
    expect(refused.body.msg).toBe('“Predicted awarding date” cannot be earlier than today.');
    const list = await h.get<{ total: number }>('/user/project', { token: partner.token });
    expect(list.body.data?.total).toBe(0);
  });

  it('refuses a training registration dated after today', async () => {
    const partner = await signedIn(h);
    const code = await issueRegistrationCode(h.database.db, 1, h.clock.now());
    const refused = await h.post(
      '/v2/training/apply',
      {
        name: 'Camille Martin',
        country: 'FR',
        mailbox: 'camille.martin@example.fr',
        subject: 1,
        permit_number: 'FR-2026-0042',
        registration_date: h.clock.day(30),
        registration_code: code,
      },
      { token: partner.token, lang: 'kor' },
    );
    expectRefusal(refused);
    expect(refused.body.msg).toBe('‘등록일’ 항목에는 오늘 이후의 날짜를 입력할 수 없습니다.');
  });
});
