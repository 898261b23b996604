/**
 * A business document as an .xlsx workbook a partner can compute with
 * (docs/decisions/148-one-price-model-and-documents.md): amounts and quantities are numbers
 * with a number format, the table's header row stays in view and is printed on every page, the
 * columns fit their contents, and the sheet prints landscape on A4, one page wide.
 */

/** A column: its heading, and what its cells hold. */
export interface SheetColumn {
  heading: string;
  kind: 'text' | 'number' | 'amount';
}

export interface SheetSpec {
  rtl: boolean;
  title: string;
  /** Lines above the table: number, dates, parties. */
  header: string[];
  columns: SheetColumn[];
  rows: { values: (string | number)[]; bold?: boolean }[];
  /** Under the last column: the PO total, the VAT, the amount due. */
  totals: [label: string, amount: number][];
  /** Lines under the table: notes and terms, with their headings in bold. */
  notes: { text: string; heading?: boolean }[];
  author: string;
}

/** Dollars and cents, with thousands separators (Excel shows them in the reader's locale). */
export const AMOUNT_FORMAT = '#,##0.00';
const HEAD_FILL = 'FFECEEF2';
/** The height of a line of text in a row, in points. */
const LINE_HEIGHT = 13;

/** The width of a column, in characters, from the longest of its texts. */
function widthOf(texts: string[]): number {
  const longest = Math.max(...texts.map((text) => text.length));
  return Math.min(48, Math.max(10, longest + 2));
}

export async function renderSheet(spec: SheetSpec): Promise<Buffer> {
  // Loaded on the first spreadsheet: the library is large, and the server starts without it.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = spec.author;
  const headerRow = spec.header.length + 3;
  const sheet = book.addWorksheet(spec.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: headerRow, rightToLeft: spec.rtl }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${headerRow}:${headerRow}`,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&P / &N' },
  });
  sheet.addRow([spec.title]).font = { bold: true, size: 14 };
  for (const line of spec.header) sheet.addRow([line]);
  sheet.addRow([]);
  const head = sheet.addRow(spec.columns.map((column) => column.heading));
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'middle' };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEAD_FILL } };
  });
  for (const row of spec.rows) {
    const added = sheet.addRow(row.values);
    // Long texts wrap inside their column; the row grows to fit when the sheet is opened.
    added.alignment = { wrapText: true, vertical: 'top' };
    if (row.bold) added.font = { bold: true };
  }
  const last = spec.columns.length;
  if (spec.totals.length > 0) sheet.addRow([]);
  spec.totals.forEach(([label, amount], i) => {
    const values: (string | number | null)[] = Array.from({ length: last }, () => null);
    // The label spans the columns before the amount, so that it is never cut.
    const from = Math.max(1, last - 4);
    values[from - 1] = label;
    values[last - 1] = amount;
    const row = sheet.addRow(values);
    sheet.mergeCells(row.number, from, row.number, last - 1);
    row.getCell(from).alignment = { horizontal: 'right' };
    row.getCell(last).numFmt = AMOUNT_FORMAT;
    if (i === spec.totals.length - 1) row.font = { bold: true };
  });
  sheet.addRow([]);
  for (const note of spec.notes) {
    const row = sheet.addRow([note.text]);
    if (note.heading) row.font = { bold: true };
  }

  const widths = spec.columns.map((column, i) =>
    widthOf([
      column.kind === 'text' ? column.heading : '',
      ...spec.rows.map((row) => String(row.values[i] ?? '')),
    ]),
  );
  // Rows as tall as their longest wrapped text: not every reader grows them when it opens the file.
  const linesOf = (values: (string | number | null)[]) =>
    Math.max(
      1,
      ...values.map((value, i) =>
        typeof value === 'string'
          ? Math.ceil(value.length / Math.max(1, (widths[i] ?? 10) - 2))
          : 1,
      ),
    );
  head.height = LINE_HEIGHT * linesOf(spec.columns.map((column) => column.heading)) + 4;
  spec.rows.forEach((row, i) => {
    sheet.getRow(headerRow + 1 + i).height = LINE_HEIGHT * linesOf(row.values) + 2;
  });
  spec.columns.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = widths[i] ?? 10;
    if (column.kind === 'text') return;
    const whole = spec.rows.every((row) => {
      const value = row.values[i];
      return typeof value !== 'number' || Number.isInteger(value);
    });
    const format = column.kind === 'amount' ? AMOUNT_FORMAT : whole ? '#,##0' : '#,##0.0##';
    for (let r = headerRow + 1; r <= headerRow + spec.rows.length; r += 1) {
      sheet.getCell(r, i + 1).numFmt = format;
    }
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
