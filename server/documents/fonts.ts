/**
 * The fonts of the portal's documents (docs/decisions/148-one-price-model-and-documents.md): Noto
 * Sans for Latin, Vietnamese and Cyrillic, Noto Sans Arabic and Noto Sans KR, from their
 * @fontsource packages. Each package splits a face into files by Unicode range (Korean into more
 * than a hundred), so a character is drawn with the first file that has its glyph.
 */
import * as fontkit from 'fontkit';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

const faces = new Map<Weight, FontFile[]>();

/** The files of one weight, read once. */
export function fontFiles(weight: Weight): FontFile[] {
  let files = faces.get(weight);
  if (!files) {
    files = facePaths(weight).map((path) => {
      const font = fontkit.create(readFileSync(path));
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${path} is a font collection`);
      return { path, font };
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
