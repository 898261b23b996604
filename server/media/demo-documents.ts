/**
 * The PDF documents of the demo catalogue: datasheets, installation guides and brochures,
 * written through the documents' own PDF writer (server/documents/pdf.ts).
 */
import type { CATEGORIES } from '../db/seed/catalog';
import { SERIES } from '../db/seed/catalog-series';
import { SPEC_NAMES, type SpecKey } from '../db/seed/catalog-text';
import { SELLER } from '../documents/parties';
import { renderTextPdf, type TextLine } from '../documents/pdf';

/** The day the demo catalogue's documents carry, so that generating them again changes nothing. */
const CATALOGUE_DAY = new Date('2026-01-15T00:00:00Z');

export function datasheet(series: (typeof SERIES)[number]): Promise<Buffer> {
  const lines: TextLine[] = [
    { text: `DCN ${series.series} Series`, size: 20, bold: true },
    { text: `${series.kind.en} - Datasheet`, size: 13, gap: 4 },
    { text: series.tagline.en, size: 11, gap: 10 },
  ];
  lines.push({ text: series.body.en.overview });
  lines.push({ text: 'Key features', size: 13, bold: true, gap: 12 });
  series.body.en.features.forEach((f) => lines.push({ text: `• ${f}` }));
  for (const variant of series.variants) {
    lines.push({ text: variant.model, size: 13, bold: true, gap: 12 });
    const specs: Record<string, string> = { ...series.specs, ...variant.specs };
    for (const key of Object.keys(SPEC_NAMES) as SpecKey[]) {
      const value = specs[key];
      if (value) {
        lines.push({ text: `${SPEC_NAMES[key].en}: ${value}` });
      }
    }
  }
  lines.push({ text: 'Specifications are subject to change without notice.', size: 8, gap: 16 });
  return renderTextPdf(lines[0]?.text ?? '', lines, SELLER, CATALOGUE_DAY);
}

export function installationGuide(series: (typeof SERIES)[number]): Promise<Buffer> {
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
  const lines: TextLine[] = [
    { text: `DCN ${series.series} Series`, size: 20, bold: true },
    { text: 'Installation guide', size: 13, gap: 4 },
    { text: `Models: ${series.variants.map((v) => v.model).join(', ')}`, gap: 10 },
  ];
  steps.forEach((step, i) => lines.push({ text: `${i + 1}. ${step}`, gap: 6 }));
  lines.push({
    text: 'Technical support: +86 400 810 9119, support@dcnetworks.com.cn',
    size: 9,
    gap: 16,
  });
  return renderTextPdf(lines[0]?.text ?? '', lines, SELLER, CATALOGUE_DAY);
}

export function brochure(category: (typeof CATEGORIES)[number]): Promise<Buffer> {
  const lines: TextLine[] = [
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
  return renderTextPdf(lines[0]?.text ?? '', lines, SELLER, CATALOGUE_DAY);
}
