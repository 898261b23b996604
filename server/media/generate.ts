/**
 * Writes the demo media the seed data points at: SVG illustrations of products, categories,
 * news, solutions, banners, vendor logos and certificates, and small PDF datasheets,
 * installation guides and brochures. The output is committed; run this again after changing the
 * catalogue: `npx tsx server/media/generate.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '../db/seed/catalog';
import { SERIES } from '../db/seed/catalog-series';
import { NEWS_IMAGES } from '../db/seed/data-schema';
import { SOLUTIONS } from '../db/seed/solutions';
import { VENDORS } from '../db/seed/vendors';

import { ICONS, THEMES, artwork, certificateImage, vendorLogo } from './artwork';
import { brochure, datasheet, installationGuide } from './demo-documents';
import { PRODUCT_IMAGES, backdrop, svg } from './product-art';

const root = dirname(fileURLToPath(import.meta.url));

function write(path: string, content: string | Buffer) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

for (const [stem, { front, rear: back }] of Object.entries(PRODUCT_IMAGES)) {
  write(`products/${stem}.svg`, svg(`${stem} front view`, backdrop() + front));
  if (back) write(`products/${stem}-rear.svg`, svg(`${stem} rear view`, backdrop() + back));
}
const categoryArt: Record<number, string> = {
  1: 'switch-24',
  2: 'router-1u',
  3: 'ap-ceiling',
  4: 'firewall-1u',
  5: 'sfp',
  6: 'psu',
};
for (const category of CATEGORIES) {
  const stem = category.image.replace(/^.*\//, '').replace(/\.svg$/, '');
  const art = PRODUCT_IMAGES[categoryArt[category.id] ?? 'switch-24']?.front ?? '';
  write(`categories/${stem}.svg`, svg(category.name.en, backdrop('#ffffff', '#f0d6db') + art));
}
NEWS_IMAGES.forEach((kind, i) => {
  const [from, to, accent] = THEMES[i % THEMES.length] ?? THEMES[0] ?? ['', '', ''];
  write(`news/${kind}.svg`, svg(kind, artwork(i + 1, from, to, accent, ICONS[kind] ?? '')));
});
SOLUTIONS.forEach((solution, i) => {
  const [from, to, accent] = THEMES[(i + 2) % THEMES.length] ?? THEMES[0] ?? ['', '', ''];
  write(
    `solutions/${solution.image}.svg`,
    svg(solution.title.en, artwork(i + 11, from, to, accent, ICONS[solution.image] ?? '')),
  );
});
(
  [
    ['wifi7', 'wifi7'],
    ['datacenter', 'datacenterBanner'],
    ['partners', 'partners'],
    ['training', 'certificate'],
  ] as const
).forEach(([name, icon], i) => {
  const [from, to, accent] = THEMES[i % THEMES.length] ?? THEMES[0] ?? ['', '', ''];
  write(`banners/${name}.svg`, svg(name, artwork(i + 21, from, to, accent, ICONS[icon] ?? '')));
});
VENDORS.forEach((vendor, i) => write(`vendors/${i + 1}.svg`, vendorLogo(vendor.initials, i)));
(['cloud', 'training', 'support'] as const).forEach((name, i) => {
  const file = name === 'training' ? 'academy' : name;
  const [from, to, accent] = THEMES[i % THEMES.length] ?? THEMES[0] ?? ['', '', ''];
  write(
    `links/${file}.svg`,
    svg(
      file,
      artwork(i + 31, from, to, accent, ICONS[name === 'training' ? 'training' : name] ?? ''),
    ),
  );
});
write('certificates/dcna.svg', certificateImage('DCNA', 'DCN Certified Network Associate'));
write('certificates/dcnp.svg', certificateImage('DCNP', 'DCN Certified Network Professional'));
write('certificates/dcne.svg', certificateImage('DCNE', 'DCN Certified Network Expert'));
for (const series of SERIES) {
  write(`downloads/${series.slug}-datasheet.pdf`, await datasheet(series));
  if (series.installable !== false) {
    write(`downloads/${series.slug}-installation-guide.pdf`, await installationGuide(series));
  }
}
for (const category of CATEGORIES) {
  write(`brochures/${category.brochure.file}`, await brochure(category));
}
