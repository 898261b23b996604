/** Drawings of the catalogue's products and the SVG frame every demo illustration uses. */
export const BRAND = '#ca1d3a';

export function svg(title: string, body: string, width = 640, height = 400): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${title}</title>`,
    body,
    '</svg>\n',
  ].join('');
}

export const backdrop = (from = '#f4f6f9', to = '#e3e8ef') =>
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

export function logo(x: number, y: number, size = 12, fill = '#ffffff'): string {
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
export function rear(width: number, height: number, fans: number): string {
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

export function chassis(vertical: boolean, slots: number): string {
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

export function psu(): string {
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

export function cable(kind: 'dac' | 'console'): string {
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
export const PRODUCT_IMAGES: Record<string, { front: string; rear?: string }> = {
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
