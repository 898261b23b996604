import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFiles } from '../db/schema/index';
import { useTestApp } from '../testing';
import {
  HEAD_OFFICE,
  PDF,
  PNG,
  advanceOrder,
  detailOf,
  docxFile,
  partnerWithOrder,
} from './testing';
import {
  HEAD_OFFICE_TEXT_MAX,
  MAX_SHIPPING_FILES,
  confirmPayment,
  returnPayment,
  uploadDeliveryReceipt,
  uploadShipping,
  type ShippingMaterials,
} from './head-office-steps';
import { HEAD_OFFICE_FILE_MAX_BYTES } from './files';

const h = useTestApp();

const materials: ShippingMaterials = {
  shippingInfo: 'Air freight, AWB 160-12345675',
  files: [{ name: 'packing.pdf', data: PDF }],
};
const letter = { name: 'letter.pdf', data: PDF };

describe('head office’s order actions', () => {
  it('uploads shipping materials only when complete and of allowed kinds', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    await advanceOrder(h, token, id, 7);
    const before = await detailOf(h, token, id);
    const { db } = h.database;
    const ship = (changes: Partial<ShippingMaterials>) =>
      uploadShipping(db, id, { ...materials, ...changes }, HEAD_OFFICE, h.clock.now());
    const send = (file: typeof letter) =>
      uploadDeliveryReceipt(db, id, file, HEAD_OFFICE, h.clock.now());
    // The letter follows the shipping information.
    expect(await send(letter)).toEqual({ problem: 'shippingFirst' });
    const html = { name: 'bl.pdf', data: Buffer.from('<html><script>x()</script></html>') };
    const cases: [Partial<ShippingMaterials>, object][] = [
      [{ shippingInfo: ' ' }, { problem: 'shippingInfoRequired' }],
      [{ shippingInfo: 'x'.repeat(HEAD_OFFICE_TEXT_MAX + 1) }, { problem: 'textTooLong' }],
      [{ files: [] }, { problem: 'shippingFilesRequired' }],
      [
        { files: Array.from({ length: MAX_SHIPPING_FILES + 1 }, () => materials.files[0]!) },
        { problem: 'shippingFilesRequired' },
      ],
      [{ files: [html] }, { problem: 'fileNotAllowed', file: 'bl.pdf' }],
      [
        {
          files: [
            {
              name: 'big.pdf',
              data: Buffer.concat([PDF, Buffer.alloc(HEAD_OFFICE_FILE_MAX_BYTES)]),
            },
          ],
        },
        { problem: 'fileNotAllowed', file: 'big.pdf' },
      ],
    ];
    for (const [changes, problem] of cases) expect(await ship(changes)).toEqual(problem);
    expect(await detailOf(h, token, id)).toEqual(before);

    const word = { name: 'Commercial invoice.docx', data: await docxFile() };
    const photo = { name: 'pallets.png', data: PNG };
    expect(await ship({ files: [materials.files[0]!, word, photo] })).toEqual({ id, step: 7 });
    expect(await ship({})).toEqual({ problem: 'shippingAlreadyUploaded' });
    expect(await send({ name: 'letter.png', data: PNG })).toEqual({
      problem: 'fileNotAllowed',
      file: 'letter.png',
    });
    expect(await send(letter)).toEqual({ id, step: 8 });
    const detail = await detailOf(h, token, id);
    expect(detail.data?.shipping_files.map((file) => file.name)).toEqual([
      'packing.pdf',
      'Commercial invoice.docx',
      'pallets.png',
    ]);
    expect(detail.data).toMatchObject({
      shipping_info: 'Air freight, AWB 160-12345675',
      delivery_receipt: { name: 'letter.pdf' },
      status_text: 'Delivery receipt and confirmation',
    });
    const stored = await h.database.db.select().from(orderFiles).where(eq(orderFiles.orderId, id));
    expect(stored.filter((file) => file.uploadedBy === null)).toHaveLength(4);
  });

  it('confirms and returns a payment slip only while one waits', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    await advanceOrder(h, token, id, 4);
    const now = h.clock.now();
    expect(await confirmPayment(h.database.db, id, HEAD_OFFICE, now)).toEqual({
      refused: 'stepOutOfOrder',
      step: 4,
    });
    expect(await returnPayment(h.database.db, id, 'Wrong amount', HEAD_OFFICE, now)).toEqual({
      refused: 'stepOutOfOrder',
      step: 4,
    });
    expect(
      await returnPayment(
        h.database.db,
        id,
        'r'.repeat(HEAD_OFFICE_TEXT_MAX + 1),
        HEAD_OFFICE,
        now,
      ),
    ).toEqual({ problem: 'textTooLong' });
    expect(await confirmPayment(h.database.db, 2_000_000_000, HEAD_OFFICE, now)).toBeNull();
    expect(await confirmPayment(h.database.db, -1, HEAD_OFFICE, now)).toBeNull();
    expect(await uploadShipping(h.database.db, id, materials, HEAD_OFFICE, now)).toEqual({
      refused: 'stepOutOfOrder',
      step: 4,
    });
    expect(await uploadDeliveryReceipt(h.database.db, id, letter, HEAD_OFFICE, now)).toEqual({
      refused: 'stepOutOfOrder',
      step: 4,
    });
  });
});
