import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PartnerTier } from '../../contract/common';
import type { OrderDetail } from '../../contract/orders';
import type { QuotationDetail } from '../../contract/quotations';
import { LANGUAGES, languageOf, type LangCode } from '../../i18n/languages';
import { goods, orderItems, orders, quotationItems, quotations } from '../db/schema/index';
import { formatAmount, formatDay } from '../documents/format';
import { SELLER } from '../documents/parties';
import { outsideThePage, readPdf, readSheet } from '../documents/testing';
import { signedIn, useTestApp, type TestApp } from '../testing';
import { registerProject, directProjectPartner } from '../projects/testing';
import { QUOTATION_STATUS } from './quotations';
import { TIER_DISCOUNTS, VAT_PERCENT, VAT_THRESHOLD_CENTS } from './pricing';

const h = useTestApp();

const TIERS = Object.keys(TIER_DISCOUNTS) as PartnerTier[];

/** Money of an answer as cents: 1234.5 → 123450. */
const cents = (amount: number) => Math.round(amount * 100);

/** An amount as the documents print it in `lang`, read back as cents. */
function amountPattern(lang: LangCode): RegExp {
  const parts = new Intl.NumberFormat(`${languageOf(lang).tag}-u-nu-latn`, {
    minimumFractionDigits: 2,
  }).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A space of any kind groups thousands where the language groups them with a space.
  const grouping = /\s/u.test(group) ? '\\s' : esc(group);
  // Spanish does not group a four-digit number ("1031,52").
  return new RegExp(`\\d+(?:${grouping}\\d{3})*${esc(decimal)}\\d{2}(?!\\d)`, 'gu');
}

function amountsIn(text: string, lang: LangCode): number[] {
  return [...text.matchAll(amountPattern(lang))].map((m) => Number(m[0].replace(/\D/g, '')));
}

/** The VAT the quote terms add to a PO total. */
const vatOf = (po: number) =>
  po < VAT_THRESHOLD_CENTS ? Math.floor((2 * po * VAT_PERCENT + 100) / 200) : 0;

async function download(
  app: TestApp,
  token: string,
  path: string,
  id: number,
  format: 'pdf' | 'xlsx',
  lang: LangCode = 'en',
) {
  // The quotation's call is form-encoded (the spec says so), the packing list's JSON.
  const form = path === '/user/downloadquotation';
  const res = await app.app.inject({
    method: 'POST',
    url: `/prod-api${path}`,
    headers: {
      token,
      lang,
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: form
      ? new URLSearchParams({ id: String(id), format }).toString()
      : JSON.stringify({ id, format }),
  });
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, disposition: String(res.headers['content-disposition']) };
}

/** The goods a quotation may hold on its own (not accessories), cheapest first. */
async function mainGoods(app: TestApp) {
  return app.database.db
    .select({ id: goods.id, model: goods.model })
    .from(goods)
    .orderBy(asc(goods.gplPrice), asc(goods.id));
}

describe('the price model: quantity × unit price = subtotal, everywhere', () => {
  it('adds up to the cent on the stored lines, the answers, the PDF and the spreadsheet', async () => {
    const catalogue = await mainGoods(h);
    const seen = { below: false, above: false };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TIERS),
        fc.uniqueArray(fc.nat({ max: Math.min(catalogue.length - 1, 40) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(...LANGUAGES.map((l) => l.code)),
        async (tier, picks, quantities, lang) => {
          const { id: userId, token } = await signedIn(h, { partnerType: tier });
          const items = picks.map((pick, i) => ({
            goods_id: catalogue[pick]!.id,
            quantity: quantities[i]!,
          }));
          const saved = await h.post<{ id: number }>('/user/postquotation', { items }, { token });
          if (saved.body.code !== 1) return; // goods that are accessories only: not a main line
          const id = saved.body.data!.id;

          // Stored: every line, the PO total, the VAT and the amount.
          const db = h.database.db;
          const lines = await db
            .select()
            .from(quotationItems)
            .where(eq(quotationItems.quotationId, id));
          for (const line of lines) {
            expect(line.discountCents * line.quantity).toBe(line.subtotalCents);
          }
          const [stored] = await db.select().from(quotations).where(eq(quotations.id, id));
          const po = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
          expect(stored!.poCents).toBe(po);
          expect(stored!.amountCents).toBe(po + vatOf(po));
          seen[po < VAT_THRESHOLD_CENTS ? 'below' : 'above'] = true;

          // The detail answer.
          const detail = (await h.post<QuotationDetail>('/user/detailquotation', { id }, { token }))
            .body.data!;
          for (const item of detail.items) {
            expect(cents(item.discount_price) * item.quantity).toBe(cents(item.subtotal));
          }
          expect(cents(detail.amount)).toBe(po + vatOf(po));

          // The PDF, in the partner's language: each row's last three amounts are the GPL
          // price, the unit price and the subtotal; the totals are the last three amounts.
          const pdf = await download(h, token, '/user/downloadquotation', id, 'pdf', lang);
          const text = (await readPdf(pdf.bytes)).map((page) => page.text).join('\n');
          const rtl = languageOf(lang).dir === 'rtl';
          const printed = detail.items.map((item) => {
            const row = text.split('\n').find((line) => line.split(' ').includes(item.model));
            expect(row, item.model).toBeDefined();
            // Left to right on the page: an Arabic row ends with the number, not the subtotal.
            const amounts = amountsIn(row!, lang);
            const [, unit = 0, subtotal = 0] = (rtl ? amounts.reverse() : amounts).slice(-3);
            expect(unit * item.quantity, item.model).toBe(subtotal);
            return subtotal;
          });
          // The printed subtotals add up to the printed PO total, and the VAT and amount follow.
          const sum = printed.reduce((a, b) => a + b, 0);
          expect(sum).toBe(po);
          expect(amountsIn(text, lang)).toEqual(
            expect.arrayContaining([sum, vatOf(sum), sum + vatOf(sum)]),
          );

          // The spreadsheet: numbers that add up the same way.
          const sheet = await readSheet(
            (await download(h, token, '/user/downloadquotation', id, 'xlsx', lang)).bytes,
          );
          // Its heading lines: in Arabic each value in its isolate (a name keeps its final point).
          const seller = sheet
            .flat()
            .find((cell) => typeof cell === 'string' && cell.includes(SELLER));
          expect(seller).toContain(rtl ? `\u2068${SELLER}` : `: ${SELLER}`);
          const head = sheet.findIndex((row) => row.length >= 8 && typeof row[7] === 'string');
          const rows = sheet.slice(head + 1, head + 1 + detail.items.length);
          let sheetPo = 0;
          for (const row of rows) {
            const [, , , , quantity, gpl, unit, subtotal] = row;
            for (const cell of [quantity, gpl, unit, subtotal]) expect(typeof cell).toBe('number');
            expect(cents(unit as number) * (quantity as number)).toBe(cents(subtotal as number));
            sheetPo += cents(subtotal as number);
          }
          const sheetTotals = sheet
            .slice(head + 1 + detail.items.length)
            .map((row) => row[7])
            .filter((cell): cell is number => typeof cell === 'number');
          expect(sheetTotals.map(cents)).toEqual([
            sheetPo,
            vatOf(sheetPo),
            sheetPo + vatOf(sheetPo),
          ]);

          // The order made from it: the same lines, the same unit prices and totals.
          await db
            .update(quotations)
            .set({ status: QUOTATION_STATUS.approved })
            .where(eq(quotations.id, id));
          const made = await h.post<{ id: number }>(
            '/user/createorder',
            { quotation_id: id },
            { token },
          );
          expect(made.body.code).toBe(1);
          const orderId = made.body.data!.id;
          const storedLines = await db
            .select()
            .from(orderItems)
            .where(eq(orderItems.orderId, orderId));
          for (const line of storedLines) {
            expect(line.priceCents * line.quantity).toBe(line.subtotalCents);
          }
          const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
          expect(order!.userId).toBe(userId);
          const answer = (
            await h.post<OrderDetail>('/user/orderdetail', { id: orderId }, { token })
          ).body.data!;
          const orderPo = answer.items.reduce((sum, item) => {
            expect(cents(item.price) * item.quantity).toBe(cents(item.subtotal));
            return sum + cents(item.subtotal);
          }, 0);
          expect(orderPo).toBe(po);
          expect(cents(answer.amount)).toBe(po + vatOf(po));
        },
      ),
      {
        numRuns: 24,
        // Totals on both sides of the VAT threshold, whatever the random runs give.
        examples: [
          ['DC-DEE', [0], [1, 1, 1, 1], 'en'],
          ['DC-ADP', [catalogue.length > 40 ? 40 : catalogue.length - 1], [25, 1, 1, 1], 'ara'],
        ],
      },
    );
    expect(seen).toEqual({ below: true, above: true });
  }, 240_000);
});

describe('the quotation PDF', () => {
  it.each(LANGUAGES.map((l) => l.code))(
    'names the seller, the buyer, the end user, the number and the dates, inside the page (%s)',
    async (lang) => {
      const { token } = await directProjectPartner(h, 'Lucía García');
      const project = await registerProject(h, token, { project_name: 'Campus Valencia' });
      const detail = (
        await h.post<QuotationDetail>(
          '/user/detailquotation',
          { id: project.quotationId },
          { token, lang },
        )
      ).body.data!;
      const [stored] = await h.database.db
        .select()
        .from(quotations)
        .where(eq(quotations.id, project.quotationId));
      const { bytes, disposition } = await download(
        h,
        token,
        '/user/downloadquotation',
        project.quotationId,
        'pdf',
        lang,
      );
      const pages = await readPdf(bytes);
      const text = pages.map((page) => page.text).join('\n');
      // Words, since a line wraps where the language puts it.
      const words = text.split(/\s+/);
      for (const expected of [
        SELLER,
        'Test Company',
        'Ayuntamiento de Málaga',
        detail.code,
        formatDay(stored!.updatedAt, lang),
        formatDay(stored!.validUntil, lang),
        ...detail.items.flatMap((item) => [
          formatAmount(cents(item.discount_price), lang),
          formatAmount(cents(item.subtotal), lang),
        ]),
        formatAmount(cents(detail.amount), lang),
      ]) {
        for (const word of expected.split(/\s+/))
          expect(words, `${lang}: ${expected}`).toContain(word);
      }
      expect(outsideThePage(pages)).toEqual([]);
      expect(text).not.toMatch(/[?\uFFFD]/);
      const script = {
        ara: /\p{Script=Arabic}{3}/u,
        kor: /\p{Script=Hangul}{2}/u,
        vie: /[ảạấầẩậắằẳặếềểệốồổộớờởợứừửự]/u,
      };
      if (lang in script) expect(text).toMatch(script[lang as keyof typeof script]);
      // The file is named in the partner's language, with the English name to fall back on.
      expect(disposition).toContain(`filename="Quotation ${detail.code}.pdf"`);
      if (lang !== 'en') expect(disposition).toContain("filename*=UTF-8''");
    },
    60_000,
  );
});

describe("the customer's copy", () => {
  it('is priced at the sale price, without the partner price or the GPL price', async () => {
    const { token } = await directProjectPartner(h, 'Lucía García');
    const project = await registerProject(h, token, { project_name: 'Campus Valencia' });
    const detail = (
      await h.post<QuotationDetail>('/user/detailquotation', { id: project.quotationId }, { token })
    ).body.data!;
    const res = await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/downloadquotation',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${project.quotationId}&format=pdf&audience=customer`,
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Quotation ${detail.code} for the customer.pdf"`,
    );
    const text = (await readPdf(res.rawPayload)).map((page) => page.text).join('\n');
    let po = 0;
    for (const item of detail.items) {
      const subtotal = cents(item.sale_price) * item.quantity;
      po += subtotal;
      const row = text.split('\n').find((line) => line.split(' ').includes(item.model))!;
      expect(amountsIn(row, 'en')).toEqual([cents(item.sale_price), subtotal]);
      expect(text).not.toContain(formatAmount(cents(item.discount_price), 'en'));
      expect(text).not.toContain(formatAmount(cents(item.gpl_price), 'en'));
    }
    expect(amountsIn(text, 'en')).toEqual(expect.arrayContaining([po, vatOf(po), po + vatOf(po)]));
    // From the partner to the end user: the vendor and its terms are not on it.
    expect(text).toContain('Test Company');
    expect(text).toContain('Ayuntamiento de Málaga');
    expect(text).not.toContain(SELLER);
    expect(text).not.toContain('OA45');
  });
});

describe('the spreadsheets', () => {
  it('hold numbers, not text, in every amount and quantity cell', async () => {
    const { token } = await signedIn(h, { partnerType: 'DC-APP' });
    const catalogue = await mainGoods(h);
    const saved = await h.post<{ id: number }>(
      '/user/postquotation',
      { items: [0, 1, 2].map((i) => ({ goods_id: catalogue[i]!.id, quantity: 3 + i })) },
      { token },
    );
    const id = saved.body.data!.id;
    for (const [path, numeric] of [
      ['/user/downloadquotation', [0, 4, 5, 6, 7]],
      ['/user/downloadpackinglist', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ] as const) {
      const sheet = await readSheet((await download(h, token, path, id, 'xlsx', 'fra')).bytes);
      const head = sheet.findIndex(
        (row) => row.filter((cell) => typeof cell === 'string').length > 5,
      );
      expect(head, path).toBeGreaterThan(0);
      const rows = sheet.slice(head + 1, head + 4);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        for (const column of numeric)
          expect(typeof row[column], `${path} ${column}`).toBe('number');
      }
    }
  });
});
