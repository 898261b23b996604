import { QUOTATION_REMARK_MAX } from '../../contract/values';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationDetail, QuotationOption, QuotationSummary } from '../../contract/quotations';
import type { CartItem } from '../../contract/cart';
import { goods, goodsAccessories, quotations } from '../db/schema/index';
import { centsOfDecimal, lessPercent, moneyOf, quoteTotals } from './pricing';
import { readPdf } from '../documents/testing';
import { expectRefusal, signedIn, startTestApp, type Page, type TestApp } from '../testing';
import { directProjectPartner, registerProject } from '../projects/testing';

let h: TestApp;
/** A main product, one of its accessories, and goods that is no accessory of it. */
let main: { id: number; gpl: number };
let accessory: { id: number; gpl: number };
let other: number;

beforeAll(async () => {
  h = await startTestApp();
  const db = h.database.db;
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('the seed has no accessories');
  const priceOf = async (id: number) => {
    const [row] = await db.select({ gpl: goods.gplPrice }).from(goods).where(eq(goods.id, id));
    return { id, gpl: centsOfDecimal(row?.gpl ?? '0') };
  };
  main = await priceOf(pair.goodsId);
  accessory = await priceOf(pair.accessoryId);
  const all = await db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id));
  const allowed = await db
    .select()
    .from(goodsAccessories)
    .where(eq(goodsAccessories.goodsId, main.id));
  other = all.find((g) => g.id !== main.id && !allowed.some((a) => a.accessoryId === g.id))!.id;
});
afterAll(async () => {
  await h.close();
});

/** A distribution partner (38% off the list price), logged in. */
const partner = async () =>
  (await signedIn(h, { partnerType: 'DC-ADP', realname: 'Li Wei' })).token;

const form = (mainQuantity = 2, accessoryQuantity = 4) => ({
  remark: 'Branch office',
  items: [
    { goods_id: main.id, quantity: mainQuantity },
    { goods_id: accessory.id, main_goods_id: main.id, quantity: accessoryQuantity },
  ],
});

async function create(token: string, body: unknown = form()): Promise<number> {
  const saved = await h.post<{ id: number }>('/user/postquotation', body, { token });
  expect(saved.body).toMatchObject({ code: 1, msg: 'Quotation saved' });
  return saved.body.data!.id;
}

const detail = async (token: string, id: number, lang?: string) =>
  (
    await h.post<QuotationDetail>(
      '/user/detailquotation',
      { id },
      { token, ...(lang ? { lang } : {}) },
    )
  ).body;

describe('saving a quotation', () => {
  it('prices every line at the partner discount and applies the quote terms', async () => {
    const token = await partner();
    const id = await create(token);
    const answer = await detail(token, id);
    expect(answer.code).toBe(1);
    const q = answer.data!;
    const mainPrice = lessPercent(main.gpl, 38);
    const accessoryPrice = lessPercent(accessory.gpl, 38);
    const totals = quoteTotals(mainPrice * 2 + accessoryPrice * 4);
    expect(q).toMatchObject({
      status: 1,
      status_text: 'Applying',
      currency: 'USD',
      remark: 'Branch office',
      tax_rate: totals.taxRate,
      amount: moneyOf(totals.amountCents),
      project: null,
    });
    expect(q.code).toMatch(/^QT\d{8}\d{6}$/);
    expect(q.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [mainLine, accessoryLine] = q.items;
    expect(mainLine).toMatchObject({
      goods_id: main.id,
      main_id: null,
      quantity: 2,
      gpl_price: moneyOf(main.gpl),
      market_price: moneyOf(lessPercent(main.gpl, 10)),
      discount_price: moneyOf(mainPrice),
      sale_price: moneyOf(lessPercent(main.gpl, 10)),
      application_price: null,
      subtotal: moneyOf(mainPrice * 2),
    });
    expect(accessoryLine).toMatchObject({ goods_id: accessory.id, main_id: mainLine?.id });
    expect(q.packing_list.totals.total_quantity).toBe(6);
    expect(q.packing_list.rows).toHaveLength(2);
    expect(q.revisions).toEqual([
      expect.objectContaining({ revision: 1, saved_by: 'Li Wei', amount: q.amount }),
    ]);
  });

  it("keeps the partner's own sale price", async () => {
    const token = await partner();
    const id = await create(token, {
      items: [{ goods_id: main.id, quantity: 1, sale_price: 1234.5 }],
    });
    expect((await detail(token, id)).data?.items[0]?.sale_price).toBe(1234.5);
  });

  it('answers the status label in the language of the call', async () => {
    const token = await partner();
    const id = await create(token);
    expect((await detail(token, id, 'ru')).data?.status_text).toBe('На рассмотрении');
  });

  it.each([
    [
      'an accessory without its main product',
      () => [{ goods_id: accessory.id, main_goods_id: main.id, quantity: 1 }],
      'Please select main product',
    ],
    [
      'the same main product twice',
      () => [
        { goods_id: main.id, quantity: 1 },
        { goods_id: main.id, quantity: 2 },
      ],
      'Please delete the main product first',
    ],
    ['no lines', () => [], 'Please add product'],
    [
      'goods that is not an accessory of the main product',
      () => [
        { goods_id: main.id, quantity: 1 },
        { goods_id: other, main_goods_id: main.id, quantity: 1 },
      ],
      'Please check product',
    ],
    [
      'goods that does not exist',
      () => [{ goods_id: 2_000_000_000, quantity: 1 }],
      'Please check product',
    ],
    [
      'an id beyond any row',
      () => [{ goods_id: 9_007_199_254_740_991, quantity: 1 }],
      'Please check product',
    ],
  ])("refuses %s with the rule's message", async (_what, items, msg) => {
    const token = await partner();
    const res = await h.post('/user/postquotation', { items: items() }, { token });
    expectRefusal(res);
    expect(res.body.msg).toBe(msg);
    expect(
      (await h.get<Page<QuotationSummary>>('/user/quotation', { token })).body.data?.total,
    ).toBe(0);
  });

  it('refuses a bad sale price, quantity, currency or body and stores nothing', async () => {
    const token = await partner();
    const bodies = [
      { items: [{ goods_id: main.id, quantity: 1, sale_price: 1.005 }] },
      { items: [{ goods_id: main.id, quantity: 1, sale_price: -1 }] },
      { items: [{ goods_id: main.id, quantity: 100_000 }] },
      { items: [{ goods_id: main.id, quantity: 0 }] },
      { currency: 'EUR', items: [{ goods_id: main.id, quantity: 1 }] },
      { remark: 'r'.repeat(QUOTATION_REMARK_MAX + 1), items: [{ goods_id: main.id, quantity: 1 }] },
      { items: 'all' },
      'not json',
    ];
    for (const body of bodies) expectRefusal(await h.post('/user/postquotation', body, { token }));
    const price = await h.post('/user/postquotation', bodies[0], { token, lang: 'fra' });
    expect(price.body.msg).toContain('prix de vente');
    const remark = await h.post('/user/postquotation', bodies[5], { token });
    expect(remark.body.msg).toBe(`“Remarks” may have at most ${QUOTATION_REMARK_MAX} characters.`);
    expect(
      (await h.get<Page<QuotationSummary>>('/user/quotation', { token })).body.data?.total,
    ).toBe(0);
  });

  it('answers a session code without a token', async () => {
    const res = await h.post('/user/postquotation', form());
    expect(res.body.code).toBe(90002);
  });
});

describe('a quotation from the cart', () => {
  it('takes the configurator selection: main products with their accessories', async () => {
    const token = await partner();
    await h.post('/user/cartcreate', { goods_id: main.id, quantity: 1 }, { token });
    const [mainLine] = (await h.get<CartItem[]>('/user/cartlist', { token })).body.data!;
    await h.post(
      '/user/cartcreate',
      { goods_id: accessory.id, quantity: 2, main_id: mainLine!.id },
      { token },
    );
    const lines = (await h.get<CartItem[]>('/user/cartlist', { token })).body.data!;
    const goodsOfLine = new Map(lines.map((line) => [line.id, line.goods_id]));
    const items = lines.map((line) => ({
      goods_id: line.goods_id,
      quantity: line.quantity,
      ...(line.main_id === null ? {} : { main_goods_id: goodsOfLine.get(line.main_id) }),
    }));
    const id = await create(token, { items });
    const q = (await detail(token, id)).data!;
    expect(q.items.map((item) => [item.goods_id, item.quantity])).toEqual([
      [main.id, 1],
      [accessory.id, 2],
    ]);
  });
});

describe('changing a quotation', () => {
  it('keeps the earlier versions and lists them, the current one first', async () => {
    const token = await partner();
    const id = await create(token);
    const before = (await detail(token, id)).data!;
    const changed = await h.post('/user/postquotation', { id, ...form(5, 1) }, { token });
    expect(changed.body).toMatchObject({ code: 1, data: { id } });
    const after = (await detail(token, id)).data!;
    expect(after.items.map((line) => line.quantity)).toEqual([5, 1]);
    expect(after.code).toBe(before.code);
    expect(after.revisions.map((r) => r.revision)).toEqual([2, 1]);
    expect(after.revisions[1]).toMatchObject({ saved_by: 'Li Wei', amount: before.amount });
    expect(after.revisions[1]?.summary).toContain('× 2');
    expect(after.revisions[0]?.summary).toContain('× 5');
  });

  it('uses up the quotation draft the change was opened from, and only that kind of the caller', async () => {
    const token = await partner();
    const id = await create(token);
    const saveDraft = async (type: 'project' | 'quotation', as = token) =>
      (
        await h.post<{ id: number }>(
          '/v2/user/saveDraftBoxData',
          { type, title: 'Campus network', content: { id } },
          { token: as },
        )
      ).body.data!.id;
    const drafts = async (as = token) =>
      (
        await h.get<Page<{ id: number }>>('/v2/user/getMyDraftBoxLists', { token: as })
      ).body.data?.list.map((draft) => draft.id);
    const change = await saveDraft('quotation');
    const project = await saveDraft('project');
    const otherToken = await partner();
    const others = await saveDraft('quotation', otherToken);

    const changed = await h.post(
      '/user/postquotation',
      { id, ...form(5, 1), draft_id: change },
      { token },
    );
    expect(changed.body).toMatchObject({ code: 1, data: { id } });
    expect(await drafts()).toEqual([project]);
    // Another kind, another partner's, or one already gone: the change is saved all the same.
    for (const draft_id of [project, others, change]) {
      expect(
        (await h.post('/user/postquotation', { id, ...form(3, 1), draft_id }, { token })).body,
      ).toMatchObject({ code: 1 });
    }
    expect(await drafts()).toEqual([project]);
    expect(await drafts(otherToken)).toEqual([others]);
  });

  it('refuses an unknown id and changes nothing', async () => {
    const token = await partner();
    const res = await h.post('/user/postquotation', { id: 2_000_000_000, ...form() }, { token });
    expectRefusal(res);
    expect(res.body.msg).toBe('Information not found');
  });
});

describe('the list, the select and the home counts', () => {
  it("lists the caller's quotations with filters and paging", async () => {
    const token = await partner();
    const first = await create(token);
    await create(token, { items: [{ goods_id: other, quantity: 1 }] });
    const all = (await h.get<Page<QuotationSummary>>('/user/quotation', { token })).body.data!;
    expect(all.total).toBe(2);
    expect(all.list[1]).toMatchObject({ id: first, status_text: 'Applying', project_name: '' });
    const code = all.list[1]!.code;
    const byCode = await h.get<Page<QuotationSummary>>(`/user/quotation?keyword=${code}`, {
      token,
    });
    expect(byCode.body.data?.list.map((q) => q.id)).toEqual([first]);
    const paged = await h.get<Page<QuotationSummary>>('/user/quotation?page=2&limit=10', { token });
    expect(paged.body.data).toMatchObject({ list: [], total: 2, page: 2, limit: 10 });
    const none = await h.get<Page<QuotationSummary>>('/user/quotation?status=3', { token });
    expect(none.body).toMatchObject({ code: 1, msg: 'No data found', data: { total: 0 } });
    const dated = await h.get<Page<QuotationSummary>>(
      '/user/quotation?create_time[begin]=2000-01-01&create_time[end]=2999-12-31',
      { token },
    );
    expect(dated.body.data?.total).toBe(2);
    const before = await h.get<Page<QuotationSummary>>(
      '/user/quotation?create_time[begin]=2000-01-01&create_time[end]=2000-12-31',
      { token },
    );
    expect(before.body.data?.total).toBe(0);
    // The model of a line finds the quotations that have it.
    const [model] = await h.database.db
      .select({ model: goods.model })
      .from(goods)
      .where(eq(goods.id, other));
    const byModel = await h.get<Page<QuotationSummary>>(
      `/user/quotation?keyword=${encodeURIComponent(model!.model)}&status=1`,
      { token },
    );
    expect(byModel.body.data?.list.map((q) => q.id)).toEqual([all.list[0]!.id]);
    // A status past what any column holds finds nothing, and is no fault.
    const far = await h.get<Page<QuotationSummary>>('/user/quotation?status=99999999999', {
      token,
    });
    expect(far.body).toMatchObject({ code: 1, data: { total: 0, list: [] } });
    const home = await h.get<{ stats: { quotations: number } }>('/user/home', { token });
    expect(home.body.data?.stats.quotations).toBe(2);
    const options = await h.get<QuotationOption[]>('/user/getquotation?unlinked=1', { token });
    expect(options.body.data?.map((o) => o.id)).toContain(first);
  });

  it('offers every quotation a project may take, newest first, however many the partner keeps', async () => {
    const token = await partner();
    const [made] = await h.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, await create(token)));
    const { id: _id, ...row } = made!;
    // 149 more of the same partner, still valid and of no project, made after it.
    await h.database.db
      .insert(quotations)
      .values(Array.from({ length: 149 }, (_, i) => ({ ...row, code: `${row.code}-${i + 1}` })));
    const options = await h.get<QuotationOption[]>('/user/getquotation?unlinked=1', { token });
    const codes = options.body.data?.map((option) => option.code) ?? [];
    expect(codes).toHaveLength(150);
    expect(codes[0]).toBe(`${row.code}-149`);
    expect(codes.at(-1)).toBe(row.code);
  });

  it('refuses bad filters without a 5xx', async () => {
    const token = await partner();
    for (const query of [
      'page=0',
      'limit=7',
      'status=x',
      'create_time[begin]=2026-13-45',
      'create_time[end]=2026-02-30',
    ]) {
      expectRefusal(await h.get(`/user/quotation?${query}`, { token }));
    }
    expectRefusal(await h.get('/user/getquotation?unlinked=2', { token }));
  });
});

describe('deleting a quotation', () => {
  it('refuses one registered with a project and keeps it', async () => {
    const { token } = await directProjectPartner(h);
    const { quotationId: id } = await registerProject(h, token);
    const res = await h.post('/user/deletequotation', { id }, { token, lang: 'spa' });
    expectRefusal(res);
    expect(res.body.msg).toBe(
      'Esta cotización está registrada en un proyecto y no se puede eliminar.',
    );
    expect((await detail(token, id)).code).toBe(1);
    const options = await h.get<QuotationOption[]>('/user/getquotation?unlinked=1', { token });
    expect(options.body.data?.map((o) => o.id) ?? []).not.toContain(id);
  });

  it("deletes the caller's quotation and refuses an unknown or malformed id", async () => {
    const token = await partner();
    const id = await create(token);
    const gone = await h.post('/user/deletequotation', { id }, { token });
    expect(gone.body).toMatchObject({ code: 1, msg: 'Quotation deleted' });
    expectRefusal(await h.post('/user/deletequotation', { id }, { token }));
    expectRefusal(await h.post('/user/deletequotation', { id: 'x' }, { token }));
    expect((await detail(token, id)).code).toBe(0);
  });
});

describe('the downloads', () => {
  it('answer the quotation and the packing list as .xlsx and PDF with their names', async () => {
    const token = await partner();
    const id = await create(token);
    const code = (await detail(token, id)).data!.code;
    const cases = [
      ['/user/downloadquotation', { id: String(id) }, `Quotation ${code}.xlsx`, 'PK'],
      [
        '/user/downloadquotation',
        { id: String(id), format: 'pdf' },
        `Quotation ${code}.pdf`,
        '%PDF',
      ],
    ] as const;
    for (const [path, form, name, magic] of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/prod-api${path}`,
        headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/octet-stream');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(res.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
    for (const format of ['xlsx', 'pdf']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/prod-api/user/downloadpackinglist',
        headers: { token, 'content-type': 'application/json' },
        payload: JSON.stringify({ id, format }),
      });
      expect(res.headers['content-disposition']).toContain(
        `filename="Packing list ${code}.${format}"`,
      );
    }
    const pdf = await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/downloadquotation',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}&format=pdf`,
    });
    const text = (await readPdf(pdf.rawPayload)).map((page) => page.text).join('\n');
    expect(text).toContain('OA45');
    expect(text).toContain('FOB Shenzhen');
  });

  it('refuse an unknown id, a bad format or the wrong encoding with the JSON envelope', async () => {
    const token = await partner();
    const missing = await h.call('POST', '/user/downloadquotation', {
      token,
      form: { id: '2000000000' },
    });
    expectRefusal(missing);
    expect(missing.body.msg).toBe('Information not found');
    expectRefusal(await h.call('POST', '/user/downloadquotation', { token, form: { id: 'x' } }));
    expectRefusal(
      await h.call('POST', '/user/downloadquotation', { token, form: { id: '1', format: 'doc' } }),
    );
    expectRefusal(await h.post('/user/downloadquotation', { id: 1 }, { token }));
    expectRefusal(await h.post('/user/downloadpackinglist', { id: 2_000_000_000 }, { token }));
    expectRefusal(await h.post('/user/downloadpackinglist', { id: '1' }, { token }));
  });
});
