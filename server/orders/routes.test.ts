import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { formatAmount, formatDay } from '../documents/format';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSummary } from '../../contract/orders';
import type { QuotationDetail } from '../../contract/quotations';
import { goods, orders, quotations } from '../db/schema/index';
import { QUOTATION_STATUS } from '../quotations/quotations';
import { expectRefusal, signedIn, useTestApp, type Page, type Reply } from '../testing';
import { advanceOrder, approvedQuotation, detailOf, partnerWithOrder, stepCalls } from './testing';
import { directProjectPartner, registerProject } from '../projects/testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

describe('POST /user/createorder', () => {
  it('generates an order from an approved quotation, with its lines and amount', async () => {
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const quotationId = await approvedQuotation(h.database.db, partner.id, h.clock.now());
    const { body } = await h.post<{ id: number; step: number }>(
      '/user/createorder',
      { quotation_id: quotationId },
      { token: partner.token },
    );
    expect(body).toMatchObject({ code: 1, msg: 'The order has been generated.' });
    expect(body.data?.step).toBe(2);
    const detail = await detailOf(h, partner.token, body.data?.id ?? 0);
    const [quotation] = await h.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, quotationId));
    expect(detail.data).toMatchObject({
      quotation_id: quotationId,
      step: 2,
      status_text: 'Basic information',
      currency: 'USD',
      amount: (quotation?.amountCents ?? 0) / 100,
      customer_name: '',
      sign_contract: null,
      pay_receipt: null,
      shipping_files: [],
    });
    expect(detail.data?.order_sn).toMatch(/^SO\d{14}$/);
    expect(detail.data?.items).toHaveLength(2);
    expect(detail.data?.items[0]?.description).not.toBe('');
    const lines = detail.data?.items ?? [];
    const sum = lines.reduce((total, line) => total + Math.round(line.subtotal * 100), 0);
    expect(sum).toBe(quotation?.poCents);
    expect(detail.data?.events).toEqual([
      expect.objectContaining({
        step: 1,
        action: 'created',
        actor: 'partner',
        actor_name: 'Test User',
        text: `Generated the order from quotation ${quotation?.code}`,
      }),
    ]);
  });

  it('refuses a second order from the same quotation, and a quotation not yet approved', async () => {
    const { token, quotationId, id } = await partnerWithOrder(h);
    const again = await h.post('/user/createorder', { quotation_id: quotationId }, { token });
    expect(again.body).toEqual({
      code: 0,
      msg: 'An order has already been generated from this quotation.',
    });
    const other = await approvedQuotation(h.database.db, id, h.clock.now());
    await h.database.db.update(quotations).set({ status: 1 }).where(eq(quotations.id, other));
    const applying = await h.post(
      '/user/createorder',
      { quotation_id: other },
      { token, lang: 'fra' },
    );
    expect(applying.body).toEqual({
      code: 0,
      msg: 'Une commande ne peut être créée qu’à partir d’un devis approuvé.',
    });
    const mine = await h.database.db.select().from(orders).where(eq(orders.userId, id));
    expect(mine).toHaveLength(1);
  });

  it('makes no order from an approved quotation whose validity has passed, and says it expired everywhere', async () => {
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const { token } = partner;
    const quotationId = await approvedQuotation(h.database.db, partner.id, h.clock.now());
    const read = async () =>
      (await h.post<QuotationDetail>('/user/detailquotation', { id: quotationId }, { token })).body
        .data;
    const listed = async () =>
      (
        await h.get<Page<{ id: number; expired: boolean }>>('/user/quotation', { token })
      ).body.data?.list.find((q) => q.id === quotationId)?.expired;
    expect(await read()).toMatchObject({ expired: false, orderable: true });
    expect(await listed()).toBe(false);

    // Its last valid day still counts; the day after, the prices have lapsed.
    await h.database.db
      .update(quotations)
      .set({ validUntil: h.clock.day(0) })
      .where(eq(quotations.id, quotationId));
    expect(await read()).toMatchObject({ expired: false, orderable: true });
    await h.database.db
      .update(quotations)
      .set({ validUntil: h.clock.day(-1) })
      .where(eq(quotations.id, quotationId));
    expect(await read()).toMatchObject({ expired: true, orderable: false, status: 2 });
    expect(await listed()).toBe(true);
    const refused = await h.post('/user/createorder', { quotation_id: quotationId }, { token });
    expect(refused.body).toEqual({
      code: 0,
      msg: 'This quotation has expired: its prices no longer hold. Please save it again for new prices; head office then approves it again.',
    });
    expect(await h.database.db.select().from(orders).where(eq(orders.userId, partner.id))).toEqual(
      [],
    );
  });

  it('the quotation detail says whether an order may be made, and which order was made', async () => {
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const { token } = partner;
    const quotationId = await approvedQuotation(h.database.db, partner.id, h.clock.now());
    const detail = async () =>
      (await h.post<QuotationDetail>('/user/detailquotation', { id: quotationId }, { token })).body
        .data;
    await h.database.db.update(quotations).set({ status: 1 }).where(eq(quotations.id, quotationId));
    expect(await detail()).toMatchObject({ order_id: null, orderable: false });
    await h.database.db.update(quotations).set({ status: 2 }).where(eq(quotations.id, quotationId));
    expect(await detail()).toMatchObject({ order_id: null, orderable: true });
    const created = await h.post<{ id: number }>(
      '/user/createorder',
      { quotation_id: quotationId },
      { token },
    );
    expect(await detail()).toMatchObject({ order_id: created.body.data?.id, orderable: false });
  });

  it('answers an unknown quotation as missing, and refuses malformed bodies', async () => {
    const { token } = await signedIn(h);
    const missing = await h.post('/user/createorder', { quotation_id: 2_000_000_000 }, { token });
    expect(missing.body).toEqual({ code: 0, msg: 'Information not found' });
    const huge = await h.post('/user/createorder', { quotation_id: 2 ** 40 }, { token });
    expect(huge.body).toEqual({ code: 0, msg: 'Information not found' });
    for (const body of [{}, { quotation_id: 'x' }, { quotation_id: -1 }, { quotation_id: 1.5 }]) {
      expectRefusal(await h.post('/user/createorder', body, { token }));
    }
    expectRefusal(
      await h.call('POST', '/user/createorder', {
        token,
        raw: { type: 'application/json', payload: '{"quotation_id":' },
      }),
    );
    expectRefusal(
      await h.call('POST', '/user/createorder', { token, form: { quotation_id: '1' } }),
    );
    expect((await h.post('/user/createorder', { quotation_id: 1 })).body.code).toBe(90002);
  });

  it('keeps a quotation with an order from being deleted', async () => {
    const { token, quotationId } = await partnerWithOrder(h);
    const { body } = await h.post('/user/deletequotation', { id: quotationId }, { token });
    expect(body).toEqual({
      code: 0,
      msg: 'An order has been generated from this quotation, so it cannot be deleted.',
    });
  });

  it('keeps a quotation with an order from being changed: the order keeps its prices', async () => {
    const { token, quotationId } = await partnerWithOrder(h);
    const [before] = await h.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, quotationId));
    const [goodsRow] = await h.database.db.select({ id: goods.id }).from(goods).limit(1);
    const { body } = await h.post(
      '/user/postquotation',
      { id: quotationId, items: [{ goods_id: goodsRow?.id ?? 0, quantity: 1 }] },
      { token, lang: 'fra' },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'Une commande a été générée à partir de ce devis : il ne peut plus être modifié.',
    });
    const [after] = await h.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, quotationId));
    expect(after).toEqual(before);
  });
});

describe('GET /user/orderlist', () => {
  it('lists the caller’s orders newest first, with a status filter, search and paging', async () => {
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const quotationId = await approvedQuotation(h.database.db, partner.id, h.clock.now());
      const { body } = await h.post<{ id: number }>(
        '/user/createorder',
        { quotation_id: quotationId },
        { token: partner.token },
      );
      ids.push(body.data?.id ?? 0);
    }
    const calls = stepCalls(h, partner.token);
    await calls.basic(ids[0] ?? 0);
    await advanceOrder(h, partner.token, ids[1] ?? 0, 5);
    const list = (query: string, lang?: string) =>
      h.get<Page<OrderSummary>>(`/user/orderlist?${query}`, {
        token: partner.token,
        ...(lang ? { lang } : {}),
      });

    const first = await list('page=1&limit=10');
    expect(first.body.data?.total).toBe(12);
    expect(first.body.data?.list.map((o) => o.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await list('page=2&limit=10');
    expect(second.body.data?.list.map((o) => o.id)).toEqual([ids[1], ids[0]]);

    const atContract = await list('step=3', 'spa');
    expect(atContract.body.data?.list).toEqual([
      expect.objectContaining({
        id: ids[0],
        customer_name: 'Harbour Logistics',
        status_text: 'Información del contrato',
      }),
    ]);
    const atSchedule = await list('step=5');
    expect(atSchedule.body.data?.list.map((o) => o.id)).toEqual([ids[1]]);

    const sn = first.body.data?.list.at(-1)?.order_sn ?? '';
    const bySn = await list(`keyword=${sn}`);
    expect(bySn.body.data?.list.map((o) => o.order_sn)).toEqual([sn]);
    const byCustomer = await list('keyword=harbour%20log');
    expect(byCustomer.body.data?.list.map((o) => o.id).sort()).toEqual([ids[0], ids[1]].sort());
    const none = await list('keyword=%25_nothing');
    expect(none.body).toMatchObject({ code: 1, msg: 'No data found' });
    expect(none.body.data?.list).toEqual([]);
    const byDate = await list(`create_time[begin]=2000-01-01&create_time[end]=2999-12-31`);
    expect(byDate.body.data?.total).toBe(12);
    expect((await list(`create_time[end]=2000-01-01`)).body.data?.total).toBe(0);
  });

  it('names the project of an order made from a registered project’s quotation, and finds it', async () => {
    const partner = await directProjectPartner(h);
    const project = await registerProject(h, partner.token, { project_name: 'Campus Málaga' });
    await h.database.db
      .update(quotations)
      .set({ status: QUOTATION_STATUS.approved })
      .where(eq(quotations.id, project.quotationId));
    const created = await h.post<{ id: number }>(
      '/user/createorder',
      { quotation_id: project.quotationId },
      { token: partner.token },
    );
    const id = created.body.data?.id ?? 0;
    await h.post(
      '/user/createorder',
      { quotation_id: await approvedQuotation(h.database.db, partner.id, h.clock.now()) },
      { token: partner.token },
    );
    const list = await h.get<Page<OrderSummary>>('/user/orderlist?keyword=campus%20m', {
      token: partner.token,
    });
    expect(list.body.data?.list).toEqual([
      expect.objectContaining({ id, project_id: project.id, project_name: 'Campus Málaga' }),
    ]);
    const all = await h.get<Page<OrderSummary>>('/user/orderlist', { token: partner.token });
    expect(all.body.data?.list.map((o) => o.project_name)).toEqual(['', 'Campus Málaga']);
    expect((await detailOf(h, partner.token, id)).data?.project_name).toBe('Campus Málaga');
  });

  it('refuses malformed queries in the envelope', async () => {
    const { token } = await signedIn(h);
    for (const query of [
      'limit=15',
      'page=0',
      'step=10',
      'step=abc',
      'create_time[begin]=2026-02-30',
      'create_time[end]=yesterday',
      'keyword=a&keyword=b',
    ]) {
      expectRefusal(await h.get(`/user/orderlist?${query}`, { token }));
    }
    expect((await h.get('/user/orderlist')).body.code).toBe(90002);
  });
});

describe('POST /user/orderdetail', () => {
  it('answers the order with every document and its state', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    const fresh = await detailOf(h, token, orderId, 'ru');
    expect(fresh.data?.documents.map((d) => [d.kind, d.state])).toEqual([
      ['contract_template', 'waiting'],
      ['signed_contract', 'waiting'],
      ['payment_receipt', 'waiting'],
      ['shipping_file', 'waiting'],
      ['delivery_receipt', 'waiting'],
    ]);
    expect(fresh.data?.documents[0]).toMatchObject({
      name: 'Шаблон договора',
      state_text: 'Пока недоступно',
      url: null,
    });
    await advanceOrder(h, token, orderId, 8);
    const shipped = await detailOf(h, token, orderId);
    expect(shipped.data?.documents.map((d) => [d.kind, d.state, d.name])).toEqual([
      ['contract_template', 'available', 'Contract template'],
      ['signed_contract', 'uploaded', 'contract.pdf'],
      ['payment_receipt', 'confirmed', 'receipt.jpg'],
      ['shipping_file', 'uploaded', 'bill-of-lading.pdf'],
      ['delivery_receipt', 'uploaded', 'delivery-receipt.pdf'],
    ]);
    for (const document of shipped.data?.documents.slice(1) ?? []) {
      expect(document.url).toMatch(/^\/prod-api\/user\/orderfile\/[0-9a-f]{32}\?expires=\d+&/);
      expect(document.upload_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(shipped.data).toMatchObject({
      customer_name: 'Harbour Logistics',
      sign_contract: 1,
      contract_file: { name: 'contract.pdf' },
      pay_date: testDay(-1),
      pay_receipt: { name: 'receipt.jpg' },
      pay_confirmed: true,
      pay_reject_reason: null,
      expected_delivery_date: testDay(24),
      delivery_plan: 'One shipment by sea',
      freight_forwarder: 'Blue Anchor Freight',
      shipping_info: 'Sea freight, vessel Ever Given, B/L 778899',
      shipping_files: [{ name: 'bill-of-lading.pdf' }],
      delivery_receipt: { name: 'delivery-receipt.pdf' },
      finish_time: null,
    });
    expect(shipped.data?.remind_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers a missing order as missing and refuses malformed bodies', async () => {
    const { token } = await signedIn(h);
    expect((await h.post('/user/orderdetail', { id: 2_000_000_000 }, { token })).body).toEqual({
      code: 0,
      msg: 'Information not found',
    });
    expect((await h.post('/user/orderdetail', { id: 2 ** 53 }, { token })).body.code).toBe(0);
    for (const body of [{}, { id: '1' }, { id: 0 }, [], null]) {
      expectRefusal(await h.post('/user/orderdetail', body, { token }));
    }
  });
});

describe('POST /user/downloadcontract', () => {
  const download = (token: string, id: unknown, lang?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/prod-api/user/downloadcontract',
      payload: { id },
      headers: { token, ...(lang ? { lang } : {}) },
    });

  it('answers the contract template, a Word document filled with the order', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    const early = await download(token, orderId, 'pt');
    expect(early.headers['content-type']).toMatch(/^application\/json/);
    expect(early.json()).toEqual({
      code: 0,
      msg: 'O modelo de contrato fica disponível depois que as informações básicas forem confirmadas.',
    });
    await stepCalls(h, token).basic(orderId);
    const res = await download(token, orderId);
    const detail = (await detailOf(h, token, orderId)).data as OrderDetail;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Contract ${detail.order_sn}.docx"`,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(text).toContain(detail.order_sn);
    expect(text).toContain('Harbour Logistics');
    expect(text).toContain('Harbour Networks');
    expect(text).toContain(detail.items[0]?.model ?? '?');
    expect(text).toContain('OA45');
  });

  it('is named in Arabic without the marks that isolate the number on screen', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await stepCalls(h, token).basic(orderId);
    const detail = (await detailOf(h, token, orderId)).data as OrderDetail;
    const res = await download(token, orderId, 'ara');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Contract ${detail.order_sn}.docx"; filename*=UTF-8''${encodeURIComponent(`عقد ${detail.order_sn}.docx`)}`,
    );
    // Inside, each Arabic "label: value" line isolates its value, so that the seller's name
    // keeps its final point after "Ltd"; its English line beside it has no marks.
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(text).toContain('البائع: \u2068DCN Networks Co., Ltd.\u2069');
    expect(text).toContain('Seller: DCN Networks Co., Ltd.<');
  });

  it("is written in the partner's language with the binding English beside it", async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await stepCalls(h, token).basic(orderId);
    const detail = (await detailOf(h, token, orderId)).data as OrderDetail;
    const res = await download(token, orderId, 'kor');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Contract ${detail.order_sn}.docx"; filename*=UTF-8''${encodeURIComponent(`계약서 ${detail.order_sn}.docx`)}`,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const today = h.clock.now();
    for (const words of [
      '매매 계약서',
      'Sales Contract',
      '영어 본문이 구속력을 가지며',
      'The English text is binding',
      // The day in each line's own language: the binding English line has it in English.
      `일자: ${formatDay(today, 'kor')}`,
      `Date: ${formatDay(today, 'en')}`,
    ]) {
      expect(text).toContain(words);
    }
    // Every line at its unit price: quantity × unit price is the subtotal printed beside it.
    for (const item of detail.items) {
      const unit = Math.round(item.price * 100);
      expect(unit * item.quantity).toBe(Math.round(item.subtotal * 100));
      expect(text).toContain(`>${formatAmount(unit, 'kor')}<`);
      expect(text).toContain(`>${formatAmount(unit * item.quantity, 'kor')}<`);
    }
  });

  it('answers a missing order as missing, as JSON, and refuses malformed bodies', async () => {
    const { token } = await signedIn(h);
    const missing = await download(token, 2_000_000_000);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ code: 0, msg: 'Information not found' });
    for (const id of ['1', -4, null]) {
      const res = await download(token, id);
      const reply: Reply = { status: res.statusCode, body: res.json(), text: res.body };
      expectRefusal(reply);
    }
  });
});

describe('GET /user/home', () => {
  it('counts the caller’s orders', async () => {
    const { token, id } = await partnerWithOrder(h);
    await approvedQuotation(h.database.db, id, h.clock.now());
    const { body } = await h.get<{ stats: { orders: number } }>('/user/home', { token });
    expect(body.data?.stats.orders).toBe(1);
  });
});
