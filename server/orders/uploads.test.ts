import { describe, expect, it } from 'vitest';
import { expectRefusal, uploadParts, useTestApp, type Part, type Reply } from '../testing';
import { JPEG, PDF, PNG, advanceOrder, detailOf, docxFile, partnerWithOrder } from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

const text = (name: string, data: string): Part => ({ name, data });
const file = (name: string, filename: string, type: string, data: Buffer | string): Part => ({
  name,
  filename,
  type,
  data,
});

/** An order of a new partner waiting at `step`. */
async function orderAt(step: 3 | 4) {
  const partner = await partnerWithOrder(h);
  await advanceOrder(h, partner.token, partner.orderId, step);
  return partner;
}

const CONTRACT_RULE = 'Please upload the signed contract as a Word or PDF file of at most 500 kB.';
const RECEIPT_RULE = 'Please upload the payment receipt as a JPG or PDF file of at most 500 kB.';

describe('POST /user/uploadcontract, step 3', () => {
  const send = (token: string, parts: Part[], lang?: string) =>
    uploadParts(h, '/user/uploadcontract', parts, { token, lang });

  it('keeps a signed contract in Word or PDF, told by its content', async () => {
    const pdf = await orderAt(3);
    const signed = await send(pdf.token, [
      text('id', String(pdf.orderId)),
      text('sign_contract', '1'),
      file('contract', 'Signed contract.pdf', 'application/pdf', PDF),
    ]);
    expect(signed.body).toEqual({
      code: 1,
      msg: 'Upload successful',
      data: { id: pdf.orderId, step: 4 },
    });
    const detail = await detailOf(h, pdf.token, pdf.orderId);
    expect(detail.data).toMatchObject({
      sign_contract: 1,
      contract_file: { name: 'Signed contract.pdf' },
    });
    const served = await h.app.inject({ url: detail.data?.contract_file?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      'attachment; filename="Signed contract.pdf"',
    );
    expect(served.rawPayload.equals(PDF)).toBe(true);

    // A Word file sent with no type and a misleading name is kept as what it is.
    const word = await orderAt(3);
    const docx = await send(word.token, [
      text('id', String(word.orderId)),
      text('sign_contract', '1'),
      file('contract', 'contract.docx', '', await docxFile()),
    ]);
    expect(docx.body.code).toBe(1);
    const wordDetail = await detailOf(h, word.token, word.orderId);
    const wordFile = await h.app.inject({ url: wordDetail.data?.contract_file?.url ?? '' });
    expect(wordFile.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('goes on without a contract, keeping no file even when one came along', async () => {
    const { token, orderId } = await orderAt(3);
    const { body } = await send(token, [
      text('id', String(orderId)),
      text('sign_contract', '0'),
      file('contract', 'contract.pdf', 'application/pdf', PDF),
    ]);
    expect(body).toMatchObject({ code: 1, data: { id: orderId, step: 4 } });
    const detail = await detailOf(h, token, orderId);
    expect(detail.data).toMatchObject({ sign_contract: 0, contract_file: null });
    expect(detail.data?.documents[1]).toMatchObject({
      kind: 'signed_contract',
      state: 'not_required',
    });
  });

  it('refuses a missing contract, one of another kind and a broken body, changing nothing', async () => {
    const { token, orderId } = await orderAt(3);
    const id = text('id', String(orderId));
    const sign = text('sign_contract', '1');
    const before = await detailOf(h, token, orderId);
    const refusals: [Part[], string][] = [
      [[id, sign], CONTRACT_RULE],
      [[id, sign, text('contract', 'not a file')], CONTRACT_RULE],
      // Named and typed as a PDF, but it is a page of HTML.
      [[id, sign, file('contract', 'c.pdf', 'application/pdf', '<html>x</html>')], CONTRACT_RULE],
      [[id, sign, file('contract', 'c.png', 'image/png', PNG)], CONTRACT_RULE],
      [[id, sign, file('contract', 'c.pdf', 'application/pdf', JPEG)], CONTRACT_RULE],
      [
        [id, sign, file('contract', 'big.pdf', 'application/pdf', Buffer.alloc(501 * 1024, 65))],
        'The file is larger than 500 kB.',
      ],
      [[id, text('sign_contract', '2')], '“Sign a contract” may be at most 1.'],
    ];
    for (const [parts, msg] of refusals) {
      expect((await send(token, parts)).body).toEqual({ code: 0, msg });
    }
    const french = await send(token, [id, sign], 'fra');
    expect(french.body.msg).toBe(
      'Veuillez téléverser le contrat signé au format Word ou PDF, 500 Ko au maximum.',
    );
    for (const parts of [[sign], [text('id', 'abc'), sign], [id]]) {
      expectRefusal(await send(token, parts));
    }
    expect(await detailOf(h, token, orderId)).toEqual(before);
  });

  it('answers broken multipart bodies and other media types in the envelope, never 5xx', async () => {
    const { token, orderId } = await orderAt(3);
    const before = await detailOf(h, token, orderId);
    const raw = async (type: string, payload: string | Buffer): Promise<Reply> => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/prod-api/user/uploadcontract',
        payload,
        headers: { token, 'content-type': type },
      });
      return { status: res.statusCode, body: res.json(), text: res.body };
    };
    const boundary = 'multipart/form-data; boundary=XyZ';
    for (const [type, payload] of [
      [boundary, '--XyZ\r\nContent-Disposition: form-data; name="id"\r\n\r\n1'],
      [boundary, 'no parts at all'],
      ['multipart/form-data', '--XyZ--\r\n'],
      ['multipart/form-data; boundary=', ''],
      ['application/json', JSON.stringify({ id: orderId, sign_contract: 0 })],
      ['text/plain', 'id=1'],
    ] as const) {
      expectRefusal(await raw(type, payload));
    }
    const huge = Buffer.concat([
      Buffer.from(
        `--XyZ\r\nContent-Disposition: form-data; name="contract"; filename="a.pdf"\r\n\r\n`,
      ),
      Buffer.alloc(1100 * 1024, 65),
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    expectRefusal(await raw(boundary, huge));
    expect(await detailOf(h, token, orderId)).toEqual(before);
  });
});

describe('POST /user/uploadpayinfo, step 4', () => {
  const send = (token: string, parts: Part[], lang?: string) =>
    uploadParts(h, '/user/uploadpayinfo', parts, { token, lang });

  it('keeps the payment date and receipt and waits for head office', async () => {
    const { token, orderId } = await orderAt(4);
    const { body } = await send(
      token,
      [
        text('id', String(orderId)),
        text('pay_date', testDay(-2)),
        file('receipt', 'transfer.pdf', 'application/pdf', PDF),
      ],
      'ru',
    );
    expect(body).toEqual({ code: 1, msg: 'Файл загружен', data: { id: orderId, step: 4 } });
    const detail = await detailOf(h, token, orderId);
    expect(detail.data).toMatchObject({
      step: 4,
      status_text: 'Payment awaiting confirmation',
      pay_date: testDay(-2),
      pay_receipt: { name: 'transfer.pdf' },
      pay_confirmed: false,
    });
    expect(detail.data?.documents[2]).toMatchObject({ kind: 'payment_receipt', state: 'uploaded' });
  });

  it('refuses a receipt of another kind, a missing one, and a date that is no day', async () => {
    const { token, orderId } = await orderAt(4);
    const id = text('id', String(orderId));
    const day = text('pay_date', testDay(-2));
    const before = await detailOf(h, token, orderId);
    const refusals: [Part[], string][] = [
      [[id, day], RECEIPT_RULE],
      [[id, day, file('receipt', 'r.png', 'image/png', PNG)], RECEIPT_RULE],
      [[id, day, file('receipt', 'r.jpg', 'image/jpeg', PNG)], RECEIPT_RULE],
      [[id, day, file('receipt', 'r.pdf', 'application/pdf', await docxFile())], RECEIPT_RULE],
      [[id, day, file('receipt', 'r.jpg', 'image/jpeg', Buffer.alloc(0))], RECEIPT_RULE],
      [
        [
          id,
          day,
          file('receipt', 'r.jpg', 'image/jpeg', Buffer.concat([JPEG, Buffer.alloc(600 * 1024)])),
        ],
        'The file is larger than 500 kB.',
      ],
      [
        [id, text('pay_date', '2026-13-01'), file('receipt', 'r.jpg', 'image/jpeg', JPEG)],
        '“Payment date” is not filled in correctly.',
      ],
      [
        [id, text('pay_date', 'yesterday'), file('receipt', 'r.jpg', 'image/jpeg', JPEG)],
        '“Payment date” is not filled in correctly.',
      ],
    ];
    for (const [parts, msg] of refusals) {
      expect((await send(token, parts)).body).toEqual({ code: 0, msg });
    }
    expectRefusal(await send(token, [day, file('receipt', 'r.jpg', 'image/jpeg', JPEG)]));
    expect(await detailOf(h, token, orderId)).toEqual(before);
  });
});

describe('GET /user/orderfile/<key>', () => {
  it('serves a file only at a genuine link within its hour', async () => {
    const { token, orderId } = await orderAt(4);
    const detail = await detailOf(h, token, orderId);
    const url = detail.data?.contract_file?.url ?? '';
    expect((await h.app.inject({ url })).statusCode).toBe(200);
    const expected = { code: 0, msg: expect.stringContaining('invalid or has expired') as string };
    // Another first character of the signature (one in 64 of them starts with 'A' already).
    const tampered = url.replace(/signature=(.)/, (_, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    const other = url.replace(/orderfile\/[0-9a-f]{32}/, `orderfile/${'0'.repeat(32)}`);
    for (const link of [tampered, other, url.split('?')[0] ?? '', `${url}x`]) {
      const res = await h.app.inject({ url: link });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(expected);
    }
    h.clock.advance(3601);
    const late = await h.app.inject({ url });
    expect(late.statusCode).toBe(404);
    // A fresh detail hands out a fresh link.
    const again = await detailOf(h, token, orderId);
    expect((await h.app.inject({ url: again.data?.contract_file?.url ?? '' })).statusCode).toBe(
      200,
    );
  });
});
