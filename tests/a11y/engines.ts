/**
 * Two accessibility engines run in a page, their findings in one shape: axe (WCAG 2.0 to 2.2 at
 * A and AA, and its best practices) and IBM's Equal Access engine (its IBM Accessibility rule
 * set, which holds WCAG 2.2 A and AA), both injected into the page, offline.
 *
 * Each finding is a violation (the page fails the rule), something to review (the engine cannot
 * tell and a person must look: axe's "incomplete", IBM's potential violations and manual
 * checks), or a recommendation (IBM's recommendations, beyond any WCAG criterion).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { animationsSettled, AXE_SOURCE, WCAG_TAGS } from '../fixtures/axe';

const require = createRequire(import.meta.url);

/** IBM's engine as the page runs it, read once. */
const ACE_SOURCE = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
/** IBM's rule set: WCAG 2.2 A and AA, and IBM's requirements beyond them. */
export const IBM_POLICY = 'IBM_Accessibility';
/** The axe rules run: every WCAG level A and AA rule, and the best practices. */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * The two engines, and the report's own checks: that a page does not scroll sideways, and that
 * nothing moves on it when the reader asked for reduced motion.
 */
export type Engine = 'axe' | 'ibm' | 'reflow' | 'motion';
export type Kind = 'violation' | 'review' | 'recommendation';

/** One element a finding is about. */
export interface FindingNode {
  /** A CSS selector (axe) or an XPath (IBM) that finds it. */
  target: string;
  /** Its opening tag, as the engine quotes it. */
  html: string;
}

/** One rule an engine found failing, or unable to decide, on one page. */
export interface Finding {
  engine: Engine;
  kind: Kind;
  rule: string;
  /** What the rule asks, in the engine's words. */
  help: string;
  helpUrl: string;
  /** The WCAG success criteria the rule checks ("1.4.3"); none for a best practice. */
  wcag: string[];
  /** axe's impact or IBM's level. */
  impact: string;
  nodes: FindingNode[];
}

export const ENGINE_VERSIONS = {
  axe: axe.version,
  ibm: (require('accessibility-checker-engine/package.json') as { version: string }).version,
};

/** "wcag143" → "1.4.3"; tags that are not a criterion are left out. */
function criterionOfTag(tag: string): string | null {
  const match = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/** axe's findings on the page: violations, and what it could not decide. */
async function axeFindings(page: Page): Promise<Finding[]> {
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE);
  const builder =
    page.frames().length > 1
      ? new AxeBuilder({ page, axeSource: AXE_SOURCE })
      : new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode();
  const results = await builder
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(AXE_TAGS)
    .analyze();
  const of = (kind: Kind, list: typeof results.violations): Finding[] =>
    list.map((result) => ({
      engine: 'axe',
      kind,
      rule: result.id,
      help: result.help,
      helpUrl: result.helpUrl,
      wcag: result.tags.flatMap((tag) => criterionOfTag(tag) ?? []),
      impact: result.impact ?? 'n/a',
      nodes: result.nodes.map((node) => ({ target: node.target.join(' '), html: node.html })),
    }));
  return [...of('violation', results.violations), ...of('review', results.incomplete)];
}

/**
 * What IBM's engine reports for one element: `value` is the rule's weight in the rule set
 * (VIOLATION, RECOMMENDATION or INFORMATION) and what the element gave (PASS, FAIL, POTENTIAL or
 * MANUAL).
 */
interface IbmResult {
  ruleId: string;
  value: [string, string];
  message: string;
  snippet: string;
  path: { dom: string };
}

/** A result's kind, as IBM's own checker names its levels; none for a pass or information. */
function ibmKind([weight, outcome]: [string, string]): { kind: Kind; level: string } | null {
  if (outcome === 'PASS') return null;
  if (weight === 'VIOLATION') {
    if (outcome === 'FAIL') return { kind: 'violation', level: 'violation' };
    return { kind: 'review', level: outcome === 'MANUAL' ? 'manual' : 'potential violation' };
  }
  if (weight === 'RECOMMENDATION') {
    const level = outcome === 'FAIL' ? 'recommendation' : 'potential recommendation';
    return { kind: 'recommendation', level };
  }
  return null;
}

/** IBM's findings on the page, one per rule, with the WCAG criteria its rule set maps them to. */
async function ibmFindings(page: Page): Promise<Finding[]> {
  if (await page.evaluate(() => !('ace' in window))) await page.evaluate(ACE_SOURCE);
  const { results, criteria } = await page.evaluate(async (policy) => {
    interface Checkpoint {
      num: string;
      rules?: { id: string }[];
    }
    const ace = (window as unknown as { ace: { Checker: new () => unknown } }).ace;
    const checker = new ace.Checker() as {
      check(doc: Document, policies: string[]): Promise<{ results: IbmResult[] }>;
      getGuidelines(): { id: string; checkpoints: Checkpoint[] }[];
    };
    const report = await checker.check(document, [policy]);
    const criteria: Record<string, string[]> = {};
    for (const guideline of checker.getGuidelines()) {
      if (guideline.id !== policy) continue;
      for (const checkpoint of guideline.checkpoints) {
        for (const rule of checkpoint.rules ?? []) {
          (criteria[rule.id] ??= []).push(checkpoint.num);
        }
      }
    }
    return { results: report.results.filter((result) => result.value[1] !== 'PASS'), criteria };
  }, IBM_POLICY);
  const byRule = new Map<string, Finding>();
  for (const result of results) {
    const weighed = ibmKind(result.value);
    if (!weighed) continue;
    const { kind, level } = weighed;
    const key = `${kind} ${result.ruleId}`;
    let finding = byRule.get(key);
    if (!finding) {
      finding = {
        engine: 'ibm',
        kind,
        rule: result.ruleId,
        help: result.message,
        helpUrl: `https://able.ibm.com/rules/archives/latest/doc/en-US/${result.ruleId}.html`,
        wcag: (criteria[result.ruleId] ?? []).filter((num) => /^\d+\.\d+\.\d+$/.test(num)),
        impact: level,
        nodes: [],
      };
      byRule.set(key, finding);
    }
    finding.nodes.push({ target: result.path.dom, html: result.snippet });
  }
  return [...byRule.values()];
}

/**
 * A page wider than the window, which scrolls sideways (WCAG 1.4.10 at 320 px): the elements
 * that reach past the window's edge, at their widest first.
 */
async function reflowFindings(page: Page): Promise<Finding[]> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const rtl = document.documentElement.dir === 'rtl';
    const past = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (rtl ? box.left < -0.5 : box.right > width + 0.5))
      .filter(({ element }) => !element.closest('[aria-hidden="true"], .sr-only'))
      .sort((a, b) => b.box.width - a.box.width)
      .slice(0, 5)
      .map(({ element, box }) => ({
        target: element.id ? `#${element.id}` : element.tagName.toLowerCase(),
        html: `${element.outerHTML.slice(0, 200)} (${Math.round(box.width)} px wide)`,
      }));
    return { scroll: document.documentElement.scrollWidth - width, past };
  });
  if (!overflow) return [];
  return [
    {
      engine: 'reflow',
      kind: 'violation',
      rule: 'no-sideways-scroll',
      help: `The page scrolls sideways by ${overflow.scroll} px: content must reflow to the window's width.`,
      helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/reflow.html',
      wcag: ['1.4.10'],
      impact: 'serious',
      nodes: overflow.past,
    },
  ];
}

/**
 * What still moves on a page whose reader asked for reduced motion (the browser says so to the
 * page through `prefers-reduced-motion`): every running animation is one too many.
 */
async function motionFindings(page: Page): Promise<Finding[]> {
  const moving = await page.evaluate(() => {
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) return [];
    return document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return {
          target: target?.id ? `#${target.id}` : (target?.tagName.toLowerCase() ?? 'document'),
          html: target?.outerHTML.slice(0, 200) ?? '',
        };
      });
  });
  if (moving.length === 0) return [];
  return [
    {
      engine: 'motion',
      kind: 'violation',
      rule: 'no-motion-when-reduced',
      help: 'Something moves although the reader asked for reduced motion.',
      helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions.html',
      wcag: ['2.3.3'],
      impact: 'moderate',
      nodes: moving,
    },
  ];
}

/** Both engines' findings on the page as it stands, and the report's own checks. */
export async function audit(page: Page): Promise<Finding[]> {
  await animationsSettled(page);
  return [
    ...(await reflowFindings(page)),
    ...(await motionFindings(page)),
    ...(await axeFindings(page)),
    ...(await ibmFindings(page)),
  ];
}
