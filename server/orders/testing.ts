/**
 * The test kit of the order calls: sample files of every kind, an approved quotation, and each
 * step of an order as the partner (through the API) or head office (through its domain
 * functions) takes it.
 */
import { Document, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { ORDER_STEPS, type OrderDetail, type OrderStep } from '../../contract/orders';
import type { Db } from '../db/client';
import { goodsAccessories, quotations } from '../db/schema/index';
import { confirmPayment, uploadDeliveryReceipt, uploadShipping } from './head-office-steps';
import { QUOTATION_STATUS, saveQuotation } from '../quotations/quotations';
import { signedIn, uploadParts, type Part, type Reply, type TestApp } from '../testing';
import { testDay } from '../testing-clock';

/** The smallest PDF the portal takes as one. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A JPEG's first and last bytes, as a receipt photo has them. */
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** A PNG (allowed for neither the contract nor the receipt). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small Word document. */
export async function docxFile(): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: [new Paragraph('Signed contract')] }] });
  return Packer.toBuffer(doc);
}

/**
 * A quotation of the user, priced as the portal prices it and approved by head office; answers
 * its id.
 */
export async function approvedQuotation(db: Db, userId: number, now: Date) {
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('the seed has no accessories');
  const saved = await saveQuotation(
    db,
    { id: userId, partnerType: 'DC-DPP' },
    {
      remark: 'Campus network',
      items: [
        { goods_id: pair.goodsId, quantity: 2 },
        { goods_id: pair.accessoryId, main_goods_id: pair.goodsId, quantity: 4 },
      ],
    },
    now,
  );
  if (!saved || 'why' in saved) throw new Error('quotation not saved');
  await db
    .update(quotations)
    .set({ status: QUOTATION_STATUS.approved })
    .where(eq(quotations.id, saved.id));
  return saved.id;
}

/** A partner, logged in, with an order just generated from an approved quotation (step 2). */
export async function partnerWithOrder(h: TestApp) {
  const partner = await signedIn(h, { partnerType: 'DC-DPP', company: 'Harbour Networks' });
  const quotationId = await approvedQuotation(h.database.db, partner.id, h.clock.now());
  const { body } = await h.post<{ id: number; step: number }>(
    '/user/createorder',
    { quotation_id: quotationId },
    { token: partner.token },
  );
  if (body.code !== 1 || !body.data) throw new Error(`order not created: ${body.msg}`);
  return { ...partner, quotationId, orderId: body.data.id };
}

/** Who acts at head office in the tests. */
export const HEAD_OFFICE = { name: 'Order desk' };

/** The partner's step calls, each with a body that is right for its step. */
export function stepCalls(h: TestApp, token: string, lang?: string) {
  const call = { token, ...(lang ? { lang } : {}) };
  /** A step's upload: its text fields and one file. */
  const upload = (path: string, fields: Record<string, string>, file: Part) =>
    uploadParts(
      h,
      path,
      [...Object.entries(fields).map(([name, data]) => ({ name, data })), file],
      call,
    );
  return {
    basic: (id: number) =>
      h.post('/user/uploadorder', { id, step: 2, customer_name: 'Harbour Logistics' }, call),
    contract: (id: number) =>
      upload(
        '/user/uploadcontract',
        { id: String(id), sign_contract: '1' },
        { name: 'contract', filename: 'contract.pdf', type: 'application/pdf', data: PDF },
      ),
    payment: (id: number) =>
      upload(
        '/user/uploadpayinfo',
        { id: String(id), pay_date: testDay(-1) },
        { name: 'receipt', filename: 'receipt.jpg', type: 'image/jpeg', data: JPEG },
      ),
    schedule: (id: number) =>
      h.post(
        '/user/uploaddelivery',
        {
          id,
          expected_delivery_date: testDay(24),
          delivery_plan: 'One shipment by sea',
          freight_forwarder: 'Blue Anchor Freight',
        },
        call,
      ),
    reminder: (id: number) => h.post('/user/uploadorder', { id, step: 6 }, call),
    finish: (id: number) => h.post('/user/finishorder', { id }, call),
  } satisfies Record<string, (id: number) => Promise<Reply>>;
}

/** The name of a partner's step call. */
export type StepCallName = keyof ReturnType<typeof stepCalls>;

/** Head office's actions, through its domain functions. */
export function headOffice(h: TestApp) {
  return {
    confirm: (id: number) => confirmPayment(h.database.db, id, HEAD_OFFICE, h.clock.now()),
    /** The shipping information and a file, then the delivery receipt letter. */
    ship: async (id: number) => {
      const { db } = h.database;
      const materials = {
        shippingInfo: 'Sea freight, vessel Ever Given, B/L 778899',
        files: [{ name: 'bill-of-lading.pdf', data: PDF }],
      };
      const shipped = await uploadShipping(db, id, materials, HEAD_OFFICE, h.clock.now());
      if (!shipped || !('id' in shipped)) return shipped;
      const letter = { name: 'delivery-receipt.pdf', data: PDF };
      return uploadDeliveryReceipt(db, id, letter, HEAD_OFFICE, h.clock.now());
    },
  };
}

/**
 * Takes an order from `from` on to `to` the way it goes: each partner step through the API,
 * head office's confirmation and shipping through its functions.
 */
export async function advanceOrder(
  h: TestApp,
  token: string,
  id: number,
  to: OrderStep,
  from: OrderStep = ORDER_STEPS.basic,
): Promise<void> {
  const partner = stepCalls(h, token);
  const office = headOffice(h);
  const moves: Record<number, () => Promise<unknown>> = {
    2: () => partner.basic(id),
    3: () => partner.contract(id),
    4: async () => {
      await partner.payment(id);
      await office.confirm(id);
    },
    5: () => partner.schedule(id),
    6: () => partner.reminder(id),
    7: () => office.ship(id),
    8: () => partner.finish(id),
  };
  for (let step = from; step < to; step += 1) await moves[step]?.();
}

/** The order's detail, as its owner reads it. */
export async function detailOf(h: TestApp, token: string, id: number, lang?: string) {
  const { body } = await h.post<OrderDetail>(
    '/user/orderdetail',
    { id },
    { token, ...(lang ? { lang } : {}) },
  );
  return body;
}
