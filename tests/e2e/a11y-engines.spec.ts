import { expect, test, type Page } from '@playwright/test';
import { audit, type Finding } from '../a11y/engines';
import { screenReady } from '../fixtures/portal';

/**
 * The accessibility report's checks (tests/a11y/engines.ts) find what they are for on a real
 * screen: both engines an image without a text alternative, the reflow check a page wider than
 * a 320 px window, the reduced-motion check an animation that runs although the reader asked
 * for less motion. A clean screen gives none of them.
 */

const violations = (findings: Finding[]) =>
  findings.filter((finding) => finding.kind === 'violation');

async function addToMain(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
  }, html);
}

test.describe('the accessibility report checks', () => {
  test('find nothing wrong on a clean screen, and an unlabelled image with both engines', async ({
    page,
  }) => {
    await page.goto('/index');
    await screenReady(page);
    expect(violations(await audit(page))).toEqual([]);

    await addToMain(page, '<img id="unlabelled-image" src="/favicon.svg">');
    const found = violations(await audit(page));
    expect(found.map((finding) => `${finding.engine}:${finding.rule}`)).toEqual(
      expect.arrayContaining(['axe:image-alt', 'ibm:img_alt_valid']),
    );
    const axeImage = found.find((finding) => finding.rule === 'image-alt');
    expect(axeImage?.wcag).toContain('1.1.1');
    expect(axeImage?.nodes[0]?.target).toBe('#unlabelled-image');
  });

  test('find a page wider than a 320 px window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/index');
    await screenReady(page);
    expect(violations(await audit(page))).toEqual([]);

    // Sized through the style object: the content policy drops style attributes in markup.
    await addToMain(page, '<div id="too-wide">Wide</div>');
    await page.locator('#too-wide').evaluate((element: HTMLElement) => {
      element.style.width = '700px';
    });
    const [reflow] = violations(await audit(page));
    expect(reflow).toMatchObject({
      engine: 'reflow',
      rule: 'no-sideways-scroll',
      wcag: ['1.4.10'],
    });
    expect(reflow?.nodes.map((node) => node.target)).toContain('#too-wide');
  });

  test('find an animation that runs for a reader who asked for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/index');
    await screenReady(page);
    expect(violations(await audit(page))).toEqual([]);

    await addToMain(page, '<p id="pulsing" class="animate-pulse">Loading</p>');
    const [motion] = violations(await audit(page));
    expect(motion).toMatchObject({ engine: 'motion', rule: 'no-motion-when-reduced' });
    expect(motion?.nodes.map((node) => node.target)).toEqual(['#pulsing']);
  });
});
