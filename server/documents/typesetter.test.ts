import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { Typesetter } from './typesetter';

const STYLE = { size: 9 };

/** The narrowest width, in whole points, at which the text stays on one line. */
function narrowestOneLine(type: Typesetter, text: string): number {
  let width = 1;
  while (type.wrap(text, width, STYLE).length > 1) width += 1;
  return width;
}

describe('a word wider than its box', () => {
  const type = new Typesetter(new PDFDocument({ size: 'A4' }), 'ltr');

  it('breaks after a hyphen, so that a model number is cut between its parts', () => {
    // Room for "SFP-GE-LH40-SM13": cut at that letter, it would read as another model.
    const width = narrowestOneLine(type, 'SFP-GE-LH40-SM13');
    expect(type.wrap('SFP-GE-LH40-SM1310', width, STYLE)).toEqual([['SFP-GE-LH40-'], ['SM1310']]);
    expect(type.wrap('Duplex LC/UPC', narrowestOneLine(type, 'Duplex LC/U'), STYLE)).toEqual([
      ['Duplex'],
      ['LC/UPC'],
    ]);
  });

  it('is cut between characters only where a part alone is too wide, losing none', () => {
    const width = narrowestOneLine(type, 'QSFP28');
    const lines = type.wrap('QSFP28100GCWDM4-LR', width, STYLE);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.flat().join('')).toBe('QSFP28100GCWDM4-LR');
    for (const line of lines) expect(type.wrap(line.join(' '), width, STYLE)).toHaveLength(1);
  });
});
