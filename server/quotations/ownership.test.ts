import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationDetail, QuotationOption, QuotationSummary } from '../../contract/quotations';
import { goods } from '../db/schema/index';
import { signedIn, startTestApp, type Page, type TestApp } from '../testing';

let h: TestApp;
let goodsId: number;

beforeAll(async () => {
  h = await startTestApp();
  const [item] = await h.database.db.select({ id: goods.id }).from(goods).limit(1);
  goodsId = item!.id;
});
afterAll(async () => {
  await h.close();
});

/** A partner with one quotation; answers the token and the quotation's id. */
async function partnerWithQuotation() {
  const { token } = await signedIn(h, { partnerType: 'DC-DDP' });
  const saved = await h.post<{ id: number }>(
    '/user/postquotation',
    { items: [{ goods_id: goodsId, quantity: 3 }] },
    { token },
  );
  return { token, id: saved.body.data!.id };
}

describe("another partner's quotations", () => {
  it('are never listed, read, changed, deleted or downloaded, and answer as missing ones', async () => {
    const alice = await partnerWithQuotation();
    const bob = await partnerWithQuotation();
    const missing = 2_000_000_000;
    const before = await h.post<QuotationDetail>(
      '/user/detailquotation',
      { id: alice.id },
      { token: alice.token },
    );

    const list = await h.get<Page<QuotationSummary>>('/user/quotation', { token: bob.token });
    expect(list.body.data?.list.map((q) => q.id)).toEqual([bob.id]);
    const options = await h.get<QuotationOption[]>('/user/getquotation', { token: bob.token });
    expect(options.body.data?.map((q) => q.id)).toEqual([bob.id]);
    const code = before.body.data!.code;
    const byCode = await h.get<Page<QuotationSummary>>(`/user/quotation?keyword=${code}`, {
      token: bob.token,
    });
    expect(byCode.body.data?.total).toBe(0);

    for (const id of [alice.id, missing]) {
      const calls = [
        h.post('/user/detailquotation', { id }, { token: bob.token }),
        h.post(
          '/user/postquotation',
          { id, items: [{ goods_id: goodsId, quantity: 9 }] },
          { token: bob.token },
        ),
        h.post('/user/deletequotation', { id }, { token: bob.token }),
        h.call('POST', '/user/downloadquotation', { token: bob.token, form: { id: String(id) } }),
        h.post('/user/downloadpackinglist', { id }, { token: bob.token }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ code: 0, msg: 'Information not found' });
      }
    }

    const after = await h.post<QuotationDetail>(
      '/user/detailquotation',
      { id: alice.id },
      { token: alice.token },
    );
    expect(after.body).toEqual(before.body);
  });
});
