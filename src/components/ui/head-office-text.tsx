import { useEffect } from 'react';
import { loadWebFont } from '../../lib/language';

/** Chinese characters (Han), in any of their blocks. */
const HAN = /\p{Script=Han}/u;

/** A code point no font draws: every font shows its "missing glyph" box for it. */
const NO_GLYPH = '\u{10FFFE}';

/**
 * Whether this machine has no font for a character: it comes out of a canvas exactly as a
 * character no font has. Unknown (no canvas) counts as having one.
 */
function machineLacksFontFor(character: string): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  const drawn = (text: string) => {
    context.clearRect(0, 0, 32, 32);
    context.font = '24px sans-serif';
    context.textBaseline = 'top';
    context.fillText(text, 0, 0);
    return context.getImageData(0, 0, 32, 32).data.join();
  };
  return drawn(character) === drawn(NO_GLYPH);
}

/**
 * A short text head office set, as it set it. One written in Chinese characters (the filing
 * number of a website hosted in China, 京ICP备…) is marked as Chinese, so that a screen reader
 * reads it as Chinese and the `:lang(zh)` rule draws it in a Chinese font; a machine with none,
 * where the characters would be empty boxes, loads the portal's (src/fonts/chinese-font.ts).
 */
export function HeadOfficeText({ text }: { text: string }) {
  const han = HAN.exec(text)?.[0];
  useEffect(() => {
    if (han && machineLacksFontFor(han)) loadWebFont('chinese-font');
  }, [han]);
  return han ? <span lang="zh-Hans">{text}</span> : text;
}
