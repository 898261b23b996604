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
import { SPEC_NAMES, type SpecKey } from '../db/seed/catalog-text';
import { NEWS_IMAGES } from '../db/seed/data-schema';
import { SOLUTIONS } from '../db/seed/solutions';
import { VENDORS } from '../db/seed/vendors';

const root = dirname(fileURLToPath(import.meta.url));
const BRAND = '#ca1d3a';

function write(path: string, content: string | Buffer) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function svg(title: string, body: string, width = 640, height = 400): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${title}</title>`,
    body,
    '</svg>\n',
  ].join('');
}

const backdrop = (from = '#f4f6f9', to = '#e3e8ef') =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#bg)"/>`;

const shadow = (x: number, y: number, w: number) =>
  `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="10" fill="#000" opacity="0.12"/>`;

function rj45(x: number, y: number, w = 12, h = 10): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="1" fill="#2b2f36"/><rect x="${x + 3}" y="${y + h - 3}" width="${w - 6}" height="3" fill="#4a505a"/>`;
}

function cage(x: number, y: number, w = 16, h = 9, fill = '#9aa3ad'): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="1" fill="${fill}" stroke="#6b737d" stroke-width="1"/><rect x="${x + 2}" y="${y + 3}" width="${w - 4}" height="${h - 5}" fill="#30343b"/>`;
}

function leds(x: number, y: number, n: number): string {
  return Array.from(
    { length: n },
    (_, i) =>
      `<circle cx="${x + i * 8}" cy="${y}" r="2" fill="${i % 3 === 0 ? '#f2a93b' : '#3bbf6a'}"/>`,
  ).join('');
}

function logo(x: number, y: number, size = 12, fill = '#ffffff'): string {
  return `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">DCN</text>`;
}

/** A rack-mount or desktop box seen from the front, with its ports. */
function box({
  width,
  height,
  rj = 0,
  sfp = 0,
  qsfp = 0,
  accent = BRAND,
  label = '',
}: {
  width: number;
  height: number;
  rj?: number;
  sfp?: number;
  qsfp?: number;
  accent?: string;
  label?: string;
}): string {
  const x = (640 - width) / 2;
  const y = (400 - height) / 2;
  const parts = [
    shadow(x, y + height + 14, width),
    `<rect x="${x - 14}" y="${y}" width="${width + 28}" height="${height}" rx="3" fill="#c9ced6"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="#3a3f47"/>`,
    `<rect x="${x}" y="${y}" width="34" height="${height}" rx="4" fill="${accent}"/>`,
    logo(x + 5, y + height / 2 + 4, 11),
    leds(x + 44, y + 10, 4),
  ];
  let px = x + 80;
  const rows = height >= 50 ? 2 : 1;
  const perRow = Math.ceil(rj / rows);
  for (let r = 0; r < rows && rj > 0; r += 1) {
    for (let i = 0; i < perRow && r * perRow + i < rj; i += 1) {
      const group = Math.floor(i / 6);
      parts.push(rj45(px + i * 14 + group * 6, y + 10 + r * 16));
    }
  }
  px += rj > 0 ? Math.ceil(perRow) * 14 + Math.floor(perRow / 6) * 6 + 12 : 0;
  const sfpPerRow = Math.ceil(sfp / rows);
  for (let r = 0; r < rows && sfp > 0; r += 1) {
    for (let i = 0; i < sfpPerRow && r * sfpPerRow + i < sfp; i += 1) {
      parts.push(cage(px + i * 18, y + 10 + r * 16));
    }
  }
  px += sfp > 0 ? sfpPerRow * 18 + 12 : 0;
  for (let i = 0; i < qsfp; i += 1) {
    const r = i % rows;
    const c = Math.floor(i / rows);
    parts.push(cage(px + c * 26, y + 9 + r * 16, 24, 12, '#b8bec6'));
  }
  if (label) {
    parts.push(
      `<rect x="${x + width - 52}" y="${y + height - 18}" width="44" height="13" rx="2" fill="${accent}"/>`,
      `<text x="${x + width - 30}" y="${y + height - 8}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="9" font-weight="700" fill="#fff">${label}</text>`,
    );
  }
  return parts.join('');
}

/** The back of a box: power inlets, fan vents and the console port. */
function rear(width: number, height: number, fans: number): string {
  const x = (640 - width) / 2;
  const y = (400 - height) / 2;
  const parts = [
    shadow(x, y + height + 14, width),
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="#3a3f47"/>`,
  ];
  for (let i = 0; i < 2; i += 1) {
    const px = x + 20 + i * 70;
    parts.push(
      `<rect x="${px}" y="${y + 8}" width="56" height="${height - 16}" rx="3" fill="#545a63"/>`,
      `<rect x="${px + 16}" y="${y + height / 2 - 7}" width="24" height="14" rx="2" fill="#1f2227"/>`,
    );
  }
  for (let i = 0; i < fans; i += 1) {
    const cx = x + width - 40 - i * 50;
    const r = Math.min(18, height / 2 - 6);
    parts.push(
      `<circle cx="${cx}" cy="${y + height / 2}" r="${r}" fill="#2b2f36" stroke="#6b737d"/>`,
      `<circle cx="${cx}" cy="${y + height / 2}" r="${r / 3}" fill="#6b737d"/>`,
    );
  }
  parts.push(
    rj45(x + 170, y + height / 2 - 5),
    `<text x="${x + 190}" y="${y + height / 2 + 4}" font-family="Arial, Helvetica, sans-serif" font-size="8" fill="#c9ced6">CONSOLE</text>`,
  );
  return parts.join('');
}

function chassis(vertical: boolean, slots: number): string {
  const w = vertical ? 300 : 260;
  const h = 300;
  const x = (640 - w) / 2;
  const y = 40;
  const parts = [
    shadow(x, y + h + 12, w),
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#3a3f47"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="26" rx="6" fill="${BRAND}"/>`,
    logo(x + 10, y + 18, 14),
  ];
  for (let i = 0; i < slots; i += 1) {
    if (vertical) {
      const sw = (w - 20) / slots;
      parts.push(
        `<rect x="${x + 10 + i * sw}" y="${y + 36}" width="${sw - 4}" height="${h - 90}" rx="2" fill="#545a63"/>`,
        cage(x + 10 + i * sw + (sw - 20) / 2, y + 50, 16, 12),
        cage(x + 10 + i * sw + (sw - 20) / 2, y + 70, 16, 12),
      );
    } else {
      const sh = (h - 90) / slots;
      parts.push(
        `<rect x="${x + 10}" y="${y + 36 + i * sh}" width="${w - 20}" height="${sh - 4}" rx="2" fill="#545a63"/>`,
      );
      for (let p = 0; p < 10; p += 1)
        parts.push(cage(x + 20 + p * 22, y + 40 + i * sh, 18, sh - 12));
    }
  }
  parts.push(
    `<rect x="${x + 10}" y="${y + h - 46}" width="${w - 20}" height="36" rx="2" fill="#2b2f36"/>`,
  );
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<rect x="${x + 18 + i * ((w - 36) / 4)}" y="${y + h - 40}" width="${(w - 36) / 4 - 8}" height="24" rx="2" fill="#545a63"/>`,
    );
  }
  return parts.join('');
}

function accessPoint(kind: 'ceiling' | 'wallplate' | 'outdoor'): string {
  if (kind === 'ceiling') {
    return [
      shadow(200, 300, 240),
      '<ellipse cx="320" cy="200" rx="130" ry="90" fill="#f9fafb" stroke="#c9ced6" stroke-width="3"/>',
      '<ellipse cx="320" cy="200" rx="92" ry="62" fill="none" stroke="#e3e8ef" stroke-width="2"/>',
      `<circle cx="320" cy="200" r="7" fill="#3bbf6a"/>`,
      logo(302, 252, 14, '#9aa3ad'),
    ].join('');
  }
  if (kind === 'wallplate') {
    return [
      shadow(250, 352, 140),
      '<rect x="250" y="40" width="140" height="300" rx="10" fill="#f9fafb" stroke="#c9ced6" stroke-width="3"/>',
      `<circle cx="320" cy="90" r="6" fill="#3bbf6a"/>`,
      logo(302, 140, 14, '#9aa3ad'),
      rj45(270, 290, 20, 16),
      rj45(300, 290, 20, 16),
      rj45(330, 290, 20, 16),
      rj45(360, 290, 16, 16),
    ].join('');
  }
  return [
    shadow(220, 350, 200),
    '<rect x="225" y="90" width="190" height="240" rx="12" fill="#eef1f4" stroke="#9aa3ad" stroke-width="3"/>',
    '<rect x="240" y="40" width="14" height="70" rx="7" fill="#6b737d"/>',
    '<rect x="386" y="40" width="14" height="70" rx="7" fill="#6b737d"/>',
    `<circle cx="320" cy="150" r="6" fill="#3bbf6a"/>`,
    logo(302, 210, 14, '#6b737d'),
    '<rect x="290" y="300" width="60" height="16" rx="3" fill="#6b737d"/>',
  ].join('');
}

function industrial(): string {
  const parts = [
    shadow(250, 360, 140),
    '<rect x="250" y="40" width="140" height="300" rx="6" fill="#6b737d"/>',
  ];
  for (let i = 0; i < 10; i += 1) {
    parts.push(`<rect x="250" y="${52 + i * 28}" width="12" height="16" fill="#545a63"/>`);
  }
  parts.push(
    `<rect x="270" y="48" width="112" height="26" rx="3" fill="${BRAND}"/>`,
    logo(300, 66, 13),
  );
  for (let i = 0; i < 8; i += 1) {
    parts.push(rj45(285 + (i % 2) * 44, 92 + Math.floor(i / 2) * 34, 30, 24));
  }
  parts.push(cage(285, 240, 30, 18), cage(329, 240, 30, 18), leds(290, 290, 8));
  return parts.join('');
}

function module(kind: 'sfp' | 'copper' | 'qsfp'): string {
  const w = kind === 'qsfp' ? 360 : 320;
  const h = kind === 'qsfp' ? 110 : 80;
  const x = (640 - w) / 2;
  const y = (400 - h) / 2;
  const parts = [
    shadow(x, y + h + 20, w),
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#c9ced6" stroke="#9aa3ad" stroke-width="2"/>`,
    `<rect x="${x + 40}" y="${y + 12}" width="${w - 150}" height="${h - 24}" rx="3" fill="#e3e8ef"/>`,
    logo(x + 52, y + h / 2 + 5, 14, '#6b737d'),
  ];
  if (kind === 'copper') {
    parts.push(rj45(x + w - 90, y + h / 2 - 18, 50, 36));
  } else {
    parts.push(
      `<rect x="${x + w - 100}" y="${y + h / 2 - 20}" width="22" height="40" rx="3" fill="${kind === 'qsfp' ? '#f2a93b' : '#2f7dd1'}"/>`,
      `<rect x="${x + w - 70}" y="${y + h / 2 - 20}" width="22" height="40" rx="3" fill="${kind === 'qsfp' ? '#f2a93b' : '#2f7dd1'}"/>`,
    );
  }
  parts.push(
    `<rect x="${x - 70}" y="${y + h / 2 - 6}" width="70" height="12" rx="5" fill="${BRAND}"/>`,
  );
  return parts.join('');
}

function psu(): string {
  const parts = [
    shadow(170, 300, 300),
    '<rect x="170" y="130" width="300" height="140" rx="6" fill="#9aa3ad"/>',
    '<rect x="440" y="150" width="40" height="100" rx="8" fill="none" stroke="#545a63" stroke-width="8"/>',
    '<circle cx="250" cy="200" r="48" fill="#3a3f47"/>',
  ];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="250" y1="200" x2="${250 + 44 * Math.cos((i * Math.PI) / 3)}" y2="${200 + 44 * Math.sin((i * Math.PI) / 3)}" stroke="#6b737d" stroke-width="6"/>`,
    );
  }
  parts.push(
    '<rect x="330" y="180" width="50" height="40" rx="4" fill="#1f2227"/>',
    `<circle cx="400" cy="160" r="5" fill="#3bbf6a"/>`,
    logo(325, 255, 14, '#3a3f47'),
  );
  return parts.join('');
}

function rackKit(): string {
  return [
    shadow(140, 300, 360),
    '<path d="M140 150 h60 v120 h-60 z M140 150 h20 v-30 h-20 z" fill="#9aa3ad"/>',
    '<path d="M440 150 h60 v120 h-60 z M480 150 h20 v-30 h-20 z" fill="#9aa3ad"/>',
    '<rect x="200" y="240" width="240" height="14" fill="#6b737d"/>',
    '<circle cx="155" cy="170" r="5" fill="#3a3f47"/><circle cx="155" cy="250" r="5" fill="#3a3f47"/>',
    '<circle cx="485" cy="170" r="5" fill="#3a3f47"/><circle cx="485" cy="250" r="5" fill="#3a3f47"/>',
  ].join('');
}

function fanModule(): string {
  const parts = [
    shadow(150, 300, 340),
    '<rect x="150" y="130" width="340" height="140" rx="6" fill="#3a3f47"/>',
  ];
  for (let i = 0; i < 3; i += 1) {
    const cx = 220 + i * 100;
    parts.push(
      `<circle cx="${cx}" cy="200" r="44" fill="#2b2f36" stroke="#6b737d" stroke-width="3"/>`,
      `<circle cx="${cx}" cy="200" r="12" fill="#6b737d"/>`,
    );
  }
  parts.push(`<rect x="470" y="150" width="12" height="100" rx="4" fill="${BRAND}"/>`);
  return parts.join('');
}

function cable(kind: 'dac' | 'console'): string {
  const color = kind === 'dac' ? '#2b2f36' : '#2f7dd1';
  return [
    `<path d="M170 200 C 260 60, 380 340, 470 200" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`,
    kind === 'dac'
      ? '<rect x="90" y="180" width="90" height="40" rx="5" fill="#c9ced6" stroke="#9aa3ad"/><rect x="460" y="180" width="90" height="40" rx="5" fill="#c9ced6" stroke="#9aa3ad"/>'
      : '<rect x="100" y="182" width="70" height="36" rx="5" fill="#e3e8ef" stroke="#9aa3ad"/><path d="M470 178 h80 l-10 44 h-60 z" fill="#9aa3ad"/>',
  ].join('');
}

function licence(): string {
  return [
    shadow(210, 350, 220),
    '<rect x="210" y="50" width="220" height="290" rx="8" fill="#ffffff" stroke="#c9ced6" stroke-width="3"/>',
    `<rect x="210" y="50" width="220" height="50" rx="8" fill="${BRAND}"/>`,
    logo(296, 82, 18),
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="240" y="${130 + i * 24}" width="${160 - (i % 3) * 30}" height="8" rx="4" fill="#e3e8ef"/>`,
    ),
    '<circle cx="380" cy="300" r="22" fill="#f2a93b"/>',
  ].join('');
}

/** Every product illustration, by file stem. */
const PRODUCT_IMAGES: Record<string, { front: string; rear?: string }> = {
  'switch-8': { front: box({ width: 300, height: 44, rj: 8, sfp: 2 }), rear: rear(300, 44, 0) },
  'switch-24': { front: box({ width: 520, height: 52, rj: 24, sfp: 4 }), rear: rear(520, 52, 2) },
  'switch-24-poe': {
    front: box({ width: 520, height: 52, rj: 24, sfp: 4, label: 'PoE+' }),
    rear: rear(520, 52, 3),
  },
  'switch-48': { front: box({ width: 560, height: 52, rj: 48, sfp: 4 }), rear: rear(560, 52, 2) },
  'switch-sfp': {
    front: box({ width: 540, height: 52, sfp: 24, qsfp: 4 }),
    rear: rear(540, 52, 3),
  },
  'dc-switch': {
    front: box({ width: 560, height: 52, sfp: 24, qsfp: 8, accent: '#2b2f36' }),
    rear: rear(560, 52, 5),
  },
  chassis: { front: chassis(false, 6) },
  industrial: { front: industrial() },
  'router-desktop': { front: box({ width: 340, height: 46, rj: 10 }) },
  'router-1u': { front: box({ width: 520, height: 52, rj: 8, sfp: 4 }), rear: rear(520, 52, 2) },
  'router-chassis': { front: chassis(true, 8) },
  'ap-ceiling': { front: accessPoint('ceiling') },
  'ap-wallplate': { front: accessPoint('wallplate') },
  'ap-outdoor': { front: accessPoint('outdoor') },
  controller: {
    front: box({ width: 520, height: 52, rj: 24, sfp: 4, accent: '#2f7dd1' }),
    rear: rear(520, 52, 2),
  },
  'firewall-desktop': { front: box({ width: 340, height: 46, rj: 8, sfp: 2, accent: '#8e1228' }) },
  'firewall-1u': {
    front: box({ width: 520, height: 52, rj: 8, sfp: 6, accent: '#8e1228' }),
    rear: rear(520, 52, 2),
  },
  'firewall-2u': {
    front: box({ width: 540, height: 88, rj: 8, sfp: 16, qsfp: 4, accent: '#8e1228' }),
    rear: rear(540, 88, 4),
  },
  sfp: { front: module('sfp') },
  'sfp-copper': { front: module('copper') },
  qsfp: { front: module('qsfp') },
  psu: { front: psu() },
  'rack-kit': { front: rackKit() },
  fan: { front: fanModule() },
  'cable-dac': { front: cable('dac') },
  'cable-console': { front: cable('console') },
  licence: { front: licence() },
};

/** Network-diagram artwork for news, solutions and banners: nodes, links and a colour theme. */
function artwork(seed: number, from: string, to: string, accent: string, icon: string): string {
  const nodes = Array.from({ length: 9 }, (_, i) => {
    const angle = ((seed * 37 + i * 40) % 360) * (Math.PI / 180);
    const radius = 90 + ((seed * 13 + i * 29) % 80);
    return [320 + Math.cos(angle) * radius * 1.6, 200 + Math.sin(angle) * radius];
  });
  const links = nodes
    .map(
      ([x, y]) =>
        `<line x1="320" y1="200" x2="${x?.toFixed(0)}" y2="${y?.toFixed(0)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join('');
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${x?.toFixed(0)}" cy="${y?.toFixed(0)}" r="${6 + (i % 3) * 3}" fill="#ffffff" fill-opacity="0.8"/>`,
    )
    .join('');
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#bg)"/>',
    links,
    dots,
    `<circle cx="320" cy="200" r="58" fill="${accent}"/>`,
    `<g transform="translate(320 200)" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`,
  ].join('');
}

const ICONS: Record<string, string> = {
  launch: '<path d="M-20 20 L0 -25 L20 20 Z"/><path d="M-8 28 h16"/>',
  event:
    '<rect x="-26" y="-22" width="52" height="44" rx="4"/><path d="M-26 -8 h52 M-12 -30 v14 M12 -30 v14"/>',
  partner:
    '<circle cx="-12" cy="-8" r="10"/><circle cx="14" cy="-8" r="10"/><path d="M-30 24 q18 -22 36 0 M0 24 q18 -22 36 0"/>',
  training: '<path d="M-30 -6 L0 -22 L30 -6 L0 10 Z"/><path d="M-18 2 v14 q18 12 36 0 v-14"/>',
  case: '<rect x="-26" y="-16" width="52" height="38" rx="4"/><path d="M-10 -16 v-8 h20 v8"/>',
  security:
    '<path d="M0 -28 L24 -18 V2 Q24 20 0 30 Q-24 20 -24 2 V-18 Z"/><path d="M-9 0 l7 8 l13 -14"/>',
  award: '<circle cx="0" cy="-8" r="18"/><path d="M-10 8 L-16 30 L0 22 L16 30 L10 8"/>',
  logistics:
    '<rect x="-30" y="-14" width="34" height="28"/><path d="M4 -4 h16 l10 12 v6 h-26 z"/><circle cx="-18" cy="18" r="5"/><circle cx="18" cy="18" r="5"/>',
  campus: '<path d="M-30 24 V-4 L0 -26 L30 -4 V24 Z"/><path d="M-10 24 V6 h20 v18"/>',
  school: '<rect x="-26" y="-20" width="52" height="40" rx="3"/><path d="M-16 -8 h32 M-16 4 h20"/>',
  hospital:
    '<rect x="-26" y="-26" width="52" height="52" rx="6"/><path d="M0 -14 v28 M-14 0 h28"/>',
  government:
    '<path d="M-30 -12 L0 -28 L30 -12 Z"/><path d="M-22 -6 v26 M-8 -6 v26 M8 -6 v26 M22 -6 v26 M-30 24 h60"/>',
  finance:
    '<circle cx="0" cy="0" r="26"/><path d="M8 -12 h-12 q-8 0 -8 7 q0 6 8 6 h8 q8 0 8 7 q0 7 -8 7 h-12 M0 -18 v36"/>',
  hotel:
    '<path d="M-28 20 V-20 M-28 4 h56 v16 M-14 -4 h36 q6 0 6 8"/><circle cx="-18" cy="-6" r="5"/>',
  factory: '<path d="M-30 26 V-2 L-12 -14 V-2 L6 -14 V-2 L24 -14 V26 Z"/><path d="M24 -14 V-28"/>',
  datacenter:
    '<rect x="-24" y="-28" width="48" height="16" rx="2"/><rect x="-24" y="-8" width="48" height="16" rx="2"/><rect x="-24" y="12" width="48" height="16" rx="2"/>',
  carrier:
    '<path d="M0 28 V-6 M-16 28 L0 -6 L16 28"/><path d="M-14 -20 q14 -14 28 0 M-24 -28 q24 -22 48 0"/>',
  retail: '<path d="M-26 -16 h52 l-6 34 h-40 z"/><path d="M-12 -16 q0 -14 12 -14 q12 0 12 14"/>',
  wifi7:
    '<path d="M-30 -6 q30 -28 60 0 M-20 4 q20 -18 40 0 M-10 14 q10 -8 20 0"/><circle cx="0" cy="24" r="3" fill="#fff"/>',
  datacenterBanner:
    '<rect x="-24" y="-28" width="48" height="56" rx="3"/><path d="M-16 -16 h32 M-16 -4 h32 M-16 8 h32"/>',
  partners:
    '<circle cx="-12" cy="-8" r="10"/><circle cx="14" cy="-8" r="10"/><path d="M-30 24 q18 -22 36 0 M0 24 q18 -22 36 0"/>',
  certificate:
    '<rect x="-26" y="-22" width="52" height="40" rx="3"/><circle cx="12" cy="10" r="8"/><path d="M-16 -10 h24 M-16 0 h16"/>',
  cloud: '<path d="M-22 16 h40 a14 14 0 0 0 0 -28 a20 20 0 0 0 -38 4 a12 12 0 0 0 -2 24 z"/>',
  support:
    '<path d="M-24 6 v-6 a24 24 0 0 1 48 0 v6"/><rect x="-28" y="2" width="10" height="18" rx="3"/><rect x="18" y="2" width="10" height="18" rx="3"/>',
};

const THEMES: [string, string, string][] = [
  ['#1d2b4f', '#3b5998', BRAND],
  ['#0f3d3e', '#2a7f62', '#f2a93b'],
  ['#3a1c4a', '#6b3fa0', BRAND],
  ['#1f2a36', '#41566b', '#2f7dd1'],
  ['#4a1020', BRAND, '#2b2f36'],
];

function vendorLogo(initials: string, n: number): string {
  const [from, to] = THEMES[n % THEMES.length] ?? ['#1d2b4f', '#3b5998'];
  return svg(
    initials,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="120" rx="12" fill="url(#bg)"/><text x="120" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${initials}</text>`,
    240,
    120,
  );
}

function certificateImage(level: string, title: string): string {
  return svg(
    `${level} certificate`,
    [
      '<rect width="640" height="400" fill="#fffdf7"/>',
      `<rect x="16" y="16" width="608" height="368" fill="none" stroke="${BRAND}" stroke-width="6"/>`,
      '<rect x="28" y="28" width="584" height="344" fill="none" stroke="#c9a45c" stroke-width="2"/>',
      logo(292, 90, 32, BRAND),
      `<text x="320" y="150" text-anchor="middle" font-family="Georgia, serif" font-size="26" fill="#2b2f36">${title}</text>`,
      '<text x="320" y="200" text-anchor="middle" font-family="Georgia, serif" font-size="16" fill="#6b737d">This certifies that the holder has passed the examination</text>',
      '<line x1="200" y1="280" x2="440" y2="280" stroke="#9aa3ad"/>',
      '<circle cx="540" cy="310" r="36" fill="#c9a45c"/>',
      `<text x="540" y="316" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="#fff">${level}</text>`,
    ].join(''),
  );
}

// ---- PDF ------------------------------------------------------------------------------------

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

interface PdfLine {
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
function pdf(lines: PdfLine[]): Buffer {
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

function datasheet(series: (typeof SERIES)[number]): Buffer {
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

function installationGuide(series: (typeof SERIES)[number]): Buffer {
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

function brochure(category: (typeof CATEGORIES)[number]): Buffer {
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

// ---- write everything -----------------------------------------------------------------------

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
  write(`downloads/${series.slug}-datasheet.pdf`, datasheet(series));
  if (series.installable !== false) {
    write(`downloads/${series.slug}-installation-guide.pdf`, installationGuide(series));
  }
}
for (const category of CATEGORIES) write(`brochures/${category.brochure.file}`, brochure(category));
