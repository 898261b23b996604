/**
 * The test kit of the documents: the text of a PDF as a reader's tool extracts it (PDF.js), with
 * where each piece sits, and the cells of a workbook (exceljs).
 */
import type { CellValue } from 'exceljs';

/** A piece of text on a page, with its box in points from the page's bottom left. */
export interface PdfPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One page: its size and its text, piece by piece. */
export interface PdfPage {
  width: number;
  height: number;
  pieces: PdfPiece[];
  /** The page's text, the pieces of a line together, lines from top to bottom. */
  text: string;
}

/** The pages of a PDF, read by PDF.js as a reader's tool would. */
export async function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await loading.promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const pieces: PdfPiece[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      // Arabic is drawn in its presentation forms; a reader's tool gives the letters back.
      const text = item.str.replace(/[\ufb50-\ufdff\ufe70-\ufeff]+/g, (forms) =>
        forms.normalize('NFKC'),
      );
      pieces.push({ text, x, y, width: item.width, height: item.height });
    }
    // Lines: pieces at the same height, left to right; lines top to bottom.
    const lines = new Map<number, PdfPiece[]>();
    for (const piece of pieces) {
      const key = Math.round(piece.y);
      lines.set(key, [...(lines.get(key) ?? []), piece]);
    }
    // Pieces that touch are one word (a word drawn in several fonts); a gap is a space.
    const text = [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((piece, i) => {
            const before = line[i - 1];
            const gap = before ? piece.x - (before.x + before.width) : 0;
            return (before && gap > piece.height * 0.1 ? ' ' : '') + piece.text;
          })
          .join(''),
      )
      .join('\n');
    pages.push({ width, height, pieces, text });
  }
  await loading.destroy();
  return pages;
}

/** The pieces of text that reach outside their page. */
export function outsideThePage(pages: PdfPage[]): PdfPiece[] {
  return pages.flatMap((page) =>
    page.pieces.filter(
      (p) => p.x < 0 || p.y < 0 || p.x + p.width > page.width + 0.5 || p.y + p.height > page.height,
    ),
  );
}

/** The rows of a workbook's first sheet, each cell's value as exceljs reads it back. */
export async function readSheet(bytes: Buffer): Promise<CellValue[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => {
      values[c - 1] = cell.value;
    });
    rows[n - 1] = values;
  });
  return rows;
}
