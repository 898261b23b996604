import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSummary } from '../../../contract/orders';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { DEMO_ORDER_COUNT, seedDemoOrders } from './orders';
import { useTestApp } from '../../testing';
import { suiteClock } from '../../testing-clock';

const h = useTestApp();

async function tokenOf(username: string): Promise<string> {
  const login = await h.app.inject({
    method: 'POST',
    url: '/prod-api/v2/user/login',
    payload: { username, password: DEMO_PASSWORD, logIp: 0 },
  });
  return login.json<{ data: { token: string } }>().data.token;
}

describe('the demo partners’ orders', () => {
  it('wait at every step of the order flow, for every demo partner', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await tokenOf(account.username);
      const res = await h.app.inject({
        url: '/prod-api/user/orderlist?limit=50',
        headers: { token },
      });
      const list = res.json<{ data: { list: OrderSummary[] } }>().data.list;
      expect(list, account.username).toHaveLength(DEMO_ORDER_COUNT);
      expect(list.map((order) => order.step).sort()).toEqual([2, 3, 4, 4, 5, 6, 7, 8, 9]);
      expect(list.map((order) => order.status_text)).toContain('Payment awaiting confirmation');
      expect(new Set(list.map((order) => order.quotation_id)).size).toBe(DEMO_ORDER_COUNT);
    }
  });

  it('show what each step gathered, as a partner sees a completed order', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS[3]!.username);
    const res = await h.app.inject({ url: '/prod-api/user/orderlist?step=9', headers: { token } });
    const [done] = res.json<{ data: { list: OrderSummary[] } }>().data.list;
    const detail = await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/orderdetail',
      payload: { id: done?.id },
      headers: { token },
    });
    const order = detail.json<{ data: OrderDetail }>().data;
    expect(order.customer_name).toBe('Hospital Universitario La Fe');
    // One entry a step, two at head office's shipping (the materials, then the letter).
    expect(order.events.map((event) => event.action)).toEqual([
      'created',
      'basic',
      'contract_signed',
      'payment_sent',
      'payment_confirmed',
      'schedule',
      'reminded',
      'shipping_uploaded',
      'delivery_receipt_uploaded',
      'finished',
    ]);
    expect(order.documents.every((document) => document.state !== 'waiting')).toBe(true);
    const file = await h.app.inject({ url: order.contract_file?.url ?? '' });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('leaves a table that already holds orders alone', async () => {
    const before = await h.app.inject({
      url: '/prod-api/user/orderlist',
      headers: { token: await tokenOf(DEMO_ACCOUNTS[0]!.username) },
    });
    await seedDemoOrders(h.database.db, suiteClock());
    const after = await h.app.inject({
      url: '/prod-api/user/orderlist',
      headers: { token: await tokenOf(DEMO_ACCOUNTS[0]!.username) },
    });
    expect(after.json<{ data: { total: number } }>().data.total).toBe(
      before.json<{ data: { total: number } }>().data.total,
    );
  });
});
