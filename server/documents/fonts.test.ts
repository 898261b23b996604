/**
 * The documents' fonts, unwrapped once from their WOFF files: the same font, glyph for glyph,
 * and every document draws with it.
 */
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFiles, isWoff, sfntOf } from './fonts';

/** The parts of a font a document uses: its glyphs, the characters they draw, its names. */
function essence(font: fontkit.Font) {
  return {
    glyphs: font.numGlyphs,
    characters: font.characterSet.length,
    name: font.postscriptName,
    unitsPerEm: font.unitsPerEm,
    advances: [0x41, 0x627, 0xac00, 0x416]
      .filter((code) => font.hasGlyphForCodePoint(code))
      .map((code) => font.glyphForCodePoint(code).advanceWidth),
  };
}

describe('a WOFF file unwrapped', () => {
  it('is the TrueType font it wraps, for a Latin, an Arabic and a Korean file of both weights', () => {
    const files = [...fontFiles(400), ...fontFiles(700)].filter((file) =>
      /(latin|arabic-arabic|kr-0?1[0-9]?)-\d00-normal\.woff$/.test(file.path),
    );
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const { path, font } of files) {
      const woff = readFileSync(path);
      expect(isWoff(woff), path).toBe(true);
      const sfnt = sfntOf(woff);
      expect(isWoff(sfnt)).toBe(false);
      // What fontkit reads from the WOFF itself, and from the unwrapped font the documents use.
      const wrapped = fontkit.create(woff) as fontkit.Font;
      expect(essence(fontkit.create(sfnt) as fontkit.Font), path).toEqual(essence(wrapped));
      expect(essence(font), path).toEqual(essence(wrapped));
    }
  });

  it('refuses bytes that are not a WOFF file', () => {
    expect(() => sfntOf(Buffer.from('not a font at all, just some text of length'))).toThrow(
      'not a WOFF file',
    );
  });
});
