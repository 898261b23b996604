/**
 * `npm run a11y:report`: the accessibility report auditors read (docs/accessibility.md).
 *
 * Starts the server on an in-memory database with its demo data, visits every page state of
 * tests/a11y/states.ts in each of the eight languages, at a desktop's and a phone's width, and
 * runs two engines on each (tests/a11y/engines.ts). Writes `a11y-report/`: `index.html` (routes
 * and roles × languages, each cell linking to its findings with a screenshot), `report.json`
 * (valid against tests/a11y/report.schema.json) and the screenshots. Exits 1 when either engine
 * finds a violation anywhere, or a page state could not be reached; what needs review is
 * reported apart and does not fail the run.
 *
 * Options, to look at a part: --languages en,ara  --roles visitor,partner  --widths phone.
 * With --statement, a full run also writes its figures into docs/accessibility.md;
 * --statement-only writes those of the last run's report.json without running again.
 */
import Ajv from 'ajv';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { i18nObject } from '../i18n/i18n-util';
import { LANGUAGES, type Language } from '../i18n/languages';
import { loadEveryLanguage } from '../i18n/load-all';
import { audit, ENGINE_VERSIONS, IBM_POLICY, AXE_TAGS, type Finding } from '../tests/a11y/engines';
import { renderReport } from '../tests/a11y/report-html';
import {
  ACCOUNTS,
  DESKS,
  pageStates,
  ROLE_LABELS,
  ROLES,
  type PageState,
  type Records,
  type Role,
} from '../tests/a11y/states';
import { moveInApp } from '../tests/fixtures/portal';
import { spawnServer, untilHealthy, type ServerProcess } from '../tests/ops/server';
import { TEST_BROWSER } from './lib/test-browser';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = join(ROOT, 'a11y-report');
const SCHEMA = join(ROOT, 'tests/a11y/report.schema.json');
const STATEMENT = join(ROOT, 'docs/accessibility.md');
const DEMO_PASSWORD = 'DemoPartner2026';

export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  // The width WCAG's reflow criterion (1.4.10) names: the narrowest phone.
  phone: { width: 320, height: 640 },
} as const;
export type Width = keyof typeof WIDTHS;

/** What one page state gave in one language at one width. */
export interface Visit {
  state: string;
  role: Role;
  label: string;
  url: string;
  language: string;
  width: Width;
  findings: Finding[];
  /** Why the state could not be reached, when it could not. */
  error?: string;
  screenshot?: string;
}

export interface Report {
  generated: string;
  engines: { axe: { version: string; tags: string[] }; ibm: { version: string; policy: string } };
  languages: { code: string; tag: string; name: string }[];
  roles: { id: Role; label: string }[];
  widths: Record<Width, { width: number; height: number }>;
  states: { id: string; role: Role; label: string; url: string }[];
  visits: Visit[];
  totals: {
    visits: number;
    violations: number;
    review: number;
    recommendations: number;
    errors: number;
  };
}

function option(name: string): string[] | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '').split(',').filter(Boolean);
}

/** The built web app: built now when the folder has none. */
function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist-ssr/entry-server.js'))) return;
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web app did not build');
}

interface Session {
  username: string;
  token: string;
  user: Record<string, unknown>;
}

async function api<D>(server: ServerProcess, path: string, token?: string): Promise<D> {
  const response = await fetch(`${server.base}/prod-api${path}`, {
    headers: token ? { token } : {},
  });
  const body = (await response.json()) as { code: number; msg: string; data: D };
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

async function logIn(server: ServerProcess, username: string): Promise<Session> {
  const response = await fetch(`${server.base}/prod-api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, logIp: 0 }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: Session['user'] };
  if (body.code !== 1) throw new Error(`${username} could not log in: ${body.msg}`);
  const { token, ...user } = body.data as { token: string } & Record<string, unknown>;
  return { username, token, user };
}

type Listed = { id: number; step?: number }[] | { list: { id: number; step?: number }[] };
const rows = (data: Listed) => (Array.isArray(data) ? data : data.list);

/** The ids of the records the states show, as the demo data holds them. */
async function readRecords(
  server: ServerProcess,
  sessions: Record<Exclude<Role, 'visitor'>, Session>,
): Promise<Records> {
  const publicLists: Record<string, string> = {
    '/product/detail': '/products/list',
    '/solution/detail': '/solution?page=1&limit=10',
    '/aboutus/news/detail': '/news?page=1&limit=10',
    '/partner/vendorcompany': '/vendor?page=1&limit=10',
  };
  const publicIds: Record<string, number> = {};
  for (const [route, path] of Object.entries(publicLists)) {
    const data =
      path === '/products/list'
        ? (
            (await (
              await fetch(`${server.base}/prod-api${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ page: 1, limit: 10 }),
              })
            ).json()) as { data: Listed }
          ).data
        : await api<Listed>(server, path);
    const id = rows(data)[0]?.id;
    if (id) publicIds[route] = id;
  }
  const partner = sessions.partner.token;
  const first = async (path: string, token: string) =>
    rows(await api<Listed>(server, path, token))[0]?.id ?? 0;
  const orders = rows(await api<Listed>(server, '/user/orderlist?page=1&limit=50', partner));
  const orderAtStep: Record<number, number> = {};
  for (const order of orders)
    if (order.step && !orderAtStep[order.step]) orderAtStep[order.step] = order.id;
  const office = sessions['head-office'].token;
  const deskLists: Record<string, string> = {
    orders: '/backoffice/orders?page=1&limit=10',
    quotations: '/backoffice/quotations?page=1&limit=10',
    projects: '/backoffice/projects?page=1&limit=10',
    dcnet: '/backoffice/dcnet?page=1&limit=10',
    exams: '/backoffice/exams?page=1&limit=10',
  };
  const deskRecords: Record<string, number> = {};
  for (const [desk, path] of Object.entries(deskLists)) {
    if (!DESKS.includes(desk)) continue;
    const id = await first(path, office);
    if (id) deskRecords[desk] = id;
  }
  return {
    publicIds,
    quotation: await first('/user/quotation?page=1&limit=10', partner),
    project: await first('/user/project?page=1&limit=10', partner),
    orderAtStep,
    deskRecords,
  };
}

/** A browser context for one role, language and width: the session and language set up front. */
async function contextFor(
  browser: Browser,
  base: string,
  language: Language,
  width: Width,
  session: Session | undefined,
): Promise<BrowserContext> {
  // The phone asks for reduced motion, as many phones' readers do; the desktop does not.
  const context = await browser.newContext({
    baseURL: base,
    viewport: WIDTHS[width],
    reducedMotion: width === 'phone' ? 'reduce' : 'no-preference',
  });
  await context.addInitScript(
    ([lang, token, username, info]) => {
      if (sessionStorage.getItem('report-set')) return;
      localStorage.setItem('lang', lang);
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('username', username);
        localStorage.setItem('userInfo', info);
      }
      sessionStorage.setItem('report-set', '1');
    },
    [
      language.code,
      session?.token ?? '',
      session?.username ?? '',
      JSON.stringify(session?.user ?? {}),
    ] as const,
  );
  return context;
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function screenReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main [role="status"]')].some((node) =>
        /…$/.test(node.textContent ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
}

const pathOf = (url: string) => url.split('?')[0];

/** How long a screen reached through the app's own navigation has to replace the last one. */
const IN_APP_WAIT_MS = 3_000;

/**
 * Moves to the address through the app's own navigation and waits for the new screen. False
 * when no new screen came (see `moveInApp`).
 */
async function navigateInApp(page: Page, url: string): Promise<boolean> {
  try {
    await moveInApp(page, url, IN_APP_WAIT_MS);
  } catch {
    return false;
  }
  await screenReady(page);
  return true;
}

/**
 * Shows a state's screen. A visitor's page, the first state of a run, a state after a dialog
 * and another record of the last state's screen are loaded whole, as a person arriving by
 * address meets them (a public page as the server rendered it); the others are reached through
 * the app's own navigation, as a person moves from screen to screen, which spares loading the
 * app and both engines into a new page each time (about 40 % of a visit). Should the app's
 * navigation not replace the screen, it is loaded whole.
 */
async function show(page: Page, state: PageState, inApp: boolean): Promise<void> {
  if (inApp && (await navigateInApp(page, state.url))) return;
  await page.goto(state.url);
  await screenReady(page);
}

async function visit(
  page: Page,
  state: PageState,
  language: Language,
  width: Width,
  inApp: boolean,
): Promise<Visit> {
  const LL = i18nObject(language.tag);
  const result: Visit = {
    state: state.id,
    role: state.role,
    label: state.label,
    url: state.url,
    language: language.code,
    width,
    findings: [],
  };
  try {
    await show(page, state, inApp);
    await state.open?.(page, LL);
    result.findings = await audit(page);
    if (result.findings.some((finding) => finding.kind !== 'recommendation')) {
      const name = `${state.id}-${language.code}-${width}.jpg`;
      await page.screenshot({ path: join(OUT, 'shots', name), type: 'jpeg', quality: 55 });
      result.screenshot = `shots/${name}`;
    }
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0] ?? 'failed';
  }
  return result;
}

/** The report's figures in the accessibility statement, between its two markers. */
function writeStatementFigures(report: Report): void {
  const complete =
    report.languages.length === LANGUAGES.length &&
    report.roles.length === ROLES.length &&
    Object.keys(report.widths).length === Object.keys(WIDTHS).length;
  if (!complete) throw new Error('--statement needs a full run: every language, role and width');
  const { totals } = report;
  const states = new Set(report.visits.map((v) => v.state)).size;
  const thousands = (n: number) => n.toLocaleString('en');
  const paragraph = [
    `**Figures of the last full report** (${report.generated.slice(0, 10)}; axe`,
    `${report.engines.axe.version}, IBM Equal Access ${report.engines.ibm.version}): ${states} page`,
    `states in ${report.languages.length} languages at ${Object.keys(report.widths).length} widths,`,
    `${thousands(totals.visits)} pages checked, **${totals.violations} violations** from either`,
    `engine or the report's own checks; ${thousands(totals.review)} items for a person to review`,
    `and ${thousands(totals.recommendations)} recommendations. \`npm run a11y:report\` writes the`,
    'report itself (`a11y-report/index.html`).',
  ]
    .join(' ')
    // Lines of at most 100 characters, as the project's documents are written.
    .replace(/(.{1,100})(?: |$)/g, '$1\n')
    .trim();
  // Blank lines around the paragraph, as Markdown (and Prettier) keep them.
  const figures = `<!-- figures:start -->\n\n${paragraph}\n\n<!-- figures:end -->`;
  const text = readFileSync(STATEMENT, 'utf8');
  writeFileSync(
    STATEMENT,
    text.replace(/<!-- figures:start -->[\s\S]*<!-- figures:end -->/, figures),
  );
}

/** The last run's report, held to the schema. */
function lastReport(): Report {
  const report = JSON.parse(readFileSync(join(OUT, 'report.json'), 'utf8')) as Report;
  const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(SCHEMA, 'utf8')));
  if (!validate(report)) throw new Error('a11y-report/report.json does not fit its schema');
  return report;
}

async function main(): Promise<void> {
  if (process.argv.includes('--statement-only')) {
    writeStatementFigures(lastReport());
    return;
  }
  const languages = LANGUAGES.filter((l) => option('languages')?.includes(l.code) ?? true);
  const roles = ROLES.filter((r) => option('roles')?.includes(r) ?? true);
  const widths = (Object.keys(WIDTHS) as Width[]).filter(
    (w) => option('widths')?.includes(w) ?? true,
  );
  loadEveryLanguage();
  ensureBuilt();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(join(OUT, 'shots'), { recursive: true });
  mkdirSync(join(OUT, 'cells'), { recursive: true });

  const server = await spawnServer({ WEB_ROOT: join(ROOT, 'dist'), PER_IP_LIMITS_SCALE: '100' });
  let browser: Browser | undefined;
  try {
    await untilHealthy(server);
    const sessions = Object.fromEntries(
      await Promise.all(
        Object.entries(ACCOUNTS).map(async ([role, { username }]) => [
          role,
          await logIn(server, username),
        ]),
      ),
    ) as Record<Exclude<Role, 'visitor'>, Session>;
    const states = pageStates(await readRecords(server, sessions)).filter((s) =>
      roles.includes(s.role),
    );
    browser = await chromium.launch({
      executablePath: TEST_BROWSER.path,
    });

    // One unit of work per role, language and width, shared out among as many pages as cores.
    const units = roles.flatMap((role) =>
      languages.flatMap((language) => widths.map((width) => ({ role, language, width }))),
    );
    const visits: Visit[] = [];
    const started = Date.now();
    const worker = async () => {
      for (let unit = units.shift(); unit; unit = units.shift()) {
        const { role, language, width } = unit;
        const session = role === 'visitor' ? undefined : sessions[role];
        const context = await contextFor(browser as Browser, server.base, language, width, session);
        const page = await context.newPage();
        let last: PageState | undefined;
        for (const state of states.filter((s) => s.role === role)) {
          const inApp =
            role !== 'visitor' &&
            last !== undefined &&
            !last.open &&
            !state.open &&
            pathOf(last.url) !== pathOf(state.url);
          const done = await visit(page, state, language, width, inApp);
          visits.push(done);
          // After a state that failed, the next starts from a whole load again.
          last = done.error ? undefined : state;
        }
        await context.close();
        process.stdout.write(
          `${role} ${language.code} ${width}: done (${visits.length} visits, ${Math.round((Date.now() - started) / 1000)} s)\n`,
        );
      }
    };
    await Promise.all(Array.from({ length: availableParallelism() }, worker));

    const count = (kind: Finding['kind']) =>
      visits.reduce((sum, v) => sum + v.findings.filter((f) => f.kind === kind).length, 0);
    const report: Report = {
      generated: new Date().toISOString(),
      engines: {
        axe: { version: ENGINE_VERSIONS.axe, tags: AXE_TAGS },
        ibm: { version: ENGINE_VERSIONS.ibm, policy: IBM_POLICY },
      },
      languages: languages.map(({ code, tag, name }) => ({ code, tag, name })),
      roles: roles.map((id) => ({ id, label: ROLE_LABELS[id] })),
      widths: Object.fromEntries(widths.map((w) => [w, WIDTHS[w]])) as Report['widths'],
      states: states.map(({ id, role, label, url }) => ({ id, role, label, url })),
      visits: visits.sort((a, b) =>
        `${a.state} ${a.language} ${a.width}`.localeCompare(`${b.state} ${b.language} ${b.width}`),
      ),
      totals: {
        visits: visits.length,
        violations: count('violation'),
        review: count('review'),
        recommendations: count('recommendation'),
        errors: visits.filter((v) => v.error).length,
      },
    };
    const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(SCHEMA, 'utf8')));
    if (!validate(report)) {
      throw new Error(`the report does not fit its schema: ${JSON.stringify(validate.errors)}`);
    }
    writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
    for (const [file, html] of renderReport(report)) writeFileSync(join(OUT, file), html);

    const { totals } = report;
    if (process.argv.includes('--statement')) writeStatementFigures(report);
    process.stdout.write(
      `\n${totals.visits} page states: ${totals.violations} violations, ${totals.review} to review, ` +
        `${totals.recommendations} recommendations, ${totals.errors} not reached.\n` +
        `The report: ${join(OUT, 'index.html')}\n`,
    );
    for (const v of visits.filter(
      (x) => x.error || x.findings.some((f) => f.kind === 'violation'),
    )) {
      const rules = v.findings
        .filter((f) => f.kind === 'violation')
        .map((f) => `${f.engine}:${f.rule}`);
      process.stdout.write(
        `  ${v.label} ${v.language} ${v.width}: ${v.error ?? rules.join(', ')}\n`,
      );
    }
    process.exitCode = totals.violations + totals.errors > 0 ? 1 : 0;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
