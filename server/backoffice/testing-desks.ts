/**
 * What the tests of the order and project desks share: orders waiting on head office at each of
 * its steps, a registered project, project partners, head office's uploads, and every desk call
 * with its permission and a valid call of it.
 */
import { eq } from 'drizzle-orm';
import { BACKOFFICE_PERMISSIONS } from '../../contract/backoffice';
import { auditLog, outbox, users } from '../db/schema/index';
import type { PartnerTier } from '../../contract/common';
import { partnerOfTier } from '../accounts/partner-tiers';
import { uploadShipping } from '../orders/head-office-steps';
import { signedIn, uploadParts, type Part, type TestApp } from '../testing';
import { testDay } from '../testing-clock';
import {
  HEAD_OFFICE,
  JPEG,
  PDF,
  advanceOrder,
  partnerWithOrder,
  stepCalls,
} from '../orders/testing';
import { directProjectPartner, registerProject } from '../projects/testing';
import type { BackofficeCall } from './testing';

export { latestMailTo } from './testing';

/** What an order waits on head office for, as the tests set it up. */
export type OrderWaitingFor = 'payment' | 'shipping' | 'delivery_receipt';

/**
 * A partner's order waiting on head office: with its payment slip sent, at the shipping step,
 * or with the shipping information in and the letter missing.
 */
export async function orderWaiting(h: TestApp, waiting: OrderWaitingFor, lang = 'en') {
  const partner = await partnerWithOrder(h);
  const id = partner.orderId;
  if (waiting === 'payment') {
    await advanceOrder(h, partner.token, id, 4);
    await stepCalls(h, partner.token).payment(id);
  } else {
    await advanceOrder(h, partner.token, id, 7);
  }
  if (waiting === 'delivery_receipt') {
    const materials = {
      shippingInfo: 'Sea freight, B/L 778899',
      files: [{ name: 'bill-of-lading.pdf', data: PDF }],
    };
    await uploadShipping(h.database.db, id, materials, HEAD_OFFICE, h.clock.now());
  }
  // Head office's e-mails go out in the language of the partner's last login.
  await h.database.db.update(users).set({ lang }).where(eq(users.id, partner.id));
  return { token: partner.token, partnerId: partner.id, id };
}

/** A PDF as a file part of an upload. */
export function pdfPart(name: string, filename = `${name}.pdf`): Part {
  return { name, filename, type: 'application/pdf', data: PDF };
}

/** A JPEG as a file part of an upload. */
export function jpegPart(name: string, filename = `${name}.jpg`): Part {
  return { name, filename, type: 'image/jpeg', data: JPEG };
}

type Call = { token: string; lang?: string };

/** Head office's shipping upload: the information and these files. */
export function sendShipping(
  h: TestApp,
  id: number,
  call: Call,
  files = [pdfPart('shipping_files')],
) {
  const info = { name: 'shipping_info', data: 'Air freight, AWB 160-12345675' };
  return uploadParts(
    h,
    '/backoffice/orders/shipping',
    [{ name: 'id', data: String(id) }, info, ...files],
    call,
  );
}

/** Head office's upload of the delivery receipt letter. */
export function sendDeliveryReceipt(
  h: TestApp,
  id: number,
  call: Call,
  file = pdfPart('delivery_receipt'),
) {
  return uploadParts(
    h,
    '/backoffice/orders/delivery-receipt',
    [{ name: 'id', data: String(id) }, file],
    call,
  );
}

/** A partner of a tier, logged in, with the tier's role and permissions. */
export function tierPartner(h: TestApp, tier: PartnerTier, company = `${tier} Networks Ltd`) {
  return signedIn(h, { ...partnerOfTier(tier), company });
}

/** A registered project of a fresh direct project partner, applying. */
export async function applyingProject(h: TestApp) {
  const partner = await directProjectPartner(h);
  const project = await registerProject(h, partner.token);
  return { partner, id: project.id };
}

const as = (token: string, lang?: string) => ({ token, ...(lang ? { lang } : {}) });
const P = BACKOFFICE_PERMISSIONS;

/** Every call of the order and project desks, each with valid input. */
export const DESK_CALLS: BackofficeCall[] = [
  {
    name: 'GET /backoffice/orders',
    permission: P.orderPaymentConfirm,
    also: [P.orderShippingUpload, P.orderReceiptUpload],
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/orders?page=1&limit=10', as(token, lang)),
  },
  {
    name: 'GET /backoffice/orders/detail',
    permission: P.orderPaymentConfirm,
    also: [P.orderShippingUpload, P.orderReceiptUpload],
    audited: false,
    send: async (h, token, lang) => {
      const { id } = await orderWaiting(h, 'payment');
      return h.get(`/backoffice/orders/detail?id=${id}`, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/orders/payment/confirm',
    permission: P.orderPaymentConfirm,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await orderWaiting(h, 'payment');
      return h.post('/backoffice/orders/payment/confirm', { id }, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/orders/payment/reject',
    permission: P.orderPaymentConfirm,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await orderWaiting(h, 'payment');
      const form = { id, reason: 'The amount on the slip does not match the order.' };
      return h.post('/backoffice/orders/payment/reject', form, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/orders/shipping',
    permission: P.orderShippingUpload,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await orderWaiting(h, 'shipping');
      return sendShipping(h, id, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/orders/delivery-receipt',
    permission: P.orderReceiptUpload,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await orderWaiting(h, 'delivery_receipt');
      return sendDeliveryReceipt(h, id, as(token, lang));
    },
  },
  {
    name: 'GET /backoffice/projects',
    permission: P.projectApprove,
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/projects?page=1&limit=10', as(token, lang)),
  },
  {
    name: 'GET /backoffice/projects/detail',
    permission: P.projectApprove,
    audited: false,
    send: async (h, token, lang) => {
      const { id } = await applyingProject(h);
      return h.get(`/backoffice/projects/detail?id=${id}`, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/projects/approve',
    permission: P.projectApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await applyingProject(h);
      const form = { id, start_date: testDay(10), end_date: testDay(374) };
      return h.post('/backoffice/projects/approve', form, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/projects/reject',
    permission: P.projectApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await applyingProject(h);
      const form = { id, reason: 'Registered by another partner first.' };
      return h.post('/backoffice/projects/reject', form, as(token, lang));
    },
  },
  {
    name: 'GET /backoffice/partners',
    permission: P.projectApprove,
    audited: false,
    send: (h, token, lang) =>
      h.get('/backoffice/partners?page=1&limit=10&tier=DC-DPP', as(token, lang)),
  },
  {
    name: 'POST /backoffice/partners/migrate',
    permission: P.projectApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await tierPartner(h, 'DC-DPP');
      return h.post('/backoffice/partners/migrate', { id }, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/partners/distributor',
    permission: P.projectApprove,
    audited: true,
    send: async (h, token, lang) => {
      const { id } = await tierPartner(h, 'DC-APP');
      const distributor = await tierPartner(h, 'DC-DDP');
      const form = { id, distributor_id: distributor.id };
      return h.post('/backoffice/partners/distributor', form, as(token, lang));
    },
  },
];

/** How many audit rows and e-mails there are: what a refused action must leave as it was. */
export async function sideEffects(h: TestApp) {
  const db = h.database.db;
  return {
    audit: (await db.select().from(auditLog)).length,
    mails: (await db.select().from(outbox)).length,
  };
}
