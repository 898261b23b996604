/**
 * The fonts of the portal's documents (docs/decisions/148-one-price-model-and-documents.md): Noto
 * Sans for Latin, Vietnamese and Cyrillic, Noto Sans Arabic and Noto Sans KR, from their
 * @fontsource packages. Each package splits a face into files by Unicode range (Korean into more
 * than a hundred), so a character is drawn with the first file that has its glyph.
 *
 * The packages ship WOFF files, whose tables are compressed. fontkit inflates a WOFF table in
 * JavaScript each time it reads it, and pdfkit read the files anew for every document: about
 * 90 ms of the server's only thread per document went to inflating the same glyphs again. Here
 * each file is unwrapped once, with Node's zlib, into the TrueType font it holds, and every
 * document draws with those fonts ({@link useFont}).
 */
import * as fontkit from 'fontkit';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The weights the documents use. */
export type Weight = 400 | 700;

/** One font file: where it is, and its glyphs. */
export interface FontFile {
  path: string;
  font: fontkit.Font;
}

function filesOf(pkg: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
}

/** The files of a face in the order they are tried: Latin first, Korean last. */
function facePaths(weight: Weight): string[] {
  const sans = filesOf('@fontsource/noto-sans');
  const arabic = filesOf('@fontsource/noto-sans-arabic');
  const korean = filesOf('@fontsource/noto-sans-kr');
  const suffix = `-${weight}-normal.woff`;
  const numbered = readdirSync(korean)
    .filter((name) => name.endsWith(suffix) && /^noto-sans-kr-\d+-/.test(name))
    .sort((a, b) => Number(/-(\d+)-/.exec(a)?.[1]) - Number(/-(\d+)-/.exec(b)?.[1]));
  return [
    ...['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'].map((range) =>
      join(sans, `noto-sans-${range}${suffix}`),
    ),
    ...['arabic', 'symbols'].map((range) => join(arabic, `noto-sans-arabic-${range}${suffix}`)),
    ...numbered.map((name) => join(korean, name)),
  ];
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

/** Whether the bytes are a WOFF (1.0) file. */
export function isWoff(data: Buffer): boolean {
  return data.length >= WOFF_HEADER_BYTES && data.readUInt32BE(0) === WOFF_SIGNATURE;
}

/**
 * The TrueType or OpenType font a WOFF 1.0 file wraps (W3C WOFF 1.0, section 5: its tables,
 * inflated where compressed, behind an SFNT table directory in the same tag order), byte for
 * byte the font the file was made from.
 */
export function sfntOf(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('a WOFF table is not the length it says');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const faces = new Map<Weight, FontFile[]>();
/** Every file read so far, by path. */
const byPath = new Map<string, FontFile>();

/** The files of one weight, read once. */
export function fontFiles(weight: Weight): FontFile[] {
  let files = faces.get(weight);
  if (!files) {
    files = facePaths(weight).map((path) => {
      const data = readFileSync(path);
      const font = fontkit.create(isWoff(data) ? sfntOf(data) : data);
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection`);
      const file = { path, font };
      byPath.set(path, file);
      return file;
    });
    faces.set(weight, files);
  }
  return files;
}

/** The file that draws a character: the first that has its glyph, else the Latin one. */
export function fileFor(codePoint: number, weight: Weight): FontFile {
  const files = fontFiles(weight);
  return files.find((file) => file.font.hasGlyphForCodePoint(codePoint)) ?? (files[0] as FontFile);
}

/** The documents and the font files each has been given. */
const given = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * Sets `doc`'s font to the file at `path` (one of {@link fontFiles}), drawn from the font read
 * here, not from the file again: the first time in a document, the font is registered under its
 * path, so pdfkit embeds it once per document.
 */
export function useFont(doc: PDFKit.PDFDocument, path: string): PDFKit.PDFDocument {
  let paths = given.get(doc);
  if (!paths) {
    paths = new Set();
    given.set(doc, paths);
  }
  if (!paths.has(path)) {
    const file = byPath.get(path);
    if (!file) throw new Error(`${path} is not one of the documents' fonts`);
    // pdfkit takes a font it can lay out as well as a file; its types know only files.
    doc.registerFont(path, file.font as unknown as string);
    paths.add(path);
  }
  return doc.font(path);
}
