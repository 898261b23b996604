import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_PERMISSIONS, type WorkQueue } from '../../contract/backoffice';
import type { BackofficeQuotation, QueuedQuotation } from '../../contract/backoffice-quotations';
import type { QuotationDetail, QuotationSummary } from '../../contract/quotations';
import { goods, quotations } from '../db/schema/index';
import { expectRefusal, useTestApp, type Page } from '../testing';
import { latestMailTo, sideEffects } from './testing-desks';
import { QUOTATION_DESK_CALLS, waitingQuotation } from './testing-quotation-desk';
import { auditRows, partner as plainPartner, staff } from './testing';

const h = useTestApp({ loginPerIp: { max: 10_000, windowSeconds: 900 } });

const desk = () => staff(h, ['quotation:approve']);
const REASON = 'Please quote the 10G uplink modules as well.';

const queue = async (token: string, query = 'limit=50') =>
  (await h.get<Page<QueuedQuotation>>(`/backoffice/quotations?${query}`, { token })).body.data
    ?.list ?? [];

const deskDetail = async (token: string, id: number) =>
  (await h.get<BackofficeQuotation>(`/backoffice/quotations/detail?id=${id}`, { token })).body
    .data as BackofficeQuotation;

const partnerDetail = async (token: string, id: number, lang = 'en') =>
  (await h.post<QuotationDetail>('/user/detailquotation', { id }, { token, lang })).body
    .data as QuotationDetail;

const stored = async (id: number) =>
  (await h.database.db.select().from(quotations).where(eq(quotations.id, id)))[0];

/** The partner changes its quotation to one line of the first goods item. */
async function change(token: string, id: number, quantity = 3) {
  const [item] = await h.database.db.select({ id: goods.id }).from(goods).limit(1);
  const body = { id, items: [{ goods_id: item?.id ?? 0, quantity }] };
  return h.post('/user/postquotation', body, { token });
}

describe('quotations waiting on head office', () => {
  it('are listed longest waiting first with partner and amount, searched, and counted', async () => {
    const { token } = await desk();
    const count = async () =>
      ((await h.get<WorkQueue>('/backoffice/queue', { token })).body.data as WorkQueue)
        .quotations ?? -1;
    const before = await count();
    const first = await waitingQuotation(h);
    const second = await waitingQuotation(h);
    expect(await count()).toBe(before + 2);

    const list = await queue(token);
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const row = list.find((q) => q.id === first.id);
    expect(row).toMatchObject({
      status: 1,
      status_text: 'Applying',
      currency: 'USD',
      partner: { id: first.partner.id, company: 'Harbour Networks', realname: 'Ana Souza' },
    });
    expect(row?.amount).toBeGreaterThan(0);
    expect(row?.applied_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const found = await queue(token, `keyword=${row?.code ?? ''}`);
    expect(found.map((q) => q.id)).toEqual([first.id]);
    expect((await queue(token, 'keyword=harbour%20networks&limit=50')).length).toBeGreaterThan(1);

    expectRefusal(await h.get('/backoffice/quotations?limit=7', { token }));
    expectRefusal(await h.get(`/backoffice/quotations?keyword=${'x'.repeat(201)}`, { token }));
  });

  it('open with lines, totals, versions, the partner and an empty audit trail', async () => {
    const { token } = await desk();
    const { partner, id } = await waitingQuotation(h);
    const shown = await deskDetail(token, id);
    const own = await partnerDetail(partner.token, id);
    expect(shown).toMatchObject({ ...own, revision: 1, audit: [] });
    expect(shown.partner).toMatchObject({ id: partner.id, partner_type: 'DC-ADP' });
    expect(shown.items).toHaveLength(2);
    expect(shown).toMatchObject({ orderable: false, reject_reason: null });

    const missing = await h.get('/backoffice/quotations/detail?id=2000000000', { token });
    expect(missing.body).toEqual({ code: 0, msg: 'Information not found' });
    expectRefusal(await h.get('/backoffice/quotations/detail?id=one', { token }));
  });
});

describe('head office’s decision', () => {
  it('approves: audit row, Spanish e-mail, the partner reads Approved and makes its order', async () => {
    const { token, id: staffId } = await desk();
    const { partner, id } = await waitingQuotation(h, 'spa');
    const res = await h.post('/backoffice/quotations/approve', { id, revision: 1 }, { token });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'The quotation has been approved and the partner has been told by email.',
    });
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'quotation.approve',
      targetType: 'quotation',
      targetId: String(id),
      partnerId: partner.id,
      before: { status: 1, reject_reason: null },
      after: { status: 2, reject_reason: null, revision: 1 },
    });
    const own = await partnerDetail(partner.token, id);
    const mail = await latestMailTo(h, partner.id);
    expect(mail?.subject).toBe(`Su cotización ${own.code} se ha aprobado`);

    expect(own).toMatchObject({ status: 2, status_text: 'Approved', orderable: true });
    const list = await h.get<Page<QuotationSummary>>('/user/quotation?limit=10', {
      token: partner.token,
      lang: 'ara',
    });
    expect(list.body.data?.list.find((q) => q.id === id)?.status_text).toBe('مقبول');
    expect((await queue(token)).some((q) => q.id === id)).toBe(false);
    expect((await deskDetail(token, id)).audit).toMatchObject([
      { action: 'quotation.approve', actor_id: staffId, after: { status: 2 } },
    ]);

    const order = await h.post('/user/createorder', { quotation_id: id }, { token: partner.token });
    expect(order.body.code, order.body.msg).toBe(1);
  });

  it('cannot approve a quotation whose validity has passed; it may still reject it', async () => {
    const { token } = await desk();
    const { id } = await waitingQuotation(h, 'vie');
    // Saved 30 days before the partner sent it, so it lapsed yesterday.
    await h.database.db
      .update(quotations)
      .set({ validUntil: h.clock.day(-1) })
      .where(eq(quotations.id, id));
    const approval = await h.post('/backoffice/quotations/approve', { id, revision: 1 }, { token });
    expectRefusal(approval);
    expect(approval.body.msg).toMatch(/^This quotation expired on .+: its prices no longer hold\./);
    expect((await stored(id))?.status).toBe(1);
    expect((await auditRows(h)).filter((row) => row.targetId === String(id))).toEqual([]);
    const rejection = await h.post(
      '/backoffice/quotations/reject',
      { id, revision: 1, reason: REASON },
      { token },
    );
    expect(rejection.body).toMatchObject({ code: 1 });
  });

  it('rejects with a reason the partner reads; no order can be made', async () => {
    const { token } = await desk();
    const { partner, id } = await waitingQuotation(h, 'vie');
    const form = { id, revision: 1, reason: `  ${REASON}  ` };
    const res = await h.post('/backoffice/quotations/reject', form, { token, lang: 'kor' });
    expect(res.body).toEqual({
      code: 1,
      msg: '견적서를 반려했으며 파트너에게 이메일로 알렸습니다.',
      data: null,
    });
    const own = await partnerDetail(partner.token, id, 'fra');
    expect(own).toMatchObject({
      status: 3,
      status_text: 'Refusé',
      reject_reason: REASON,
      orderable: false,
    });
    const mail = await latestMailTo(h, partner.id);
    expect(mail?.subject).toBe(`Báo giá ${own.code} của bạn chưa được duyệt`);
    expect(mail?.text).toContain(REASON);
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      action: 'quotation.reject',
      after: { status: 3, reject_reason: REASON, revision: 1 },
    });
    const order = await h.post('/user/createorder', { quotation_id: id }, { token: partner.token });
    expectRefusal(order);
  });

  it('is taken once, on the version head office read; bad input changes nothing', async () => {
    const { token } = await desk();
    const { id } = await waitingQuotation(h);
    const decided = await waitingQuotation(h);
    await h.post('/backoffice/quotations/approve', { id: decided.id, revision: 1 }, { token });
    const changed = await waitingQuotation(h);
    expect((await change(changed.partner.token, changed.id)).body.code).toBe(1);
    const before = await sideEffects(h);
    const rows = await Promise.all([id, decided.id, changed.id].map(stored));

    const again = await h.post(
      '/backoffice/quotations/reject',
      { id: decided.id, revision: 1, reason: REASON },
      { token, lang: 'fra' },
    );
    expect(again.body).toEqual({
      code: 0,
      msg: "Ce devis n'attend plus le siège : il est « Approuvé ». Veuillez le recharger.",
    });
    const stale = await h.post(
      '/backoffice/quotations/approve',
      { id: changed.id, revision: 1 },
      { token },
    );
    expect(stale.body).toEqual({
      code: 0,
      msg: 'The partner has changed this quotation since you opened it. Please reload it and decide on the new version.',
    });
    const missing = await h.post(
      '/backoffice/quotations/approve',
      { id: 2_000_000_000, revision: 1 },
      { token, lang: 'ara' },
    );
    expect(missing.body.code).toBe(0);
    const bad = [
      ['/backoffice/quotations/approve', { id }],
      ['/backoffice/quotations/approve', { id, revision: 0 }],
      ['/backoffice/quotations/approve', { id: 'one', revision: 1 }],
      ['/backoffice/quotations/approve', { id: 99_999_999_999, revision: 1 }],
      ['/backoffice/quotations/reject', { id, revision: 1 }],
      ['/backoffice/quotations/reject', { id, revision: 1, reason: '   ' }],
      ['/backoffice/quotations/reject', { id, revision: 1, reason: 'x'.repeat(501) }],
      ['/backoffice/quotations/reject', { id, revision: 1.5, reason: REASON }],
    ] as const;
    for (const [path, body] of bad) expectRefusal(await h.post(path, body, { token }));
    expect(await sideEffects(h)).toEqual(before);
    expect(await Promise.all([id, decided.id, changed.id].map(stored))).toEqual(rows);
  });

  it('is refused to a partner and to staff with only the order desk’s permissions', async () => {
    const partner = await plainPartner(h, 'ara');
    const orders = await staff(h, [...ORDER_PERMISSIONS]);
    const before = await sideEffects(h);
    for (const call of QUOTATION_DESK_CALLS) {
      const mine = await call.send(h, partner.token, 'ara');
      expectRefusal(mine);
      expect(mine.body.msg).toBe('ليست لديك صلاحية للقيام بذلك. اطلب الصلاحية من المقر الرئيسي.');
      expectRefusal(await call.send(h, orders.token));
    }
    expect((await sideEffects(h)).audit).toBe(before.audit);
  });
});

describe('a changed quotation goes back to head office', () => {
  it('after a rejection: waiting again, the reason gone, the new version to decide on', async () => {
    const { token } = await desk();
    const { partner, id } = await waitingQuotation(h);
    await h.post('/backoffice/quotations/reject', { id, revision: 1, reason: REASON }, { token });
    const rejected = await stored(id);
    h.clock.advance(60);

    expect((await change(partner.token, id)).body.code).toBe(1);
    const own = await partnerDetail(partner.token, id);
    expect(own).toMatchObject({ status: 1, status_text: 'Applying', reject_reason: null });
    expect(own.revisions.map((r) => r.revision)).toEqual([2, 1]);
    const row = await stored(id);
    expect(row).toMatchObject({ status: 1, rejectReason: null, decidedAt: null, revision: 2 });
    expect(row!.appliedAt.getTime()).toBeGreaterThan(rejected!.appliedAt.getTime());
    expect((await queue(token)).some((q) => q.id === id)).toBe(true);

    const shown = await deskDetail(token, id);
    expect(shown.revision).toBe(2);
    expect(shown.audit.map((entry) => entry.action)).toEqual(['quotation.reject']);
    const approve = await h.post('/backoffice/quotations/approve', { id, revision: 2 }, { token });
    expect(approve.body.code).toBe(1);
  });

  it('after an approval without an order: no longer orderable until approved again', async () => {
    const { token } = await desk();
    const { partner, id } = await waitingQuotation(h);
    await h.post('/backoffice/quotations/approve', { id, revision: 1 }, { token });
    expect((await change(partner.token, id, 40)).body.code).toBe(1);
    expect(await partnerDetail(partner.token, id)).toMatchObject({ status: 1, orderable: false });
    const order = await h.post('/user/createorder', { quotation_id: id }, { token: partner.token });
    expectRefusal(order);
  });

  it('while it waits: keeps its place in line', async () => {
    const { partner, id } = await waitingQuotation(h);
    const before = await stored(id);
    expect((await change(partner.token, id)).body.code).toBe(1);
    const after = await stored(id);
    expect(after).toMatchObject({ status: 1, revision: 2 });
    expect(after!.appliedAt).toEqual(before!.appliedAt);
  });
});
