import { and, eq } from 'drizzle-orm';
import { ORDER_STEPS } from '../../../contract/orders';
import type { Db } from '../../../server/db/client';
import { auditLog, users } from '../../../server/db/schema/index';
import { staffOf } from '../../../server/domains/audit';
import { uploadOrderShipping } from '../../../server/domains/backoffice-orders';
import { submitPayment } from '../../../server/domains/order-submissions';
import { freshPartner } from './backoffice';
import { PACT_ORDER_ID, partnerWithOrderAt } from './orders';
import { param, type StateHandlers, type StateParams } from './types';

/** A small whole PDF: what the provider checks of an uploaded file is its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The staff member named by the state's `staff` parameter (logged in by an earlier state). */
async function staffNamed(db: Db, params: StateParams) {
  const username = param(params, 'staff');
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`provider state: no staff member ${username}`);
  return staffOf(user);
}

/**
 * The partner's order of the orders states' fixed id, waiting on head office for what the
 * `waiting` parameter names: the payment slip (sent), the shipping information, or the
 * delivery receipt letter (the shipping information in, by the `staff` member, with its audit
 * row).
 */
async function orderWaitingOnHeadOffice(db: Db, params: StateParams) {
  const waiting = param(params, 'waiting');
  const step = waiting === 'payment' ? ORDER_STEPS.payment : ORDER_STEPS.shipping;
  // The fixed id comes back in every state: the trail of the orders it named before goes.
  const trail = and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(PACT_ORDER_ID)));
  await db.delete(auditLog).where(trail);
  const order = await partnerWithOrderAt(db, { ...(params as object), step: String(step) });
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, param(params, 'username')));
  if (!partner) throw new Error('provider state: the partner is gone');
  const now = new Date();
  if (waiting === 'payment') {
    const receipt = { name: 'Bank transfer.pdf', data: PDF };
    const form = { id: order.orderId, payDate: now.toISOString().slice(0, 10), receipt };
    await submitPayment(db, partner.id, form, now);
  }
  if (waiting === 'delivery_receipt') {
    const materials = {
      shippingInfo: 'Sea freight from Shenzhen, bill of lading attached.',
      files: [{ name: 'Bill of lading.pdf', data: PDF }],
    };
    await uploadOrderShipping(db, await staffNamed(db, params), order.orderId, materials, now);
  }
  return { orderId: order.orderId };
}

/** A partner of a tier in Vietnam, made afresh; answers its id. */
function tierPartner(db: Db, username: string, tier: string, company: string) {
  return freshPartner(db, {
    username,
    realname: 'Nguyễn Thị Lan',
    company,
    country: 'VN',
    telephone: '+84 28 3822 1234',
    tier,
    dcnetId: `DCN-${tier.slice(3)}-3001`,
    lang: 'vie',
  });
}

/**
 * The order and project desks (docs/decisions/109-order-and-project-desk-calls.md): partners'
 * orders waiting on head office, and project partners whose tier head office decides.
 */
export const backofficeDeskStates: StateHandlers = ({ db }) => ({
  /** `{ username, password, token, waiting, staff }` */
  'a partner has an order waiting on head office': (params?: StateParams) =>
    orderWaitingOnHeadOffice(db, params),
  'a direct project partner may be migrated to APP': async () => ({
    partnerId: await tierPartner(
      db,
      'pact.migrate@example.com',
      'DC-DPP',
      'Saigon Project Networks JSC',
    ),
  }),
  'an APP and a direct distribution partner to buy from': async () => ({
    partnerId: await tierPartner(db, 'pact.app@example.com', 'DC-APP', 'Mekong Systems Co., Ltd.'),
    distributorId: await tierPartner(
      db,
      'pact.ddp@example.com',
      'DC-DDP',
      'Hanoi Distribution Partners JSC',
    ),
  }),
});
