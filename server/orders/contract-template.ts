/**
 * The contract template of an order (docs/orders.md): a Word document
 * (through the docx library) filled with the order, its lines, the buyer and the terms, for
 * the partner to sign and upload at the contract step; in the partner's language with the
 * binding English beside it (docs/decisions/148-one-price-model-and-documents.md).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { eq } from 'drizzle-orm';
import { ORDER_STEPS } from '../../contract/orders';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema/index';
import { languageOf, type LangCode } from '../../i18n/languages';
import { formatAmount, formatDay, formatNumber, labelled } from '../documents/format';
import { BUYER_COLUMNS, countryName, SELLER, type Buyer } from '../documents/parties';
import { messages } from '../messages';
import { isDbId } from '../listing';
import { orderLines, ownOrderWhere } from './orders';
import type { DocumentFile } from '../quotations/documents';
import { VAT_PERCENT, VAT_THRESHOLD_CENTS } from '../quotations/pricing';

/** What the template is filled with. */
export interface ContractData {
  order: typeof orders.$inferSelect;
  buyer: Buyer;
  lines: {
    model: string;
    description: string;
    quantity: number;
    priceCents: number;
    subtotalCents: number;
  }[];
}

/**
 * The caller's own order with what its contract names; null for a missing or foreign one,
 * 'notYet' before the basic information is confirmed (the contract names the customer).
 */
export async function contractData(
  db: Db,
  userId: number,
  id: number,
  lang: LangCode,
): Promise<ContractData | 'notYet' | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select({
      order: orders,
      buyer: BUYER_COLUMNS,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(ownOrderWhere(userId, id));
  if (!row) return null;
  if (row.order.step < ORDER_STEPS.contract) return 'notYet';
  return { ...row, lines: await orderLines(db, row.order.id, lang) };
}

const THIN = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: THIN, bottom: THIN, left: THIN, right: THIN };
/** The English beside a translation: smaller and grey, so the eye reads the translation first. */
const ENGLISH = { size: 16, color: '555555', italics: true };

/**
 * What a contract says in one language. A contract in another language than English gives
 * every text in that language with the English beside it: the English text is binding (record
 * 148).
 */
interface Wording {
  rtl: boolean;
  /**
   * A text in the contract's language, and in English where that is another; `text` gets the
   * language it writes in, for the amounts and days in it.
   */
  say(text: (t: Texts, lang: LangCode) => string): [string, string | null];
}

type Texts = ReturnType<typeof messages>['documents'];

function wordingOf(lang: LangCode): Wording {
  const t = messages(lang).documents;
  const english = messages('en').documents;
  return {
    rtl: languageOf(lang).dir === 'rtl',
    say: (text) => {
      const own = text(t, lang);
      return [own, lang === 'en' ? null : text(english, 'en')];
    },
  };
}

/**
 * The English under its translation, as a paragraph of its own that runs left to right, so
 * that a right-to-left page does not reorder it.
 */
function englishUnder(
  w: Wording,
  [own, english]: [string, string | null],
  size = ENGLISH.size,
): Paragraph[] {
  if (english === null || english === own) return [];
  return [
    new Paragraph({
      alignment: w.rtl ? AlignmentType.RIGHT : AlignmentType.LEFT,
      spacing: { after: 80 },
      children: [new TextRun({ text: english, ...ENGLISH, size })],
    }),
  ];
}

function cell(
  w: Wording,
  text: [string, string | null],
  options: { bold?: boolean; end?: boolean } = {},
): TableCell {
  const end = w.rtl ? AlignmentType.LEFT : AlignmentType.RIGHT;
  const start = w.rtl ? AlignmentType.RIGHT : AlignmentType.LEFT;
  return new TableCell({
    borders: BORDERS,
    children: [
      new Paragraph({
        bidirectional: w.rtl,
        alignment: options.end ? end : start,
        children: [new TextRun({ text: text[0], bold: options.bold ?? false, size: 18 })],
      }),
      ...englishUnder(w, text, 14),
    ],
  });
}

/** A value that reads the same in every language (a number, a model, a name). */
const plain = (value: string): [string, null] => [value, null];

function linesTable(w: Wording, { order, lines }: ContractData, lang: LangCode): Table {
  const heading = [
    w.say((t) => t.no()),
    w.say((t) => t.model()),
    w.say((t) => t.description()),
    w.say((t) => t.quantity()),
    w.say((t) => t.unitPrice()),
    w.say((t) => t.subtotal()),
  ];
  const total = (label: [string, string | null], cents: number) =>
    new TableRow({
      children: [
        cell(w, plain('')),
        cell(w, plain('')),
        cell(w, label, { bold: true }),
        cell(w, plain('')),
        cell(w, plain('')),
        cell(w, plain(formatAmount(cents, lang)), { bold: true, end: true }),
      ],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: w.rtl,
    rows: [
      new TableRow({
        tableHeader: true,
        children: heading.map((text) => cell(w, text, { bold: true })),
      }),
      ...lines.map(
        (line, i) =>
          new TableRow({
            children: [
              cell(w, plain(String(i + 1))),
              cell(w, plain(line.model)),
              cell(w, plain(line.description)),
              cell(w, plain(formatNumber(line.quantity, lang)), { end: true }),
              cell(w, plain(formatAmount(line.priceCents, lang)), { end: true }),
              cell(w, plain(formatAmount(line.subtotalCents, lang)), { end: true }),
            ],
          }),
      ),
      total(
        w.say((t) => t.poTotal()),
        order.poCents,
      ),
      total(
        w.say((t) => t.vat({ rate: order.taxRate })),
        order.amountCents - order.poCents,
      ),
      total(
        w.say((t) => t.amount()),
        order.amountCents,
      ),
    ],
  });
}

function paragraph(w: Wording, text: [string, string | null], bold = false): Paragraph[] {
  return [
    new Paragraph({
      bidirectional: w.rtl,
      spacing: { after: text[1] === null ? 80 : 0 },
      children: [new TextRun({ text: text[0], bold })],
    }),
    ...englishUnder(w, text),
  ];
}

function heading(w: Wording, text: [string, string | null]): Paragraph[] {
  return [
    new Paragraph({
      bidirectional: w.rtl,
      heading: HeadingLevel.HEADING_2,
      spacing: { before: 240, after: text[1] === null ? 120 : 0 },
      children: [new TextRun({ text: text[0] })],
    }),
    ...englishUnder(w, text),
  ];
}

/**
 * "Label: value", the label in both languages where they differ; a value written in a language
 * (a day) is written in each line's own.
 */
function field(
  w: Wording,
  label: (t: Texts) => string,
  value: string | ((lang: LangCode) => string),
  bold = false,
): Paragraph[] {
  const written = typeof value === 'string' ? () => value : value;
  return paragraph(
    w,
    w.say((t, l) => labelled(label(t), written(l), l)),
    bold,
  );
}

/** The terms printed on every contract, with the order's delivery schedule when it has one. */
function contractTerms(w: Wording, order: ContractData['order']) {
  const delivery = order.expectedDeliveryDate;
  return [
    w.say((t) => t.contract.termPrice()),
    w.say((t) => t.contract.termPayment()),
    w.say((t, l) =>
      t.termVat({ threshold: formatAmount(VAT_THRESHOLD_CENTS, l), rate: VAT_PERCENT }),
    ),
    delivery
      ? w.say((t, l) => t.contract.termDelivery({ date: formatDay(delivery, l) }))
      : w.say((t) => t.contract.termDeliveryPlan()),
    w.say((t) => t.contract.termShipping()),
  ];
}

function signatures(w: Wording, buyer: string): Paragraph[] {
  const line = ': ______________________________';
  return [SELLER, buyer].flatMap((party, i) => [
    ...heading(
      w,
      w.say((t) => (i === 0 ? t.contract.forSeller({ party }) : t.contract.forBuyer({ party }))),
    ),
    ...[
      (t: Texts) => t.contract.signName(),
      (t: Texts) => t.contract.signTitle(),
      (t: Texts) => t.contract.signature(),
      (t: Texts) => t.contract.signDate(),
    ].flatMap((label) => {
      const [own, english] = w.say(label);
      return paragraph(w, [
        `${own}${english && english !== own ? ` / ${english}` : ''}${line}`,
        null,
      ]);
    }),
  ]);
}

/**
 * The contract template of an order as a Word document in the partner's language, with the
 * binding English beside every translated text; named after the order.
 */
export async function contractTemplate(
  data: ContractData,
  now: Date,
  lang: LangCode,
): Promise<DocumentFile> {
  const { order, buyer } = data;
  const w = wordingOf(lang);
  const buyerName = buyer.company || buyer.realname || buyer.username;
  const { tag } = languageOf(lang);
  // The contract's language, named in the language of the sentence that names it.
  const languageIn = (l: LangCode) =>
    new Intl.DisplayNames([languageOf(l).tag], { type: 'language' }).of(tag) ?? tag;
  const contact = [buyer.realname, `<${buyer.username}>`, buyer.telephone].join(' ');
  const doc = new Document({
    creator: SELLER,
    title: `${messages(lang).documents.contract.title()} ${order.orderSn}`,
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            bidirectional: w.rtl,
            children: [new TextRun({ text: w.say((t) => t.contract.title())[0] })],
          }),
          ...englishUnder(
            w,
            w.say((t) => t.contract.title()),
          ),
          ...(lang === 'en'
            ? []
            : paragraph(
                w,
                w.say((t, l) => t.contract.englishPrevails({ language: languageIn(l) })),
              )),
          ...field(w, (t) => t.contract.number(), order.orderSn, true),
          ...field(
            w,
            (t) => t.contract.date(),
            (l) => formatDay(now, l),
          ),
          ...field(w, (t) => t.quotationNo(), order.quotationCode),
          ...heading(
            w,
            w.say((t) => t.contract.parties()),
          ),
          ...field(w, (t) => t.seller(), SELLER),
          ...field(w, (t) => t.buyer(), buyerName),
          ...field(w, (t) => t.contract.contact(), contact),
          ...(buyer.address
            ? field(
                w,
                (t) => t.contract.address(),
                `${buyer.address}, ${countryName(buyer.country, tag)}`,
              )
            : []),
          ...field(w, (t) => t.contract.endCustomer(), order.customerName),
          ...(order.remark ? field(w, (t) => t.contract.remarks(), order.remark) : []),
          ...heading(
            w,
            w.say((t) => t.contract.goods()),
          ),
          linesTable(w, data, lang),
          ...heading(
            w,
            w.say((t) => t.terms()),
          ),
          ...contractTerms(w, order).flatMap(([own, english], i) =>
            paragraph(w, [`${i + 1}. ${own}`, english === null ? null : `${i + 1}. ${english}`]),
          ),
          ...signatures(w, buyerName),
        ],
      },
    ],
  });
  const file = (l: LangCode) =>
    `${messages(l).documents.contract.file({ sn: order.orderSn })}.docx`;
  return { name: file(lang), bytes: await Packer.toBuffer(doc), fallback: file('en') };
}
