/**
 * A business document as a PDF (docs/decisions/148-one-price-model-and-documents.md), through
 * pdfkit with the Noto fonts embedded: a title with the document's number and dates, the
 * parties (seller, buyer, end user), a table whose header row is repeated on every page and
 * whose cells wrap, the totals, the notes and terms, and "page n of m" on every page. A4
 * landscape, laid out right to left for Arabic.
 */
import PDFDocument from 'pdfkit';
import { Typesetter, type Align, type Direction, type TextStyle } from './typesetter';

/** A column of the table: its heading, its share of the width and where its values sit. */
export interface PdfColumn {
  heading: string;
  width: number;
  align?: Align;
}

/** A row of the table; `sub` rows (an accessory under its main product) are indented. */
export interface PdfRow {
  cells: string[];
  bold?: boolean;
  sub?: boolean;
}

/** A titled block of lines: a party, the terms, a note. */
export interface PdfBlock {
  heading: string;
  lines: string[];
}

export interface PdfSpec {
  /** The language (BCP 47) and direction of the document. */
  lang: string;
  dir: Direction;
  title: string;
  /** What identifies it under the title: number, dates, currency. */
  meta: [label: string, value: string][];
  /** The parties, side by side. */
  parties: PdfBlock[];
  columns: PdfColumn[];
  /** The column whose text a `sub` row indents (the model, under its main product). */
  indentColumn?: number;
  rows: PdfRow[];
  /** Lines under the table, at its end side; the last one is the amount due. */
  totals: [label: string, value: string][];
  notes: PdfBlock[];
  /** "Page 1 of 2" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
  /** Who issues it, for the file's properties. */
  author: string;
}

const MARGIN = 36;
const BODY: TextStyle = { size: 9 };
const SMALL: TextStyle = { size: 8 };
const TABLE: TextStyle = { size: 8.5 };
const HEADING: TextStyle = { size: 8.5, weight: 700 };
const PAD = 4;
const RULE = '#b8bcc4';
const HEAD_FILL = '#eceef2';
const ACCENT = '#ca1d3a';
const INK = '#1f2430';

/**
 * A document with its pages kept until the end (so that each can be numbered), written by
 * `write`; resolves with its bytes.
 */
function writePdf(
  options: PDFKit.PDFDocumentOptions,
  write: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, displayTitle: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc);
  doc.end();
  return done;
}

/** Writes `label(page, pages)` under every page, at the line's end side, below the margin. */
function numberPages(
  doc: PDFKit.PDFDocument,
  type: Typesetter,
  margin: number,
  label: (page: number, pages: number) => string,
): void {
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - 2 * margin;
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    // Below the bottom margin: pdfkit would otherwise start a page for it.
    doc.page.margins.bottom = 0;
    doc.fillColor('#5a6170');
    type.draw(label(i + 1, count), margin, doc.page.height - margin, width, SMALL, 'end');
  }
}

/** Writes the document; resolves with its bytes. */
export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  return writePdf(
    {
      layout: 'landscape',
      margin: MARGIN,
      lang: spec.lang,
      info: { Title: `${spec.title} ${spec.meta[0]?.[1] ?? ''}`.trim(), Author: spec.author },
    },
    (doc) => new Layout(doc, spec).write(),
  );
}

class Layout {
  private readonly type: Typesetter;
  private readonly left = MARGIN;
  private readonly width: number;
  private readonly bottom: number;
  /** The table's columns: x and width, from the document's start side. */
  private readonly boxes: { x: number; width: number }[];
  private y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly spec: PdfSpec,
  ) {
    this.type = new Typesetter(doc, spec.dir);
    this.width = doc.page.width - 2 * MARGIN;
    // Room for the page number under the last row.
    this.bottom = doc.page.height - MARGIN - 16;
    this.boxes = this.columnBoxes();
  }

  write(): void {
    this.doc.fillColor(INK);
    this.titleBlock();
    this.partiesBlock();
    this.table();
    this.totalsBlock();
    for (const note of this.spec.notes) this.block(note);
    numberPages(this.doc, this.type, MARGIN, this.spec.pageLabel);
  }

  /** The x of a box `width` wide that starts `offset` from the document's start side. */
  private fromStart(offset: number, width: number): number {
    return this.spec.dir === 'rtl' ? this.left + this.width - offset - width : this.left + offset;
  }

  /** A new page when `height` does not fit on this one; answers whether it made one. */
  private room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  private titleBlock(): void {
    this.doc.fillColor(ACCENT);
    this.y += this.type.draw(this.spec.title, this.left, this.y, this.width, {
      size: 18,
      weight: 700,
    });
    this.doc.fillColor(INK);
    const meta = this.spec.meta.map(([label, value]) => `${label}: ${value}`).join('   ·   ');
    this.y += this.type.draw(meta, this.left, this.y + 2, this.width, BODY) + 10;
  }

  private partiesBlock(): void {
    const parties = this.spec.parties;
    if (parties.length === 0) return;
    const gap = 16;
    const boxWidth = (this.width - gap * (parties.length - 1)) / parties.length;
    const heights = parties.map(
      (party) =>
        this.type.lineHeight(HEADING) +
        party.lines.reduce((sum, line) => sum + this.type.height(line, boxWidth, BODY), 0),
    );
    const tallest = Math.max(...heights);
    parties.forEach((party, i) => {
      const x = this.fromStart(i * (boxWidth + gap), boxWidth);
      let y = this.y;
      this.doc.fillColor(ACCENT);
      y += this.type.draw(party.heading, x, y, boxWidth, HEADING);
      this.doc.fillColor(INK);
      for (const line of party.lines) y += this.type.draw(line, x, y, boxWidth, BODY);
    });
    this.y += tallest + 12;
  }

  /** The columns' x and width, from the start side. */
  private columnBoxes(): { x: number; width: number }[] {
    const total = this.spec.columns.reduce((sum, column) => sum + column.width, 0);
    let offset = 0;
    return this.spec.columns.map((column) => {
      const width = (column.width / total) * this.width;
      const box = { x: this.fromStart(offset, width), width };
      offset += width;
      return box;
    });
  }

  private rowHeight(cells: string[], style: TextStyle, indent: number): number {
    const boxes = this.boxes;
    return (
      Math.max(
        ...cells.map((cell, i) =>
          this.type.height(
            cell,
            (boxes[i]?.width ?? 0) - 2 * PAD - (i === this.spec.indentColumn ? indent : 0),
            style,
          ),
        ),
      ) +
      2 * PAD
    );
  }

  private drawRow(cells: string[], style: TextStyle, fill?: string, indent = 0): void {
    const boxes = this.boxes;
    const height = this.rowHeight(cells, style, indent);
    if (fill) this.doc.rect(this.left, this.y, this.width, height).fill(fill).fillColor(INK);
    cells.forEach((cell, i) => {
      const box = boxes[i];
      if (!box) return;
      const inset = i === this.spec.indentColumn ? indent : 0;
      const x = this.spec.dir === 'rtl' ? box.x + PAD : box.x + PAD + inset;
      const align = this.spec.columns[i]?.align ?? 'start';
      this.type.draw(cell, x, this.y + PAD, box.width - 2 * PAD - inset, style, align);
    });
    this.y += height;
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  private headerRow(): void {
    this.drawRow(
      this.spec.columns.map((column) => column.heading),
      HEADING,
      HEAD_FILL,
    );
  }

  private table(): void {
    const headings = this.spec.columns.map((column) => column.heading);
    this.room(this.rowHeight(headings, HEADING, 0) + 3 * this.type.lineHeight(TABLE));
    this.headerRow();
    for (const row of this.spec.rows) {
      const style = row.bold ? { ...TABLE, weight: 700 as const } : TABLE;
      const indent = row.sub ? 10 : 0;
      // A row never splits: it goes whole to the next page, under the header row again.
      if (this.room(this.rowHeight(row.cells, style, indent))) this.headerRow();
      this.drawRow(row.cells, style, undefined, indent);
    }
    this.y += 8;
  }

  private totalsBlock(): void {
    const totals = this.spec.totals;
    if (totals.length === 0) return;
    const labelWidth = 200;
    const valueWidth = 110;
    const lineHeight = this.type.lineHeight(BODY) + 2;
    this.room(totals.length * lineHeight);
    totals.forEach(([label, value], i) => {
      const style = i === totals.length - 1 ? { ...BODY, weight: 700 as const } : BODY;
      // At the table's end side: the label, then the value under the last column.
      const valueX = this.fromStart(this.width - valueWidth, valueWidth);
      const labelX = this.fromStart(this.width - valueWidth - labelWidth, labelWidth);
      this.type.draw(label, labelX, this.y, labelWidth - PAD, style, 'end');
      this.type.draw(value, valueX + PAD, this.y, valueWidth - 2 * PAD, style, 'end');
      this.y += lineHeight;
    });
    this.y += 10;
  }

  private block({ heading, lines }: PdfBlock): void {
    const height =
      this.type.lineHeight(HEADING) +
      lines.reduce((sum, line) => sum + this.type.height(line, this.width, SMALL), 0);
    this.room(Math.min(height, this.bottom - MARGIN));
    this.doc.fillColor(ACCENT);
    this.y += this.type.draw(heading, this.left, this.y, this.width, HEADING);
    this.doc.fillColor(INK);
    for (const line of lines) {
      this.room(this.type.height(line, this.width, SMALL));
      this.y += this.type.draw(line, this.left, this.y, this.width, SMALL);
    }
    this.y += 8;
  }
}

/** A line of a flowing text document: its size, weight and the space above it. */
export interface TextLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

/**
 * A document of flowing text on A4 portrait (a datasheet, a guide, a scanned letter): each line
 * wrapped to the page, a new page when one is full, "n / m" under every page.
 */
export function renderTextPdf(
  title: string,
  lines: TextLine[],
  author: string,
  /** When it was made; a fixed day makes the same file every time (committed demo media). */
  made?: Date,
): Promise<Buffer> {
  const margin = 56;
  const info = { Title: title, Author: author, ...(made ? { CreationDate: made } : {}) };
  return writePdf({ margin, lang: 'en', info }, (doc) => {
    const type = new Typesetter(doc, 'ltr');
    const width = doc.page.width - 2 * margin;
    const bottom = doc.page.height - margin - 16;
    let y = margin;
    doc.fillColor(INK);
    for (const line of lines) {
      const style: TextStyle = { size: line.size ?? 10, weight: line.bold ? 700 : 400 };
      y += line.gap ?? 0;
      for (const words of type.wrap(line.text, width, style)) {
        if (y + type.lineHeight(style) > bottom) {
          doc.addPage();
          y = margin;
        }
        y += type.draw(words.join(' '), margin, y, width, style);
      }
    }
    numberPages(doc, type, margin, (page, pages) => `${page} / ${pages}`);
  });
}
