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
import { formatAmount, formatDay, formatNumber } from '../documents/format';
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

type QuotationLine = LoadedQuotation['lines'][number];

/** Whether a line is an accessory, shown under its main product. */
const isAccessory = (line: { mainItemId: number | null }) => line.mainItemId !== null;

function quotationTable(t: Texts, { lines }: LoadedQuotation, lang: LangCode) {
  const columns: TableColumn<QuotationLine>[] = [
    { heading: t.no(), width: 4, kind: 'number', cell: (_, i) => numberCell(i + 1, lang) },
    { heading: t.model(), width: 14, kind: 'text', cell: (line) => textCell(line.model) },
    {
      heading: t.description(),
      width: 32,
      kind: 'text',
      cell: (line) => textCell(line.description),
    },
    { heading: t.erpNo(), width: 10, kind: 'text', cell: (line) => textCell(line.erpNo) },
    {
      heading: t.quantity(),
      width: 7,
      kind: 'number',
      cell: (line) => numberCell(line.quantity, lang),
    },
    {
      heading: t.gplPrice(),
      width: 11,
      kind: 'amount',
      cell: (line) => amountCell(line.gplCents, lang),
    },
    {
      heading: t.unitPrice(),
      width: 11,
      kind: 'amount',
      cell: (line) => amountCell(line.discountCents, lang),
    },
    {
      heading: t.subtotal(),
      width: 12,
      kind: 'amount',
      cell: (line) => amountCell(line.subtotalCents, lang),
    },
  ];
  return tableOf(columns, lines, isAccessory);
}

type CustomerLine = ReturnType<typeof customerPricing<QuotationLine>>['lines'][number];

/** The customer's copy: each line at the partner's sale price; no GPL or partner price. */
function customerTable(t: Texts, { lines }: LoadedQuotation, lang: LangCode) {
  const columns: TableColumn<CustomerLine>[] = [
    { heading: t.no(), width: 4, kind: 'number', cell: (_, i) => numberCell(i + 1, lang) },
    { heading: t.model(), width: 16, kind: 'text', cell: (line) => textCell(line.model) },
    {
      heading: t.description(),
      width: 44,
      kind: 'text',
      cell: (line) => textCell(line.description),
    },
    {
      heading: t.quantity(),
      width: 8,
      kind: 'number',
      cell: (line) => numberCell(line.quantity, lang),
    },
    {
      heading: t.unitPrice(),
      width: 12,
      kind: 'amount',
      cell: (line) => amountCell(line.saleCents, lang),
    },
    {
      heading: t.subtotal(),
      width: 13,
      kind: 'amount',
      cell: (line) => amountCell(line.customerSubtotalCents, lang),
    },
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
  const count = (
    heading: string,
    width: number,
    value: (row: PackingRow) => number,
    total?: keyof PackingList['totals'],
  ): TableColumn<PackingRow> => ({
    heading,
    width,
    kind: 'number',
    cell: (row) => numberCell(value(row), lang),
    total: total === undefined ? undefined : numberCell(list.totals[total], lang),
  });
  const columns: TableColumn<PackingRow>[] = [
    {
      heading: t.item(),
      width: 12,
      kind: 'text',
      cell: (row) => textCell(row.item),
      total: textCell(messages(lang).documents.total()),
    },
    { heading: t.goods(), width: 30, kind: 'text', cell: (row) => textCell(row.goods_description) },
    count(t.totalQuantity(), 8, (row) => row.total_quantity, 'total_quantity'),
    count(t.perPackage(), 8, (row) => row.quantity_per_package),
    count(t.packages(), 7, (row) => row.packages, 'packages'),
    count(t.gross(), 8, (row) => row.gross_weight, 'gross_weight'),
    count(t.net(), 8, (row) => row.net_weight, 'net_weight'),
    count(t.lengthCm(), 7, (row) => row.length),
    count(t.widthCm(), 7, (row) => row.width),
    count(t.heightCm(), 7, (row) => row.height),
    count(t.volume(), 8, (row) => row.volume, 'volume'),
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
      ...content.meta.map(([label, value]) => `${label}: ${value}`),
      ...content.parties.map((party) => `${party.heading}: ${party.lines.join(', ')}`),
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
