/**
 * Kept sessions and order lists (docs/server.md): whatever
 * path writes what they show, the database's triggers announce it and the next answer shows
 * it. The writes below go through the API, through head office's domain functions and straight
 * to the tables, as a future writer might.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../contract/orders';
import type { Db } from '../db/client';
import { orders, projects, sessions, users } from '../db/schema/index';
import { messages } from '../messages';
import { hashToken } from '../security/tokens';
import { eventually, signedIn, useTestApp, type Page } from '../testing';
import { advanceOrder, headOffice, partnerWithOrder, stepCalls } from '../orders/testing';
import { registerProject } from '../projects/testing';

const h = useTestApp({}, { kept: true });
const en = messages('en').order;

/** The partner's first order as their list shows it. */
async function listed(token: string, query = ''): Promise<OrderSummary | undefined> {
  const { body } = await h.get<Page<OrderSummary>>(`/user/orderlist${query}`, { token });
  return body.data?.list[0];
}

/** Writes without firing any trigger: what a kept answer would miss. */
async function quietly(write: (tx: Db) => Promise<unknown>) {
  await h.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

const sessionCode = async (token: string) => (await h.get('/user/home', { token })).body.code;

describe('kept order lists', () => {
  it('are answered from memory until something they show changes', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    // On PostgreSQL the order's own announcement arrives a moment after its commit.
    await h.orderListCache.caughtUp();
    expect(await listed(token)).toMatchObject({ id: orderId, customer_name: '' });
    await quietly((tx) =>
      tx.update(orders).set({ customerName: 'Quiet Ltd' }).where(eq(orders.id, orderId)),
    );
    // Kept: the quiet change does not show; a page of other filters reads afresh.
    expect(await listed(token)).toMatchObject({ customer_name: '' });
    expect(await listed(token, '?step=2')).toMatchObject({ customer_name: 'Quiet Ltd' });
    // Lists narrowed by creation dates are never kept.
    expect(await listed(token, '?create_time[begin]=2000-01-01')).toMatchObject({
      customer_name: 'Quiet Ltd',
    });
  });

  it("show the partner's own step at once", async () => {
    const { token, orderId } = await partnerWithOrder(h);
    expect(await listed(token)).toMatchObject({ id: orderId, step: 2 });
    await stepCalls(h, token).basic(orderId);
    const after = await eventually(
      () => listed(token),
      (order) => order?.step === 3,
    );
    expect(after).toMatchObject({ step: 3, customer_name: 'Harbour Logistics' });
  });

  it("show head office's confirmation of a payment, and the receipt that waits for it", async () => {
    const { token, orderId } = await partnerWithOrder(h);
    await advanceOrder(h, token, orderId, 4);
    expect(await listed(token)).toMatchObject({ step: 4, status_text: 'Payment' });
    await stepCalls(h, token).payment(orderId);
    expect(
      await eventually(
        () => listed(token),
        (order) => order?.status_text !== 'Payment',
      ),
    ).toMatchObject({ step: 4, status_text: en.paymentConfirming() });
    await headOffice(h).confirm(orderId);
    expect(
      await eventually(
        () => listed(token),
        (order) => order?.step === 5,
      ),
    ).toMatchObject({ step: 5 });
  });

  it('show a new order, and a project renamed straight in its table', async () => {
    const { token, orderId } = await partnerWithOrder(h);
    const { body } = await h.get<Page<OrderSummary>>('/user/orderlist', { token });
    expect(body.data?.total).toBe(1);
    const project = await registerProject(h, token);
    await h.database.db.update(orders).set({ projectId: project.id }).where(eq(orders.id, orderId));
    expect(
      await eventually(
        () => listed(token),
        (order) => order?.project_id === project.id,
      ),
    ).toMatchObject({ project_id: project.id });
    await h.database.db
      .update(projects)
      .set({ name: 'Renamed harbour campus' })
      .where(eq(projects.id, project.id));
    expect(
      await eventually(
        () => listed(token),
        (order) => order?.project_name === 'Renamed harbour campus',
      ),
    ).toMatchObject({ project_name: 'Renamed harbour campus' });
    await h.orderListCache.caughtUp();
    await listed(token);
    expect(h.orderListCache.size).toBeGreaterThan(0);
    // Another partner's list shows none of it.
    const other = await signedIn(h);
    const list = await h.get<Page<OrderSummary>>('/user/orderlist', { token: other.token });
    expect(list.body.data).toMatchObject({ total: 0 });
  });
});

describe('kept sessions', () => {
  it('end at a logout, a password change and a revocation straight in the table', async () => {
    const loggingOut = await signedIn(h);
    expect(await sessionCode(loggingOut.token)).toBe(1);
    await h.post('/user/logout', undefined, { token: loggingOut.token });
    // The process that answered the logout has heard it by then: the token is dead at once.
    expect(await sessionCode(loggingOut.token)).toBe(90003);

    const revoked = await signedIn(h);
    expect(await sessionCode(revoked.token)).toBe(1);
    await h.database.db
      .update(sessions)
      .set({ revokedAt: h.clock.now(), revokeReason: 'test' })
      .where(eq(sessions.userId, revoked.id));
    expect(
      await eventually(
        () => sessionCode(revoked.token),
        (code) => code !== 1,
      ),
    ).toBe(90003);
  });

  it('end at a password change, and show a change of the account', async () => {
    const username = `kept.${Date.now()}@example.com`;
    const PASSWORD = 'Kept-Sessions-4711';
    const { token } = await signedIn(h, { username });
    const home = async () =>
      (await h.get<{ userinfo: { realname: string } }>('/user/home', { token })).body.data?.userinfo
        .realname;
    expect(await home()).toBe('Test User');
    await h.database.db
      .update(users)
      .set({ realname: 'Renamed Straight' })
      .where(eq(users.username, username));
    expect(await eventually(home, (name) => name === 'Renamed Straight')).toBe('Renamed Straight');

    const changed = await h.post(
      '/user/changepassword',
      { old_password: 'Correct-Horse-7', new_password: PASSWORD, password_again: PASSWORD },
      { token },
    );
    expect(changed.body).toMatchObject({ code: 1 });
    expect(await sessionCode(token)).toBe(90003);
  });

  it('still expire by the clock', async () => {
    const { token } = await signedIn(h);
    // The login's own change of the account arrives a moment after its commit.
    await h.sessionCache.caughtUp();
    expect(await sessionCode(token)).toBe(1);
    expect(h.sessionCache.size).toBeGreaterThan(0);
    const [session] = await h.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const left = (session?.expiresAt.getTime() ?? 0) - h.clock.now().getTime();
    h.clock.advance(left / 1000 + 1);
    expect(await sessionCode(token)).toBe(90004);
  });
});
