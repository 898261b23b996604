/**
 * The write rows of `npm run bench:api` (docs/server.md): a hundred volume partners at once,
 * each connection acting for them in turn, create quotations, send the basic information of
 * orders waiting at step 2, and upload a 200 kB payment receipt for orders waiting at step 4.
 * Each row counts the answers that said done (`code: 1`) and then reads back, through the API,
 * that exactly so many writes are there: none lost, none doubled.
 */
import autocannon, { type Result } from 'autocannon';
import { ORDER_STEPS } from '../contract/values';
import { VOLUME_PASSWORD, volumePartnerEmail } from '../server/db/volume';
import type { ServerProcess } from '../tests/ops/server';

/** How many partners write at once; each connection acts for one after another. */
export const WRITING_PARTNERS = 100;
/** How many quotations each partner makes. */
const QUOTATIONS_PER_PARTNER = 30;
/** The receipt's size: a scanned transfer slip. */
const RECEIPT_BYTES = 200 * 1024;
/** The most receipts each partner uploads in a run: each is kept in the database. */
const RECEIPTS_PER_PARTNER = 10;
/** The largest page the order list gives. */
const PAGE = 50;

export interface WriteRow {
  name: string;
  result: Result;
  /** The answers that said done. */
  done: number;
  /** What was read back afterwards, and whether it matches: "2,412 kept, as answered". */
  check: string;
  /** True when what was read back is exactly what was answered. */
  holds: boolean;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  base: string,
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${base}/prod-api${path}`, {
    method: init.method ?? 'GET',
    headers: { token, lang: 'en', 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 1) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.data;
}

async function logIn(base: string, username: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, '/v2/user/login', '', {
    method: 'POST',
    body: { username, password: VOLUME_PASSWORD, logIp: 0 },
  });
  return token;
}

/** Each partner's orders waiting at `step`, with the partner's token. */
async function ordersAt(base: string, tokens: string[], step: number): Promise<QueuedOrder[][]> {
  return Promise.all(
    tokens.map(async (token) => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const { list, total } = await call<{ list: { id: number }[]; total: number }>(
          base,
          `/user/orderlist?page=${page}&limit=${PAGE}&step=${step}`,
          token,
        );
        ids.push(...list.map((order) => order.id));
        if (ids.length >= total || list.length === 0) break;
      }
      return ids.map((id) => ({ token, id }));
    }),
  );
}

/** How many of each partner's orders wait at `step`, in all. */
async function countAt(base: string, tokens: string[], step: number): Promise<number> {
  const totals = await Promise.all(
    tokens.map((token) =>
      call<{ total: number }>(base, `/user/orderlist?page=1&limit=10&step=${step}`, token),
    ),
  );
  return totals.reduce((sum, { total }) => sum + total, 0);
}

async function quotationCount(base: string, tokens: string[]): Promise<number> {
  const totals = await Promise.all(
    tokens.map((token) => call<{ total: number }>(base, '/user/quotation?page=1&limit=10', token)),
  );
  return totals.reduce((sum, { total }) => sum + total, 0);
}

/** Counts the answers that said done, and the others by what they said. */
function doneCounter() {
  let done = 0;
  const refused = new Map<string, number>();
  return {
    onResponse: (status: number, body: string) => {
      let answer: { code?: number; msg?: string } = {};
      try {
        answer = JSON.parse(body) as typeof answer;
      } catch {
        // Counted below by its status.
      }
      if (status === 200 && answer.code === 1) {
        done += 1;
        return;
      }
      const said = `${status} ${answer.msg ?? ''}`.trim();
      refused.set(said, (refused.get(said) ?? 0) + 1);
    },
    done: () => done,
    /** "12 × 429 Please wait…", or nothing when every answer said done. */
    refusals: () => [...refused].map(([said, times]) => `${times} × ${said}`).join('; '),
  };
}

/** What was read back beside what was answered: "3000 added, for 3000 answered done". */
function answered(found: string, done: number, refusals: string): string {
  return `${found}, for ${done} answered done${refusals ? `; refused: ${refusals}` : ''}`;
}

/** An order waiting at a step, with its owner's token. */
interface QueuedOrder {
  token: string;
  id: number;
}

/**
 * Each partner's writes, one after another, all partners at once: a connection each, which has
 * one write in flight at a time, as a person has. `write` makes the k-th write of a partner:
 * its token and body. Every answer is counted: the run is a number of writes, not a time (a
 * run cut off by time leaves writes in flight that the server carries out unanswered).
 */
async function partnersAtOnce(
  url: string,
  perPartner: number,
  contentType: string,
  write: (partner: number, k: number) => { token: string; body: string | Buffer },
): Promise<{ result: Result; done: number; refusals: string }> {
  const answers = doneCounter();
  let partners = 0;
  const result = await autocannon({
    url,
    connections: WRITING_PARTNERS,
    maxConnectionRequests: perPartner,
    // An upper bound: the run ends when every partner has made its writes.
    duration: 600,
    // A partner's writes are one pass through the list of requests, on one connection: the
    // first names the partner (autocannon keeps the context through a pass).
    requests: Array.from({ length: perPartner }, (_, k) => ({
      method: 'POST',
      headers: { 'content-type': contentType, lang: 'en' },
      setupRequest: (request: autocannon.Request, context: { partner?: number }) => {
        if (k === 0) context.partner = partners++;
        const { token, body } = write(context.partner ?? -1, k);
        return { ...request, headers: { ...request.headers, token }, body };
      },
      onResponse: answers.onResponse,
    })),
  });
  return { result, done: answers.done(), refusals: answers.refusals() };
}

/** The same number of each partner's orders waiting at a step: as many as the fewest has. */
function evenly(orders: QueuedOrder[][], most = Infinity): QueuedOrder[][] {
  const each = Math.min(most, ...orders.map((list) => list.length));
  return orders.map((list) => list.slice(0, each));
}

/** A PDF of {@link RECEIPT_BYTES}: a header, padding in a comment, and its end. */
function receiptPdf(): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%';
  const tail = '\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(RECEIPT_BYTES - head.length - tail.length) + tail);
}

/** The multipart body of step 4 for one order. */
function payInfoBody(boundary: string, id: number, receipt: Buffer): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      `${field('id', String(id))}${field('pay_date', '2026-01-15')}--${boundary}\r\n` +
        'Content-Disposition: form-data; name="receipt"; filename="transfer.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    receipt,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * The write rows against a server with the volume dataset. `settle` waits until the server is
 * idle before each measurement.
 */
export async function benchWrites(
  server: ServerProcess,
  label: string,
  settle: () => Promise<void>,
): Promise<WriteRow[]> {
  const base = server.base;
  const api = `${base}/prod-api`;
  const tokens = await Promise.all(
    Array.from({ length: WRITING_PARTNERS }, (_, n) => logIn(base, volumePartnerEmail(n + 1))),
  );
  const rows: WriteRow[] = [];

  // Quotations: one line of the first product.
  const products = await call<{ list: { id: number }[] }>(base, '/products/list', '', {
    method: 'POST',
    body: { page: 1, limit: 10 },
  });
  const goodsId = products.list[0]?.id;
  if (!goodsId) throw new Error('The volume dataset has no product to quote');
  const before = await quotationCount(base, tokens);
  const quotationBody = JSON.stringify({ items: [{ goods_id: goodsId, quantity: 2 }] });
  await settle();
  const quotations = await partnersAtOnce(
    `${api}/user/postquotation`,
    QUOTATIONS_PER_PARTNER,
    'application/json',
    (partner) => ({ token: tokens[partner] ?? '', body: quotationBody }),
  );
  const added = (await quotationCount(base, tokens)) - before;
  rows.push({
    name: `${label} POST /user/postquotation`,
    result: quotations.result,
    done: quotations.done,
    check: answered(`${added} added`, quotations.done, quotations.refusals),
    holds: added === quotations.done,
  });

  // Step 2, the basic information, once for every order waiting at it.
  const basic = evenly(await ordersAt(base, tokens, ORDER_STEPS.basic));
  const planned = basic.flat().length;
  const atBasic = await countAt(base, tokens, ORDER_STEPS.basic);
  const atContract = await countAt(base, tokens, ORDER_STEPS.contract);
  await settle();
  const sent = await partnersAtOnce(
    `${api}/user/uploadorder`,
    basic[0]?.length ?? 0,
    'application/json',
    (partner, k) => {
      const { token, id } = basic[partner]?.[k] ?? { token: '', id: 0 };
      return {
        token,
        body: JSON.stringify({ id, step: ORDER_STEPS.basic, customer_name: `Buyer ${id}` }),
      };
    },
  );
  const left = await countAt(base, tokens, ORDER_STEPS.basic);
  const moved = (await countAt(base, tokens, ORDER_STEPS.contract)) - atContract;
  rows.push({
    name: `${label} POST /user/uploadorder (step 2)`,
    result: sent.result,
    done: sent.done,
    check: answered(`${moved} of ${planned} moved on`, sent.done, sent.refusals),
    holds: moved === sent.done && atBasic - left === moved,
  });

  // Step 4, a 200 kB receipt, once for each of the first orders waiting at it.
  const payment = evenly(await ordersAt(base, tokens, ORDER_STEPS.payment), RECEIPTS_PER_PARTNER);
  const receipt = receiptPdf();
  const boundary = 'portal-bench-boundary';
  await settle();
  const uploaded = await partnersAtOnce(
    `${api}/user/uploadpayinfo`,
    payment[0]?.length ?? 0,
    `multipart/form-data; boundary=${boundary}`,
    (partner, k) => {
      const { token, id } = payment[partner]?.[k] ?? { token: '', id: 0 };
      return { token, body: payInfoBody(boundary, id, receipt) };
    },
  );
  // Each order sent shows one receipt, the one sent, waiting on head office.
  const kept = await Promise.all(
    payment
      .flat()
      .map(({ token, id }) =>
        call<{ pay_receipt: { name: string } | null; step: number }>(
          base,
          '/user/orderdetail',
          token,
          { method: 'POST', body: { id } },
        ),
      ),
  );
  const withReceipt = kept.filter(
    (detail) => detail.pay_receipt?.name === 'transfer.pdf' && detail.step === ORDER_STEPS.payment,
  ).length;
  rows.push({
    name: `${label} POST /user/uploadpayinfo (200 kB)`,
    result: uploaded.result,
    done: uploaded.done,
    check: answered(
      `${withReceipt} of ${payment.flat().length} hold the receipt`,
      uploaded.done,
      uploaded.refusals,
    ),
    holds: withReceipt === uploaded.done,
  });
  return rows;
}
