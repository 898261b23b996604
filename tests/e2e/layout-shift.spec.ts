import { expect, test, type Page } from '@playwright/test';
import { screenReady, urlOf, useLanguage } from '../fixtures/portal';

/**
 * Every public route of src/app/routes.tsx (detail routes open the first seeded entry), and a
 * search with results.
 */
const ROUTES = [
  '/index',
  '/login',
  '/forgetPwd',
  '/404',
  '/401',
  '/search',
  '/search?keyword=switch',
  '/product',
  '/product/detail',
  '/product/prolist',
  '/solution',
  '/solution/detail',
  '/support',
  '/support/certificateverification',
  '/support/sncheck',
  '/support/dcntraining',
  '/support/policy',
  '/aboutus/contactus',
  '/aboutus/dcnbrief',
  '/aboutus/parentcompany',
  '/aboutus/news',
  '/aboutus/news/detail',
  '/partner/vendor',
  '/partner/vendorcompany',
  '/partner/dcnet',
];

/** Cumulative layout shift stays under this on every public route (the "good" threshold). */
const CLS_LIMIT = 0.1;

/** Sums every layout shift not caused by input, from the first paint on. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number; shifts: string[] };
    record.layoutShift = 0;
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        };
        if (shift.hadRecentInput) continue;
        record.layoutShift += shift.value;
        const nodes = (shift.sources ?? [])
          .map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '',
          )
          .join(' | ');
        record.shifts.push(`${shift.value.toFixed(4)} ${nodes}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(page: Page, route: string) {
  await page.goto(route);
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  // Late data has arrived; the fonts and the images in view have loaded, and a frame has been
  // laid out with them.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
  });
  return page.evaluate(() => {
    const record = window as unknown as { layoutShift: number; shifts: string[] };
    return { value: record.layoutShift, shifts: record.shifts };
  });
}

for (const { lang, viewport } of [
  { lang: 'en', viewport: { width: 1280, height: 720 } },
  { lang: 'en', viewport: { width: 360, height: 740 } },
  // Right to left, with longer menu names.
  { lang: 'ara', viewport: { width: 1280, height: 720 } },
  // Korean, drawn in a web font that arrives after the first layout (src/fonts/).
  { lang: 'kor', viewport: { width: 360, height: 740 } },
]) {
  test.describe(`layout shift in ${lang} at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('stays under 0.1 on a full load of every public route', async ({ page, request }) => {
      test.setTimeout(180_000);
      await useLanguage(page, lang);
      await watchLayoutShift(page);
      for (const route of ROUTES) {
        await test.step(route, async () => {
          const { value, shifts } = await layoutShiftOf(page, await urlOf(request, route));
          expect(value, `${route}: ${shifts.join('\n')}`).toBeLessThan(CLS_LIMIT);
        });
      }
    });
  });
}
