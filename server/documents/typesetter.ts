/**
 * Lines of text in any of the portal's languages on a pdfkit page: each character in a font
 * that has it (server/documents/fonts.ts), words wrapped to a width, and right-to-left lines
 * laid out right to left. Arabic is written in its presentation forms (each letter in the shape
 * its neighbours give it), so that the text a reader copies or a tool extracts is the letters
 * drawn, not glyph numbers; fontkit draws a run of them right to left.
 * the order of the words on a line is decided here, one word at a time, by the rules of the
 * Unicode bidirectional algorithm applied to whole words: a line with Arabic in it runs right
 * to left, a group of left-to-right words in it (a model name, "USD 4,000.00") keeps its own
 * order, and a line without Arabic (an address, a telephone number) runs left to right even in
 * an Arabic document.
 */
import reshaper from 'arabic-persian-reshaper';
import { fileFor, useFont, type Weight } from './fonts';

/** How text sits in its box: at the start of the line (left, or right in Arabic), its end, or centred. */
export type Align = 'start' | 'end' | 'center';
export type Direction = 'ltr' | 'rtl';

/** A style of text: its size in points and weight. */
export interface TextStyle {
  size: number;
  weight?: Weight;
}

/** Characters of one word that one font file draws. */
interface Run {
  path: string;
  text: string;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/** Marks that steer the bidirectional algorithm: the layout here decides the order itself. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A word's direction: right to left, left to right, a number, or neutral (punctuation). */
type WordType = 'R' | 'L' | 'EN' | 'N';

function typeOf(word: string): WordType {
  if (RIGHT_TO_LEFT.test(word)) return 'R';
  if (LETTER.test(word)) return 'L';
  return DIGIT.test(word) ? 'EN' : 'N';
}

/**
 * Whether each word of a right-to-left line is laid out left to right: letters of a
 * left-to-right script are; a number is when the last strong word before it is (rule W7);
 * punctuation between two such words is too (rule N1, where numbers count as right to left).
 */
function leftToRight(words: string[]): boolean[] {
  const types = words.map(typeOf);
  let strong: WordType = 'R';
  const resolved = types.map((type) => {
    if (type === 'R' || type === 'L') strong = type;
    return type === 'EN' && strong === 'L' ? 'L' : type;
  });
  return resolved.map((type, i) => {
    if (type !== 'N') return type === 'L';
    const before = resolved.slice(0, i).findLast((t) => t !== 'N');
    const after = resolved.slice(i + 1).find((t) => t !== 'N');
    return before === 'L' && after === 'L';
  });
}
const MARK = /\p{M}/u;
/** Characters drawn mirrored in right-to-left text (Unicode's Bidi_Mirroring_Glyph pairs in use). */
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** Spaces that do not break a line ("1 234,56"): inside a word, drawn as a space. */
const NO_BREAK = /[\u00a0\u202f]/g;

/** The runs of a word: consecutive characters of the same font file; marks stay with their letter. */
function runsOf(word: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of word.replace(NO_BREAK, ' ')) {
    const last = runs.at(-1);
    const path =
      last && MARK.test(char) ? last.path : fileFor(char.codePointAt(0) ?? 0x20, weight).path;
    if (last?.path === path) last.text += char;
    else runs.push({ path, text: char });
  }
  return runs;
}

/**
 * The font's own substitutions, off for Arabic in presentation forms: the forms are shaped
 * already, and a substitution (say, a letter split into its body and its dots) would draw glyphs
 * that map to no character. Mark positioning and kerning stay. fontkit takes an object of
 * features to turn off, where pdfkit's types know only a list.
 */
const PRESHAPED = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'isol',
    'init',
    'medi',
    'fina',
    'med2',
    'fin2',
    'fin3',
    'rlig',
    'calt',
    'liga',
    'dlig',
    'cswh',
    'mset',
  ].map((tag) => [tag, false]),
) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** The lines' height as a multiple of the font size. */
const LINE_HEIGHT = 1.35;
/** Where the baseline sits under a line's top, as a multiple of the font size. */
const BASELINE = 1.05;

export class Typesetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** The direction of the document's language. */
    readonly dir: Direction,
  ) {}

  private runWidth(run: Run, size: number): number {
    return useFont(this.doc, run.path)
      .fontSize(size)
      .widthOfString(run.text, RIGHT_TO_LEFT.test(run.text) ? { features: PRESHAPED } : {});
  }

  /** The width of a word (no spaces in it). */
  private wordWidth(word: string, { size, weight = 400 }: TextStyle): number {
    const shown = RIGHT_TO_LEFT.test(word) ? reshaper.ArabicShaper.convertArabic(word) : word;
    return runsOf(shown, weight).reduce((sum, run) => sum + this.runWidth(run, size), 0);
  }

  private spaceWidth({ size, weight = 400 }: TextStyle): number {
    return useFont(this.doc, fileFor(0x20, weight).path).fontSize(size).widthOfString(' ');
  }

  /** The height of one line of this style. */
  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /**
   * A word too wide for the box, cut into pieces that fit: after a hyphen or a slash where it has
   * them, so that a model number breaks between its parts ("SFP-GE-LH40-", then "SM1310"), and
   * between two characters only inside a part too wide on its own.
   */
  private cut(word: string, width: number, style: TextStyle): string[] {
    const fits = (text: string) => this.wordWidth(text, style) <= width;
    const pieces: string[] = [];
    let piece = '';
    for (const part of word.split(/(?<=[-/])/)) {
      if (piece && !fits(piece + part)) {
        pieces.push(piece);
        piece = '';
      }
      if (fits(piece + part)) {
        piece += part;
        continue;
      }
      for (const char of part) {
        if (piece && !fits(piece + char)) {
          pieces.push(piece);
          piece = '';
        }
        piece += char;
      }
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  /** The text wrapped to `width`: its lines, each a list of words. Line breaks in it are kept. */
  wrap(text: string, width: number, style: TextStyle): string[][] {
    const lines: string[][] = [];
    const space = this.spaceWidth(style);
    for (const paragraph of text.normalize('NFC').replace(BIDI_CONTROLS, '').split('\n')) {
      let line: string[] = [];
      let used = 0;
      // Only spaces part words: a no-break space (in "1 234,56") keeps its number whole.
      for (const whole of paragraph.split(/[ \t]+/).filter(Boolean)) {
        for (const word of this.wordWidth(whole, style) > width
          ? this.cut(whole, width, style)
          : [whole]) {
          const wide = this.wordWidth(word, style);
          if (line.length > 0 && used + space + wide > width) {
            lines.push(line);
            line = [];
            used = 0;
          }
          used += (line.length > 0 ? space : 0) + wide;
          line.push(word);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The height the text takes wrapped to `width`. */
  height(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * this.lineHeight(style);
  }

  /**
   * The words of a line in the order they are drawn from left to right. In a right-to-left
   * document the line is reversed, except that consecutive left-to-right words keep their
   * order; in a left-to-right document the words stay as they are.
   */
  private visualOrder(words: string[]): string[] {
    if (this.dir === 'ltr' || !words.some((word) => RIGHT_TO_LEFT.test(word))) return words;
    const ltr = leftToRight(words);
    const groups: string[][] = [];
    words.forEach((word, i) => {
      const last = groups.at(-1);
      if (ltr[i] && last && ltr[i - 1]) last.push(word);
      else groups.push([word]);
    });
    return groups.reverse().flat();
  }

  /** Draws one word with its left edge at `x`. */
  private drawWord(word: string, x: number, y: number, { size, weight = 400 }: TextStyle): void {
    const rtl = RIGHT_TO_LEFT.test(word);
    // In a right-to-left word a bracket faces the other way, and the runs (its letters and, say,
    // a colon in another font) go right to left.
    const shown = rtl
      ? reshaper.ArabicShaper.convertArabic([...word].map((c) => MIRRORED[c] ?? c).join(''))
      : word;
    const runs = runsOf(shown, weight);
    if (rtl) runs.reverse();
    let at = x;
    // On one baseline, whatever each font's ascent: Arabic and Latin runs line up.
    const baseline = y + size * BASELINE;
    for (const run of runs) {
      useFont(this.doc, run.path)
        .fontSize(size)
        .text(run.text, at, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          ...(RIGHT_TO_LEFT.test(run.text) ? { features: PRESHAPED } : {}),
        });
      at += this.runWidth(run, size);
    }
  }

  /**
   * Draws the text in the box from (`x`, `y`) `width` wide, wrapped, each line aligned as
   * asked (`start` is the right edge in a right-to-left document). Answers the height used.
   */
  draw(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: Align = 'start',
  ): number {
    const lines = this.wrap(text, width, style);
    const space = this.spaceWidth(style);
    const toRight = (align === 'start') === (this.dir === 'rtl');
    lines.forEach((line, i) => {
      const words = this.visualOrder(line);
      const widths = words.map((word) => this.wordWidth(word, style));
      const total = widths.reduce((sum, w) => sum + w, 0) + space * Math.max(0, words.length - 1);
      let at = align === 'center' ? x + (width - total) / 2 : toRight ? x + width - total : x;
      const top = y + i * this.lineHeight(style);
      words.forEach((word, j) => {
        this.drawWord(word, at, top, style);
        at += (widths[j] ?? 0) + space;
      });
    });
    return lines.length * this.lineHeight(style);
  }
}
