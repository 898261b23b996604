import { expect, test, type Page } from '@playwright/test';
import { screenReady } from '../fixtures/portal';
import { startLoggedIn } from '../fixtures/session';
import {
  cartLines,
  catalogueGoods,
  endUser,
  freshQuotation,
  newPartner,
} from '../fixtures/test-data';

/**
 * The cells of each table's last column that the side box's floating buttons cover, each cell
 * first scrolled to the bottom of the window, where the buttons float (and to the end of a
 * table's own scrolling box). Every row is tried, since the page scrolls under the buttons.
 */
async function coveredCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('aside a, aside button')];
    const covered: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      for (const row of table.querySelectorAll('tr')) {
        const cell = row.lastElementChild;
        if (!cell) continue;
        cell.scrollIntoView({ block: 'end', inline: 'end' });
        const a = cell.getBoundingClientRect();
        const hit = buttons.some((button) => {
          const b = button.getBoundingClientRect();
          return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        });
        if (hit)
          covered.push(`${table.querySelector('caption')?.textContent}: ${cell.textContent}`);
      }
    }
    return covered;
  });
}

/** Wide screens and who opens them; Arabic puts the side box and the tables' ends on the left. */
const SCREENS = [
  { username: 'demo.adp@example.com', path: '/personal/order', lang: 'en' },
  { username: 'demo.adp@example.com', path: '/personal/order', lang: 'ara' },
  { username: 'demo.backoffice@example.com', path: '/backoffice/orders', lang: 'en' },
  { username: 'demo.backoffice@example.com', path: '/backoffice/projects', lang: 'en' },
  { username: 'demo.backoffice@example.com', path: '/backoffice/partners', lang: 'ara' },
] as const;

for (const { username, path, lang } of SCREENS) {
  test(`at 1280 by 800 the side box covers no cell of the last column on ${path} (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startLoggedIn(page, request, username, { lang });
    await page.goto(path);
    await screenReady(page);
    const aside = page.getByRole('complementary').last();
    await expect(aside.getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    expect(await coveredCells(page)).toEqual([]);
  });
}

/** The tables of the main region whose own box scrolls sideways: their columns do not fit. */
async function tablesScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => {
        const box = table.parentElement;
        return box !== null && box.scrollWidth > box.clientWidth + 1;
      })
      .map((table) => table.querySelector('caption')?.textContent ?? ''),
  );
}

for (const lang of ['en', 'ara'] as const) {
  test(`at 1280 by 800 a quotation's prices fit beside the menu, for the partner and head office (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const partner = await newPartner(request, 'side-box');
    const quotation = await freshQuotation(request, partner.token);
    await startLoggedIn(page, request, partner.username, { password: partner.password, lang });
    await page.goto(`/personal/quotation/detail?id=${quotation.id}`);
    await screenReady(page);
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    expect(await tablesScrollingSideways(page)).toEqual([]);
    expect(await coveredCells(page)).toEqual([]);

    const office = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1280, height: 800 } });
    await startLoggedIn(office, request, 'demo.backoffice@example.com', { lang });
    await office.goto(`/backoffice/quotations?open=${quotation.id}`);
    await screenReady(office);
    await expect(
      office.getByRole('heading', { level: 2, name: new RegExp(quotation.code) }),
    ).toBeFocused();
    await expect(office.getByRole('main').getByRole('table').last()).toBeVisible();
    expect(await tablesScrollingSideways(office)).toEqual([]);
    expect(await coveredCells(office)).toEqual([]);
    await office.close();
  });
}

/**
 * Tabs through the page from its top to the side box, and answers each control that one of the
 * box's buttons covered, even in part, once focus had reached it and the window had scrolled to
 * show it.
 */
async function controlsUnderTheBox(page: Page): Promise<string[]> {
  const under: string[] = [];
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(() => {
      const focused = document.activeElement;
      const box = document.querySelector('[data-side-box]');
      if (!(focused instanceof HTMLElement) || !box) return 'nothing';
      if (box.contains(focused)) return 'box';
      const a = focused.getBoundingClientRect();
      const covered = [...box.querySelectorAll('a, button')].some((button) => {
        const b = button.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      return covered ? (focused.getAttribute('aria-label') ?? focused.textContent ?? '?') : '';
    });
    if (reached === 'box') return under;
    if (reached === 'nothing') throw new Error('focus left the page before the side box');
    if (reached !== '') under.push(reached);
  }
  throw new Error('the side box was not reached with Tab');
}

for (const lang of ['en', 'ara'] as const) {
  test(`at a phone's width a control reached with Tab is scrolled clear of the side box's buttons (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 640 });
    const partner = await newPartner(request, 'side-box.phone');
    // A line in the cart, so that the box shows its cart button too; end users to tab through.
    await cartLines(request, partner.token, await catalogueGoods(request, 1));
    for (let i = 1; i <= 8; i++) {
      await endUser(request, partner.token, { company: `Clínica Norte ${i}` });
    }
    await startLoggedIn(page, request, partner.username, { password: partner.password, lang });
    await page.goto('/personal/endUser');
    await screenReady(page);
    const box = page.locator('[data-side-box]');
    await expect(box.getByRole('link')).toBeVisible();
    await expect(page.getByRole('main').getByText('Clínica Norte 8').first()).toBeVisible();
    expect(await controlsUnderTheBox(page)).toEqual([]);
  });
}
