import { expect, test } from '@playwright/test';
import { screenReady } from '../fixtures/portal';

/**
 * The pictures of the cards a visitor sees first load at once and first; the others wait until
 * they come near the screen (src/components/ui/summary-card.tsx).
 */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test.describe(`card pictures at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of ['/product', '/solution']) {
      test(`${route}: those in the first screen load at once, the rest when near`, async ({
        page,
      }) => {
        await page.goto(route);
        await screenReady(page);
        const pictures = page.getByRole('main').getByRole('listitem').locator('article img');
        await expect(pictures.first()).toBeVisible();
        const seen = await pictures.evaluateAll((images) =>
          images.map((image) => ({
            loading: (image as HTMLImageElement).loading,
            priority: (image as HTMLImageElement).fetchPriority,
            inFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
          })),
        );
        const first = seen.filter((picture) => picture.inFirstScreen);
        expect(first.length).toBeGreaterThan(0);
        for (const picture of first)
          expect(picture).toMatchObject({ loading: 'eager', priority: 'high' });
        // The seed has more cards than two rows of three: the rest wait.
        expect(seen.length).toBeGreaterThan(6);
        for (const picture of seen.slice(6)) expect(picture.loading).toBe('lazy');
      });
    }
  });
}
