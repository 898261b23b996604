import type { PartnerTier } from '../../contract/common';
import { and, eq } from 'drizzle-orm';
import { ORDER_STEPS } from '../../contract/orders';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema/index';
import { staffOf } from '../backoffice/audit';
import { uploadOrderShipping } from '../backoffice/orders-desk';
import { submitPayment } from '../orders/submissions';
import { stateAccountAddress } from './addresses';
import { freshPartner } from './backoffice';
import { ORDER_PARAMS, partnerWithOrderAt } from './orders';
import { param, type ProviderStates, type StateParams } from './types';

/** A small whole PDF: what the provider checks of an uploaded file is its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The staff member named by the state's `staff` parameter (logged in by an earlier state). */
async function staffNamed(db: Db, params: StateParams) {
  const username = stateAccountAddress(param(params, 'staff'));
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`provider state: no staff member ${username}`);
  return staffOf(user);
}

/**
 * The partner's order (of the id `order_id` asks for, if it asks), waiting on head office for what the
 * `waiting` parameter names: the payment slip (sent), the shipping information, or the
 * delivery receipt letter (the shipping information in, by the `staff` member, with its audit
 * row).
 */
async function orderWaitingOnHeadOffice(db: Db, params: StateParams, now: Date) {
  const waiting = param(params, 'waiting');
  const step = waiting === 'payment' ? ORDER_STEPS.payment : ORDER_STEPS.shipping;
  const order = await partnerWithOrderAt(db, { ...(params as object), step: String(step) }, now);
  // An id asked for comes back in every run: the trail of the order that had it before goes.
  const trail = and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(order.orderId)));
  await db.delete(auditLog).where(trail);
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, stateAccountAddress(param(params, 'username'))));
  if (!partner) throw new Error('provider state: the partner is gone');
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
function tierPartner(db: Db, username: string, tier: PartnerTier, company: string, now: Date) {
  return freshPartner(
    db,
    {
      username,
      realname: 'Nguyễn Thị Lan',
      company,
      country: 'VN',
      telephone: '+84 28 3822 1234',
      tier,
      dcnetId: `DCN-${tier.slice(3)}-3001`,
      lang: 'vie',
    },
    now,
  );
}

/**
 * The order and project desks (docs/backoffice.md): partners'
 * orders waiting on head office, and project partners whose tier head office decides.
 */
export const backofficeDeskStates: ProviderStates = {
  'a partner has an order waiting on head office': {
    params: {
      ...ORDER_PARAMS,
      waiting:
        'what the order waits on head office for: "payment" (the slip is sent), "shipping" (the shipping information) or "delivery_receipt" (the delivery receipt letter; the shipping information is in)',
      staff: 'the e-mail address of the member of staff logged in by an earlier state',
    },
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'A partner (logged in as "a partner is logged in") with an approved quotation and an order made from it (of the id `order_id` names, if it names one), waiting on head office for what `waiting` names; earlier audit rows of that id removed.',
    answers: { orderId: 'the order' },
    setup: orderWaitingOnHeadOffice,
  },
  'a direct project partner may be migrated to APP': {
    makes: 'The account pact.migrate@example.com, a Vietnamese DC-DPP partner, made afresh.',
    answers: { partnerId: 'its id' },
    setup: async (db, _params, now) => ({
      partnerId: await tierPartner(
        db,
        'pact.migrate@example.com',
        'DC-DPP',
        'Saigon Project Networks JSC',
        now,
      ),
    }),
  },
  'an APP and a direct distribution partner to buy from': {
    makes:
      'The accounts pact.app@example.com (DC-APP) and pact.ddp@example.com (DC-DDP), Vietnamese partners, made afresh.',
    answers: { partnerId: 'the APP', distributorId: 'the direct distribution partner' },
    setup: async (db, _params, now) => ({
      partnerId: await tierPartner(
        db,
        'pact.app@example.com',
        'DC-APP',
        'Mekong Systems Co., Ltd.',
        now,
      ),
      distributorId: await tierPartner(
        db,
        'pact.ddp@example.com',
        'DC-DDP',
        'Hanoi Distribution Partners JSC',
        now,
      ),
    }),
  },
};
