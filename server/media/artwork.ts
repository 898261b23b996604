import { BRAND, logo, svg } from './product-art';

/** Network-diagram artwork for news, solutions and banners: nodes, links and a colour theme. */
export function artwork(
  seed: number,
  from: string,
  to: string,
  accent: string,
  icon: string,
): string {
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

export const ICONS: Record<string, string> = {
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

export const THEMES: [string, string, string][] = [
  ['#1d2b4f', '#3b5998', BRAND],
  ['#0f3d3e', '#2a7f62', '#f2a93b'],
  ['#3a1c4a', '#6b3fa0', BRAND],
  ['#1f2a36', '#41566b', '#2f7dd1'],
  ['#4a1020', BRAND, '#2b2f36'],
];

export function vendorLogo(initials: string, n: number): string {
  const [from, to] = THEMES[n % THEMES.length] ?? ['#1d2b4f', '#3b5998'];
  return svg(
    initials,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="120" rx="12" fill="url(#bg)"/><text x="120" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${initials}</text>`,
    240,
    120,
  );
}

export function certificateImage(level: string, title: string): string {
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
