/**
 * The accessibility report as pages a person reads: `index.html`, a table of page states (rows,
 * grouped by role) × languages (columns), and one page per cell with what each engine found at
 * each width, the elements, the rules and their WCAG criteria, and the screenshot. The pages are
 * plain HTML with their own styles, readable without the portal and without scripts.
 */
import type { Finding } from './engines';
import type { Report } from '../../scripts/a11y-report';

type Visit = Report['visits'][number];

const ENGINE_NAMES: Record<Finding['engine'], string> = {
  axe: 'axe',
  ibm: 'IBM',
  reflow: 'Reflow check',
  motion: 'Reduced-motion check',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1b1e24; margin: 0 auto; padding: 1.5rem; max-width: 90rem; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; margin-top: 2rem; } h3 { font-size: 1.1rem; }
  table { border-collapse: collapse; margin: 1rem 0; }
  th, td { border: 1px solid #b9bfcc; padding: 0.35rem 0.5rem; text-align: start; vertical-align: top; }
  thead th { background: #eef1f6; }
  tbody th { font-weight: 600; }
  .group th { background: #f7f8fa; font-size: 1.05rem; }
  .pass { color: #155d27; } .fail { color: #9b1c1c; font-weight: 700; } .review { color: #6b4e00; }
  td a { white-space: nowrap; font-size: 0.9rem; }
  a { color: #1547a8; } a:focus-visible { outline: 3px solid #1547a8; outline-offset: 2px; }
  code { font-size: 0.9em; word-break: break-all; }
  img { max-width: 100%; border: 1px solid #b9bfcc; }
  .wrap { overflow-x: auto; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
`;

function page(title: string, lang: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const cellFile = (state: string, language: string) => `cells/${state}-${language}.html`;

const countOf = (visits: Visit[], kind: Finding['kind']) =>
  visits.reduce((sum, v) => sum + v.findings.filter((f) => f.kind === kind).length, 0);

/** A cell's summary: violations (and pages not reached), what to review. */
function summary(visits: Visit[]): string {
  const violations = countOf(visits, 'violation');
  const errors = visits.filter((v) => v.error).length;
  const review = countOf(visits, 'review');
  const parts = [
    violations + errors === 0
      ? '<span class="pass">No violations</span>'
      : `<span class="fail">${violations} violation${violations === 1 ? '' : 's'}${errors ? `, ${errors} not reached` : ''}</span>`,
  ];
  if (review) parts.push(`<span class="review">${review} to review</span>`);
  return parts.join('<br>');
}

function findingsTable(findings: Finding[]): string {
  if (findings.length === 0) return '<p>None.</p>';
  const rows = findings
    .map(
      (f) => `<tr>
<td>${ENGINE_NAMES[f.engine]}</td>
<td><a href="${escape(f.helpUrl)}">${escape(f.rule)}</a></td>
<td>${escape(f.help)}</td>
<td>${f.wcag.length ? escape(f.wcag.join(', ')) : 'best practice'}</td>
<td>${escape(f.impact)}</td>
<td><ul>${f.nodes
        .slice(0, 20)
        .map(
          (n) =>
            `<li><code>${escape(n.target)}</code><br><code>${escape(n.html.slice(0, 300))}</code></li>`,
        )
        .join('')}${f.nodes.length > 20 ? `<li>and ${f.nodes.length - 20} more</li>` : ''}</ul></td>
</tr>`,
    )
    .join('\n');
  return `<div class="wrap"><table>
<thead><tr><th scope="col">Engine</th><th scope="col">Rule</th><th scope="col">What it asks</th><th scope="col">WCAG</th><th scope="col">Impact</th><th scope="col">Elements</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

function cellPage(report: Report, visits: Visit[]): string {
  const first = visits[0] as Visit;
  const language = report.languages.find((l) => l.code === first.language);
  const role = report.roles.find((r) => r.id === first.role);
  const sections = visits
    .map((v) => {
      const size = report.widths[v.width];
      const kinds: [Finding['kind'], string][] = [
        ['violation', 'Violations'],
        ['review', 'To review'],
        ['recommendation', 'Recommendations'],
      ];
      return `<section aria-labelledby="w-${v.width}">
<h2 id="w-${v.width}">${v.width === 'desktop' ? 'Desktop' : 'Phone'} (${size?.width ?? '?'} × ${size?.height ?? '?'} px)</h2>
${v.error ? `<p class="fail">Not reached: ${escape(v.error)}</p>` : ''}
${kinds
  .map(
    ([kind, title]) =>
      `<h3>${title}</h3>\n${findingsTable(v.findings.filter((f) => f.kind === kind))}`,
  )
  .join('\n')}
${v.screenshot ? `<h3>Screenshot</h3><p><img src="../${v.screenshot}" alt="The page as the engines read it: ${escape(v.label)}, ${escape(language?.name ?? v.language)}, ${v.width}" width="${size?.width ?? 800}" height="${size?.height ?? 600}"></p>` : ''}
</section>`;
    })
    .join('\n');
  return page(
    `${first.label}, ${language?.name ?? first.language}: accessibility findings`,
    'en',
    `<p><a href="../index.html">All page states</a></p>
<h1>${escape(first.label)}, <span lang="${language?.tag ?? 'en'}">${escape(language?.name ?? first.language)}</span></h1>
<dl>
<dt>Role</dt><dd>${escape(role?.label ?? first.role)}</dd>
<dt>Address</dt><dd><code>${escape(first.url)}</code></dd>
<dt>Engines</dt><dd>axe ${escape(report.engines.axe.version)}, IBM Equal Access ${escape(report.engines.ibm.version)} (${escape(report.engines.ibm.policy)})</dd>
</dl>
${sections}`,
  );
}

/** The report's files: `index.html` and one page per cell, by path. */
export function renderReport(report: Report): [string, string][] {
  const files: [string, string][] = [];
  const byCell = new Map<string, Visit[]>();
  for (const visit of report.visits) {
    const key = cellFile(visit.state, visit.language);
    byCell.set(key, [...(byCell.get(key) ?? []), visit]);
  }
  for (const [file, visits] of byCell) files.push([file, cellPage(report, visits)]);

  const head = report.languages
    .map((l) => `<th scope="col"><span lang="${l.tag}">${escape(l.name)}</span></th>`)
    .join('');
  const groups = report.roles
    .map((role) => {
      const states = report.states.filter((s) => s.role === role.id);
      const rows = states
        .map((state) => {
          const cells = report.languages
            .map((l) => {
              const file = cellFile(state.id, l.code);
              const visits = byCell.get(file) ?? [];
              return `<td>${visits.length ? `<a href="${file}">${summary(visits)}</a>` : 'not visited'}</td>`;
            })
            .join('');
          return `<tr><th scope="row">${escape(state.label)}</th>${cells}</tr>`;
        })
        .join('\n');
      return `<tbody>
<tr class="group"><th scope="rowgroup" colspan="${report.languages.length + 1}">${escape(role.label)}</th></tr>
${rows}
</tbody>`;
    })
    .join('\n');
  const { totals } = report;
  files.push([
    'index.html',
    page(
      'Accessibility report',
      'en',
      `<h1>Accessibility report</h1>
<p>Made ${escape(report.generated)} with axe ${escape(report.engines.axe.version)} (WCAG 2.0–2.2 A and AA, best practices) and IBM Equal Access ${escape(report.engines.ibm.version)} (${escape(report.engines.ibm.policy)}), at ${Object.entries(
        report.widths,
      )
        .map(([name, size]) => `${name} width (${size.width} px)`)
        .join(
          ' and ',
        )}. The machine-readable results are in <a href="report.json">report.json</a>.</p>
<p><strong>${report.states.length} page states in ${report.languages.length} languages, ${totals.visits} pages checked: ${totals.violations} violations, ${totals.errors} not reached, ${totals.review} items to review, ${totals.recommendations} recommendations.</strong> Items to review are what an engine could not decide; a person checks them.</p>
<div class="wrap"><table>
<caption>Findings by page state and language; each cell covers both widths and links to its details</caption>
<thead><tr><th scope="col">Page state</th>${head}</tr></thead>
${groups}
</table></div>`,
    ),
  ]);
  return files;
}
