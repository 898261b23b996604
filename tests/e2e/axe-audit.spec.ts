import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { screenReady } from '../fixtures/portal';

/**
 * The audit every screen's test relies on sees what changed since its last run on the same page
 * (axe is set up once per page load), with and without a frame on the page.
 */

/** An image without a text alternative: a violation of WCAG 1.1.1 that axe reports. */
async function addUnlabelledImage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    image.id = 'unlabelled-image';
    document.querySelector('main')?.append(image);
  });
}

test.describe('the accessibility audit', () => {
  test('finds a violation added after a clean audit of the same page', async ({ page }) => {
    await page.goto('/index');
    await screenReady(page);
    await expectNoAxeViolations(page);
    await addUnlabelledImage(page);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*#unlabelled-image/);
  });

  test('finds a violation inside a frame of the page', async ({ page }) => {
    await page.goto('/index');
    await screenReady(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A frame';
      frame.srcdoc =
        '<!doctype html><html lang="en"><title>Frame</title><img id="unlabelled-image" src="/favicon.svg">';
      document.querySelector('main')?.append(frame);
    });
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*#unlabelled-image/);
  });
});
