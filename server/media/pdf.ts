/** Small PDF documents of the demo catalogue: datasheets, installation guides and brochures. */
import type { CATEGORIES } from '../db/seed/catalog';
import { SERIES } from '../db/seed/catalog-series';
import { SPEC_NAMES, type SpecKey } from '../db/seed/catalog-text';

const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
};

/** Text as WinAnsi bytes for the standard Helvetica font; other characters become close ASCII. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replaceAll('−', '-').replaceAll('≤', '<=').replaceAll('›', '>')) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (code > 0xff) {
      out += '?';
    } else {
      const c = String.fromCharCode(code);
      out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
    }
  }
  return out;
}

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A small multi-page A4 PDF of text lines in Helvetica. */
export function pdf(lines: PdfLine[]): Buffer {
  const pages: string[][] = [[]];
  let y = 790;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size + 4;
    if (y < 50) {
      pages.push([]);
      y = 790 - size - 4;
    }
    pages
      .at(-1)
      ?.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${y} Td (${pdfText(line.text)}) Tj ET`);
  }
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  pages.forEach((page, i) => {
    const stream = page.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    objects.push(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function datasheet(series: (typeof SERIES)[number]): Buffer {
  const lines: PdfLine[] = [
    { text: `DCN ${series.series} Series`, size: 20, bold: true },
    { text: `${series.kind.en} - Datasheet`, size: 13, gap: 4 },
    { text: series.tagline.en, size: 11, gap: 10 },
  ];
  wrap(series.body.en.overview, 95).forEach((text) => lines.push({ text }));
  lines.push({ text: 'Key features', size: 13, bold: true, gap: 12 });
  series.body.en.features.forEach((f) =>
    wrap(f, 90).forEach((text, i) => lines.push({ text: `${i === 0 ? '•' : ' '} ${text}` })),
  );
  for (const variant of series.variants) {
    lines.push({ text: variant.model, size: 13, bold: true, gap: 12 });
    const specs: Record<string, string> = { ...series.specs, ...variant.specs };
    for (const key of Object.keys(SPEC_NAMES) as SpecKey[]) {
      const value = specs[key];
      if (value) {
        wrap(`${SPEC_NAMES[key].en}: ${value}`, 95).forEach((text) => lines.push({ text }));
      }
    }
  }
  lines.push({ text: 'Specifications are subject to change without notice.', size: 8, gap: 16 });
  return pdf(lines);
}

export function installationGuide(series: (typeof SERIES)[number]): Buffer {
  const steps = [
    'Read the safety instructions. Install the device in a restricted-access location, earth the chassis and keep ventilation openings clear.',
    'Unpack the device and check the packing list: device, power cord or adapter, mounting hardware, console cable and warranty card.',
    'Mount the device in a 19-inch rack, on a desk, on a wall or on a DIN rail as the model allows. Leave at least 10 cm in front of and behind the vents.',
    'Connect the earthing cable, then the power. Check that the power LED is green and the system LED blinks while the device starts.',
    'Connect a terminal to the console port at 9600 baud, 8 data bits, no parity, 1 stop bit, no flow control.',
    'Log in with the default account printed on the label and change the password at the first login.',
    'Set the management address and the default gateway, then save the configuration with the write command.',
    'Register the serial number in the partner portal to start the warranty and check its dates with the SN check.',
  ];
  const lines: PdfLine[] = [
    { text: `DCN ${series.series} Series`, size: 20, bold: true },
    { text: 'Installation guide', size: 13, gap: 4 },
    { text: `Models: ${series.variants.map((v) => v.model).join(', ')}`, gap: 10 },
  ];
  steps.forEach((step, i) =>
    wrap(step, 90).forEach((text, j) =>
      lines.push({ text: `${j === 0 ? `${i + 1}.` : '  '} ${text}`, gap: j === 0 ? 6 : 0 }),
    ),
  );
  lines.push({
    text: 'Technical support: +86 400 810 9119, support@dcnetworks.com.cn',
    size: 9,
    gap: 16,
  });
  return pdf(lines);
}

export function brochure(category: (typeof CATEGORIES)[number]): Buffer {
  const lines: PdfLine[] = [
    { text: category.brochure.name.replace(' (PDF)', ''), size: 20, bold: true },
  ];
  for (const child of category.children) {
    lines.push({ text: child.name.en, size: 14, bold: true, gap: 12 });
    for (const series of SERIES.filter((s) => s.cate === child.id)) {
      lines.push({ text: `${series.series}: ${series.tagline.en}`, bold: true, gap: 4 });
      series.variants.forEach((v) =>
        lines.push({ text: `  ${v.model} - ${v.highlight} - GPL USD ${v.price.toFixed(2)}` }),
      );
    }
  }
  return pdf(lines);
}
