/**
 * A quotation and its packing list as files (docs/decisions/148-one-price-model-and-documents.md):
 * a PDF (server/documents/pdf.ts) or a spreadsheet (server/documents/sheet.ts), in the
 * partner's language, naming the seller, the buyer, the end user and project, the number and
 * dates, with the lines, the totals and the quote terms. A line is charged at its unit price,
 * the partner's discount price: quantity × unit price = subtotal, the subtotals add up to the PO
 * total, and the VAT rule gives the amount due.
 */
import type { PackingList, QuotationAudience, QuotationProject } from '../../contract/quotations';
import { languageOf, type LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { formatAmount, formatDay, formatNumber, labelled } from '../documents/format';
import { buyerLines, buyerOf, SELLER } from '../documents/parties';
import { renderPdf, type PdfBlock, type PdfColumn, type PdfRow } from '../documents/pdf';
import { renderSheet, type SheetColumn } from '../documents/sheet';
import { messages, texts } from '../messages';
import { packingList } from './packing-list';
import { dayOf, quotationProject } from '../projects/projects';
import type { LoadedQuotation } from './detail';
import { customerPricing, VAT_PERCENT, VAT_THRESHOLD_CENTS } from './pricing';

export type QuotationDocumentKind = 'quotation' | 'packingList';

/** A file to send: its name in the reader's language, its bytes, and an ASCII name to fall back on. */
export interface DocumentFile {
  name: string;
  bytes: Buffer;
  fallback?: string;
}

type Texts = ReturnType<typeof messages>['documents'];

/** A cell of a document: text, or a number the spreadsheet keeps as a number. */
type Cell = { text: string; value: string | number };

/** What every kind and format of the document is made from. */
interface DocumentContent {
  title: string;
  number: string;
  meta: [string, string][];
  parties: PdfBlock[];
  columns: (SheetColumn & { width: number })[];
  rows: { cells: Cell[]; sub?: boolean; bold?: boolean }[];
  totals: [label: string, cents: number][];
  notes: PdfBlock[];
}

/**
 * The quote terms, as printed under every quotation and packing list. The customer's copy keeps
 * the VAT rule and the validity; delivery and payment are the partner's to agree with its
 * customer.
 */
function termsBlock(
  t: Texts,
  validUntil: string,
  lang: LangCode,
  audience: QuotationAudience,
): PdfBlock {
  const vat = t.termVat({ threshold: formatAmount(VAT_THRESHOLD_CENTS, lang), rate: VAT_PERCENT });
  const valid = t.termValid({ date: formatDay(validUntil, lang) });
  return {
    heading: t.terms(),
    lines: audience === 'partner' ? [t.termFob(), t.termPayment(), vat, valid] : [vat, valid],
  };
}

function amountCell(cents: number, lang: LangCode): Cell {
  return { text: formatAmount(cents, lang), value: cents / 100 };
}

function numberCell(value: number, lang: LangCode): Cell {
  return { text: formatNumber(value, lang), value };
}

function textCell(text: string): Cell {
  return { text, value: text };
}

/** One column of a document's table: heading, width and kind, the cell of each line, its total. */
interface TableColumn<L> extends SheetColumn {
  width: number;
  cell: (line: L, index: number) => Cell;
  /** The column's cell in a totals row; blank when not given. */
  total?: Cell;
}

/** A document's table from its columns: each line a row, each column a cell of it. */
function tableOf<L>(columns: TableColumn<L>[], lines: readonly L[], sub?: (line: L) => boolean) {
  return {
    columns: columns.map(({ heading, width, kind }) => ({ heading, width, kind })),
    rows: lines.map((line, index): DocumentContent['rows'][number] => ({
      sub: sub?.(line),
      cells: columns.map((column) => column.cell(line, index)),
    })),
  };
}

/** The kinds of column a table of lines has, each with its cell; `total` fills a totals row. */
function columnsOf<L>(lang: LangCode) {
  return {
    index: (heading: string, width: number): TableColumn<L> => ({
      heading,
      width,
      kind: 'number',
      cell: (_, i) => numberCell(i + 1, lang),
    }),
    text: (heading: string, width: number, value: (line: L) => string): TableColumn<L> => ({
      heading,
      width,
      kind: 'text',
      cell: (line) => textCell(value(line)),
    }),
    count: (
      heading: string,
      width: number,
      value: (line: L) => number,
      total?: number,
    ): TableColumn<L> => ({
      heading,
      width,
      kind: 'number',
      cell: (line) => numberCell(value(line), lang),
      total: total === undefined ? undefined : numberCell(total, lang),
    }),
    amount: (heading: string, width: number, cents: (line: L) => number): TableColumn<L> => ({
      heading,
      width,
      kind: 'amount',
      cell: (line) => amountCell(cents(line), lang),
    }),
  };
}

type QuotationLine = LoadedQuotation['lines'][number];

/** Whether a line is an accessory, shown under its main product. */
const isAccessory = (line: { mainItemId: number | null }) => line.mainItemId !== null;

function quotationTable(t: Texts, { lines }: LoadedQuotation, lang: LangCode) {
  const c = columnsOf<QuotationLine>(lang);
  const columns = [
    c.index(t.no(), 4),
    c.text(t.model(), 14, (line) => line.model),
    c.text(t.description(), 32, (line) => line.description),
    c.text(t.erpNo(), 10, (line) => line.erpNo),
    c.count(t.quantity(), 7, (line) => line.quantity),
    c.amount(t.gplPrice(), 11, (line) => line.gplCents),
    c.amount(t.unitPrice(), 11, (line) => line.discountCents),
    c.amount(t.subtotal(), 12, (line) => line.subtotalCents),
  ];
  return tableOf(columns, lines, isAccessory);
}

type CustomerLine = ReturnType<typeof customerPricing<QuotationLine>>['lines'][number];

/** The customer's copy: each line at the partner's sale price; no GPL or partner price. */
function customerTable(t: Texts, { lines }: LoadedQuotation, lang: LangCode) {
  const c = columnsOf<CustomerLine>(lang);
  const columns = [
    c.index(t.no(), 4),
    c.text(t.model(), 16, (line) => line.model),
    c.text(t.description(), 44, (line) => line.description),
    c.count(t.quantity(), 8, (line) => line.quantity),
    c.amount(t.unitPrice(), 12, (line) => line.saleCents),
    c.amount(t.subtotal(), 13, (line) => line.customerSubtotalCents),
  ];
  return tableOf(columns, customerPricing(lines).lines, isAccessory);
}

type PackingRow = PackingList['rows'][number];

/**
 * The packing list's table, its columns worded as the quotation page words them, and a bold
 * row of the totals under the columns that add up.
 */
function packingTable(list: PackingList, lang: LangCode) {
  const t = texts(lang).quotations.packingColumn;
  const c = columnsOf<PackingRow>(lang);
  const { totals } = list;
  const columns = [
    {
      ...c.text(t.item(), 12, (row) => row.item),
      total: textCell(messages(lang).documents.total()),
    },
    c.text(t.goods(), 30, (row) => row.goods_description),
    c.count(t.totalQuantity(), 8, (row) => row.total_quantity, totals.total_quantity),
    c.count(t.perPackage(), 8, (row) => row.quantity_per_package),
    c.count(t.packages(), 7, (row) => row.packages, totals.packages),
    c.count(t.gross(), 8, (row) => row.gross_weight, totals.gross_weight),
    c.count(t.net(), 8, (row) => row.net_weight, totals.net_weight),
    c.count(t.lengthCm(), 7, (row) => row.length),
    c.count(t.widthCm(), 7, (row) => row.width),
    c.count(t.heightCm(), 7, (row) => row.height),
    c.count(t.volume(), 8, (row) => row.volume, totals.volume),
  ];
  const table = tableOf(columns, list.rows);
  const blank = textCell('');
  table.rows.push({ bold: true, cells: columns.map((column) => column.total ?? blank) });
  return table;
}

async function contentOf(
  db: Db,
  loaded: LoadedQuotation,
  kind: QuotationDocumentKind,
  lang: LangCode,
  audience: QuotationAudience,
): Promise<DocumentContent> {
  const q = loaded.quotation;
  const t = messages(lang).documents;
  const { tag } = languageOf(lang);
  const buyer = await buyerOf(db, q.userId);
  const project: QuotationProject | null = await quotationProject(
    db,
    q.projectId,
    dayOf(q.updatedAt),
    lang,
  );
  const partner = buyer ? buyerLines(buyer, tag) : [];
  const endUser = project
    ? [project.end_company_name, t.project({ name: project.project_name })]
    : [];
  const forCustomer = kind === 'quotation' && audience === 'customer';
  // The customer's copy comes from the partner and goes to the end user.
  const parties: PdfBlock[] = forCustomer
    ? [
        { heading: t.seller(), lines: partner },
        ...(project ? [{ heading: t.buyer(), lines: endUser }] : []),
      ]
    : [
        { heading: t.seller(), lines: [SELLER, t.sellerPlace()] },
        { heading: t.buyer(), lines: partner },
        ...(project ? [{ heading: t.endUser(), lines: endUser }] : []),
      ];
  const table =
    kind === 'packingList'
      ? packingTable(packingList(loaded.lines), lang)
      : forCustomer
        ? customerTable(t, loaded, lang)
        : quotationTable(t, loaded, lang);
  const priced = forCustomer
    ? customerPricing(loaded.lines).totals
    : { poCents: q.poCents, taxRate: q.taxRate, amountCents: q.amountCents };
  const totals: [string, number][] =
    kind === 'quotation'
      ? [
          [t.poTotal(), priced.poCents],
          [t.vat({ rate: priced.taxRate }), priced.amountCents - priced.poCents],
          [t.amount(), priced.amountCents],
        ]
      : [];
  return {
    title: kind === 'quotation' ? t.quotation() : t.packingList(),
    number: q.code,
    meta: [
      [t.quotationNo(), q.code],
      [t.issued(), formatDay(q.updatedAt, lang)],
      [t.validUntil(), formatDay(q.validUntil, lang)],
      [t.currency(), q.currency],
    ],
    parties,
    ...table,
    totals,
    notes: [
      ...(kind === 'quotation' && !forCustomer
        ? [{ heading: t.unitPrice(), lines: [t.priceNote()] }]
        : []),
      termsBlock(t, q.validUntil, lang, forCustomer ? 'customer' : 'partner'),
    ],
  };
}

function pdfOf(content: DocumentContent, lang: LangCode): Promise<Buffer> {
  const language = languageOf(lang);
  const t = messages(lang).documents;
  const columns: PdfColumn[] = content.columns.map((column) => ({
    heading: column.heading,
    width: column.width,
    align: column.kind === 'text' ? 'start' : 'end',
  }));
  const rows: PdfRow[] = content.rows.map((row) => ({
    cells: row.cells.map((cell) => cell.text),
    ...(row.sub ? { sub: true } : {}),
    ...(row.bold ? { bold: true } : {}),
  }));
  return renderPdf({
    lang: language.tag,
    dir: language.dir,
    title: content.title,
    meta: content.meta,
    parties: content.parties,
    columns,
    indentColumn: 1,
    rows,
    totals: content.totals.map(([label, cents]) => [label, formatAmount(cents, lang)]),
    notes: content.notes,
    pageLabel: (page, pages) => t.page({ page, pages }),
    author: SELLER,
  });
}

function sheetOf(content: DocumentContent, lang: LangCode): Promise<Buffer> {
  return renderSheet({
    rtl: languageOf(lang).dir === 'rtl',
    title: content.title,
    header: [
      ...content.meta.map(([label, value]) => labelled(label, value, lang)),
      ...content.parties.map((party) => labelled(party.heading, party.lines.join(', '), lang)),
    ],
    columns: content.columns,
    rows: content.rows.map((row) => ({
      values: row.cells.map((cell) => cell.value),
      ...(row.bold ? { bold: true } : {}),
    })),
    totals: content.totals.map(([label, cents]) => [label, cents / 100]),
    notes: content.notes.flatMap((note) => [
      { text: note.heading, heading: true },
      ...note.lines.map((text) => ({ text })),
    ]),
    author: SELLER,
  });
}

/** A document's file name in `lang`: "Quotation QT…", "Packing list QT…", "Quotation QT… for the customer". */
function fileName(
  lang: LangCode,
  kind: QuotationDocumentKind,
  audience: QuotationAudience,
  code: string,
): string {
  const t = messages(lang).documents;
  if (kind === 'packingList') return `${t.packingList()} ${code}`;
  return audience === 'customer' ? t.customerFile({ code }) : `${t.quotation()} ${code}`;
}

/**
 * The file of a quotation or its packing list, as a spreadsheet or a PDF, in `lang`; the
 * quotation for the partner or for its customer.
 */
export async function quotationDocument(
  db: Db,
  loaded: LoadedQuotation,
  kind: QuotationDocumentKind,
  format: 'xlsx' | 'pdf',
  lang: LangCode,
  audience: QuotationAudience = 'partner',
): Promise<DocumentFile> {
  const content = await contentOf(db, loaded, kind, lang, audience);
  const bytes = format === 'xlsx' ? await sheetOf(content, lang) : await pdfOf(content, lang);
  const code = content.number;
  return {
    name: `${fileName(lang, kind, audience, code)}.${format}`,
    bytes,
    fallback: `${fileName('en', kind, audience, code)}.${format}`,
  };
}
