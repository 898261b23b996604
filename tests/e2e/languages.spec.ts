import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, languageProblems, longTexts } from '../fixtures/page-language';
import { PUBLIC_ROUTES, screenReady, urlOf } from '../fixtures/portal';

/** The header's language menu: a select whose options name each language in its own words. */
function languageMenu(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: 'العربية' }) });
}

// One test per route loads it once and switches through the eight languages with the header's
// menu, as a visitor would, English first so that the English texts are at hand for the
// languages in Latin script. A switch loads the texts before it marks the page with the new
// language; the screen's content follows from the server, so the check waits for it.
for (const route of PUBLIC_ROUTES) {
  test(`${route} reads in each of the eight languages`, async ({ page, request }) => {
    await page.goto(await urlOf(request, route));
    await screenReady(page);
    let english = new Set<string>();
    for (const language of LANGUAGES) {
      if (language.code !== 'en') await languageMenu(page).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      await expect(async () => {
        await screenReady(page);
        const texts = await longTexts(page, language.script);
        if (language.code === 'en') english = new Set(texts.map(({ text }) => text));
        const problems = languageProblems(texts, language, english);
        expect(problems, problems.join('\n')).toEqual([]);
      }).toPass({ timeout: 5_000 });
    }
  });
}
