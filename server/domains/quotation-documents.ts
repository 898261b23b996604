/**
 * A quotation and its packing list as files (docs/decisions/092-quotation-documents.md): a
 * spreadsheet through exceljs or a PDF through the portal's own PDF writer, with the quote
 * terms printed under the lines.
 */
import type { PackingList } from '../../contract/quotations';
import { pdf, type PdfLine } from '../media/pdf';
import { packingList } from './packing-list';
import type { LoadedQuotation } from './quotation-detail';
import { moneyText, VAT_PERCENT, VAT_THRESHOLD_CENTS } from './quotation-pricing';

export type QuotationDocumentKind = 'quotation' | 'packingList';

/** A file to send: its name and bytes. */
export interface DocumentFile {
  name: string;
  bytes: Buffer;
}

/** The quote terms, as printed on every quotation. */
export function quoteTerms(validUntil: string): string[] {
  return [
    'Prices are FOB Shenzhen in US dollars; FOB Hong Kong costs extra.',
    'Payment terms: OA45 (open account, 45 days).',
    `When the PO total is below USD ${moneyText(VAT_THRESHOLD_CENTS)}, an extra ${VAT_PERCENT}% of the total PO value is added for VAT.`,
    `Valid until ${validUntil}.`,
  ];
}

const QUOTATION_HEADINGS = [
  'Model',
  'Description',
  'ERP No.',
  'Quantity',
  'GPL price (USD)',
  'Market price',
  'Discount price',
  'Sale price',
  'Subtotal',
];

const PACKING_HEADINGS = [
  'Item',
  'Goods description',
  'Total quantity',
  'Qty per package',
  'Packages',
  'Gross weight (kg)',
  'Net weight (kg)',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Volume (CBM)',
];

/** The totals lines of a quotation: PO value, VAT, amount due. */
function totalLines({ quotation: q }: LoadedQuotation): [string, string][] {
  return [
    ['PO total (USD)', moneyText(q.poCents)],
    [`VAT ${q.taxRate}%`, moneyText(q.amountCents - q.poCents)],
    ['Amount (USD)', moneyText(q.amountCents)],
  ];
}

function quotationRows(loaded: LoadedQuotation): (string | number)[][] {
  return loaded.lines.map((line) => [
    line.mainItemId === null ? line.model : `  + ${line.model}`,
    line.description,
    line.erpNo,
    line.quantity,
    moneyText(line.gplCents),
    moneyText(line.marketCents),
    moneyText(line.discountCents),
    moneyText(line.saleCents),
    moneyText(line.subtotalCents),
  ]);
}

function packingRows(list: PackingList): (string | number)[][] {
  return [
    ...list.rows.map((row) => [
      row.item,
      row.goods_description,
      row.total_quantity,
      row.quantity_per_package,
      row.packages,
      row.gross_weight,
      row.net_weight,
      row.length,
      row.width,
      row.height,
      row.volume,
    ]),
    [
      'Total',
      '',
      list.totals.total_quantity,
      '',
      list.totals.packages,
      list.totals.gross_weight,
      list.totals.net_weight,
      '',
      '',
      '',
      list.totals.volume,
    ],
  ];
}

async function spreadsheet(
  title: string,
  header: string[],
  headings: string[],
  rows: (string | number)[][],
  footer: string[][],
): Promise<Buffer> {
  // Loaded on the first spreadsheet: the library is large, and the server starts without it.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'DCN Partner Portal';
  const sheet = book.addWorksheet(title);
  sheet.addRow([title]).font = { bold: true, size: 14 };
  header.forEach((line) => sheet.addRow([line]));
  sheet.addRow([]);
  sheet.addRow(headings).font = { bold: true };
  rows.forEach((row) => sheet.addRow(row));
  sheet.addRow([]);
  footer.forEach((row) => sheet.addRow(row));
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 ? 48 : 16;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function pdfOf(
  title: string,
  header: string[],
  headings: string[],
  rows: (string | number)[][],
  footer: string[][],
): Buffer {
  const lines: PdfLine[] = [{ text: title, size: 18, bold: true }];
  header.forEach((text) => lines.push({ text }));
  lines.push({ text: headings.join(' | '), bold: true, gap: 10, size: 8 });
  rows.forEach((row) => lines.push({ text: row.join(' | '), size: 8 }));
  footer.forEach((row, i) =>
    lines.push({ text: row.filter(Boolean).join(' '), gap: i === 0 ? 10 : 0 }),
  );
  return pdf(lines);
}

/** The file of a quotation or its packing list, as a spreadsheet or a PDF. */
export async function quotationDocument(
  loaded: LoadedQuotation,
  kind: QuotationDocumentKind,
  format: 'xlsx' | 'pdf',
): Promise<DocumentFile> {
  const q = loaded.quotation;
  const title = kind === 'quotation' ? 'Quotation' : 'Packing list';
  const header = [
    `Quotation No. ${q.code}`,
    `Currency: ${q.currency}`,
    `Valid until: ${q.validUntil}`,
  ];
  const terms = quoteTerms(q.validUntil).map((line) => [line]);
  const [headings, rows, footer] =
    kind === 'quotation'
      ? [
          QUOTATION_HEADINGS,
          quotationRows(loaded),
          [...totalLines(loaded), [], ['Quote terms'], ...terms],
        ]
      : [PACKING_HEADINGS, packingRows(packingList(loaded.lines)), terms];
  const name = `${title} ${q.code}.${format}`;
  const bytes =
    format === 'xlsx'
      ? await spreadsheet(title, header, headings, rows, footer)
      : pdfOf(title, header, headings, rows, footer);
  return { name, bytes };
}
