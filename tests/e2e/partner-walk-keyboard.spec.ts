import { expect, test, type Page } from '@playwright/test';
import ar from '../../i18n/ar';
import backofficeDesksAr from '../../i18n/ar/backofficeDesks';
import cartAr from '../../i18n/ar/cart';
import configuratorAr from '../../i18n/ar/configurator';
import draftsAr from '../../i18n/ar/drafts';
import endUsersAr from '../../i18n/ar/endUsers';
import ordersAr from '../../i18n/ar/orders';
import projectsAr from '../../i18n/ar/projects';
import quotationDeskAr from '../../i18n/ar/quotationDesk';
import quotationsAr from '../../i18n/ar/quotations';
import serverAr from '../../i18n/ar/server';
import en from '../../i18n/en';
import backofficeDesksEn from '../../i18n/en/backofficeDesks';
import cartEn from '../../i18n/en/cart';
import configuratorEn from '../../i18n/en/configurator';
import draftsEn from '../../i18n/en/drafts';
import endUsersEn from '../../i18n/en/endUsers';
import ordersEn from '../../i18n/en/orders';
import projectsEn from '../../i18n/en/projects';
import quotationDeskEn from '../../i18n/en/quotationDesk';
import quotationsEn from '../../i18n/en/quotations';
import serverEn from '../../i18n/en/server';
import type {
  NamespaceBackofficeDesksTranslation,
  NamespaceCartTranslation,
  NamespaceConfiguratorTranslation,
  NamespaceDraftsTranslation,
  NamespaceEndUsersTranslation,
  NamespaceOrdersTranslation,
  NamespaceProjectsTranslation,
  NamespaceQuotationDeskTranslation,
  NamespaceQuotationsTranslation,
  NamespaceServerTranslation,
  Translation,
} from '../../i18n/i18n-types';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  approveProjectByKeyboard,
  approveQuotationByKeyboard,
  type DeskTexts,
} from '../fixtures/head-office-keyboard';
import { walkOrder } from '../fixtures/order-walk-keyboard';
import { activate, selectWithArrows, tabTo, typeInto } from '../fixtures/keyboard';
import { fill, openAsPartner } from '../fixtures/partner-screens';
import { label, TEST_PASSWORD } from '../fixtures/portal';
import { ready, uniqueName } from '../fixtures/projects';
import { HEAD_OFFICE } from '../fixtures/quotation-desk';
import { startAsNewPartner } from '../fixtures/quotations';
import { apiLogin, startLoggedIn } from '../fixtures/session';
import { cartLines, catalogueGoods } from '../fixtures/test-data';

/** The one partner tier that registers projects; other suites use it too, so no counts here. */
const DPP = 'demo.dpp@example.com';

/** The shared texts and the namespaces of the screens the walk crosses. */
interface WalkTexts {
  personal: Translation['personal'];
  cart: NamespaceCartTranslation;
  configurator: NamespaceConfiguratorTranslation;
  drafts: NamespaceDraftsTranslation;
  endUsers: NamespaceEndUsersTranslation;
  projects: NamespaceProjectsTranslation;
  quotations: NamespaceQuotationsTranslation;
  orders: NamespaceOrdersTranslation;
}

/**
 * Each language's walk: the portal's texts, and the menu bar's entries, which come from the
 * server's menu. Arabic runs right to left, where Tab still follows the reading order.
 */
const RUNS: {
  lang: string;
  L: WalkTexts;
  server: NamespaceServerTranslation;
  desks: DeskTexts;
  menu: { portal: string; configurator: string };
  /**
   * The goods each walk quotes: the two walks share the project partner's cart, and the lines
   * a quotation takes leave it, so each walk quotes goods of its own.
   */
  goods: { main: string; accessory: string; router: string };
}[] = [
  {
    lang: 'en',
    L: {
      personal: (en as Translation).personal,
      cart: cartEn as NamespaceCartTranslation,
      configurator: configuratorEn as NamespaceConfiguratorTranslation,
      drafts: draftsEn as NamespaceDraftsTranslation,
      endUsers: endUsersEn as NamespaceEndUsersTranslation,
      projects: projectsEn as NamespaceProjectsTranslation,
      quotations: quotationsEn as NamespaceQuotationsTranslation,
      orders: ordersEn as NamespaceOrdersTranslation,
    },
    server: serverEn as NamespaceServerTranslation,
    desks: {
      backoffice: (en as Translation).backoffice,
      pager: (en as Translation).pager,
      desks: backofficeDesksEn as NamespaceBackofficeDesksTranslation,
      quotationDesk: quotationDeskEn as NamespaceQuotationDeskTranslation,
      server: serverEn as NamespaceServerTranslation,
    },
    menu: { portal: 'Partner portal', configurator: 'Configurator' },
    goods: { main: 'S5750E-28X-SI', accessory: 'SFP-10G-SR', router: 'DCR-2855' },
  },
  {
    lang: 'ara',
    L: {
      personal: ar.personal,
      cart: cartAr,
      configurator: configuratorAr,
      drafts: draftsAr,
      endUsers: endUsersAr,
      projects: projectsAr,
      quotations: quotationsAr,
      orders: ordersAr,
    },
    server: serverAr,
    desks: {
      backoffice: ar.backoffice,
      pager: ar.pager,
      desks: backofficeDesksAr,
      quotationDesk: quotationDeskAr,
      server: serverAr,
    },
    menu: { portal: 'بوابة الشركاء', configurator: 'أداة التهيئة' },
    goods: { main: 'CS6200-28X-EI', accessory: 'SFP-10G-LR', router: 'DCR-2809' },
  },
];

/** Text that a pattern matches as it is. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts a translation gives, whatever fills its placeholder: they start with what comes before it. */
const starting = (text: string) => new RegExp(`^${escaped(text.split('{')[0] ?? '')}`);

/** A new screen has opened: its heading shows and focus starts on the main region. */
async function arrived(page: Page, heading: string | RegExp) {
  await ready(page, heading);
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoAxeViolations(page);
}

for (const { lang, L, server, desks, menu, goods: walkGoods } of RUNS) {
  test(`with the keyboard alone the project partner goes from a new end user to a project, head office approves it, and the order walks its nine steps to the end (${lang})`, async ({
    browser,
    page,
    request,
  }) => {
    // Twenty screens and steps and three dialogs with axe each, typed key by key, in two
    // windows, on a shared machine.
    test.setTimeout(600_000);
    await startLoggedIn(page, request, DPP, { lang });
    const company = uniqueName('Harbour Logistics');
    const project = uniqueName('Harbour cold store');
    const { endUsers: E, configurator: C, projects: P, drafts: D } = L;

    // The end user, added in the dialog of the end-user screen.
    await page.goto('/personal/endUser');
    await ready(page, E.title);
    await expectNoAxeViolations(page);
    const add = page.getByRole('button', { name: E.add });
    await activate(page, add);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: E.addTitle })).toBeVisible();
    await expect(dialog.getByLabel(label(E.field.company))).toBeFocused();
    await page.keyboard.type(company);
    await typeInto(page, dialog.getByLabel(label(E.field.address)), 'Cais 4, 1200-109 Lisboa');
    await typeInto(page, dialog.getByLabel(label(E.field.contact)), 'Inês Duarte');
    await typeInto(page, dialog.getByLabel(label(E.field.email)), 'ines@harbour.example');
    await typeInto(page, dialog.getByLabel(label(E.field.mobile)), '+351 912 345 678');
    await expectNoAxeViolations(page);
    await activate(page, dialog.getByRole('button', { name: E.save }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add).toBeFocused();
    const search = page.getByRole('search', { name: E.searchRegion });
    await tabTo(page, search.getByLabel(E.searchLabel), { back: true });
    await page.keyboard.type(company);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

    // The configurator, from the menu bar's pop-over.
    const banner = page.getByRole('banner');
    await tabTo(page, banner.getByRole('button', { name: menu.portal }), { back: true });
    await page.keyboard.press('Enter');
    await activate(page, banner.getByRole('link', { name: menu.configurator }));
    await arrived(page, C.title);

    // First product: a switch with an accessory.
    const find = page.getByRole('search', { name: C.findRegion });
    const goods = page.getByRole('list', { name: C.products });
    // The search comes first in the main region: forward from the region's start, back from
    // the configuration beside the list.
    const chooseAlone = async (model: string, { back }: { back: boolean }) => {
      await tabTo(page, find.getByLabel(C.keyword), { back });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(model);
      await page.keyboard.press('Enter');
      await expect(goods.getByRole('listitem')).toHaveCount(1);
      const choose = page.getByRole('button', { name: fill(C.chooseLabel, { model }) });
      await activate(page, choose);
      await expect(choose).toHaveAttribute('aria-pressed', 'true');
      await expect(choose).toBeFocused();
    };
    await chooseAlone(walkGoods.main, { back: false });
    const panel = page.getByRole('region', { name: C.configuration });
    await tabTo(page, panel.getByRole('button', { name: C.addAccessories }), { back: true });
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('heading', { name: fill(C.dialogTitle, { model: walkGoods.main }) }),
    ).toBeVisible();
    const pick = dialog.getByLabel(fill(C.pick, { model: walkGoods.accessory }));
    await tabTo(page, pick);
    await page.keyboard.press('Space');
    await expect(pick).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByLabel(fill(C.quantityOf, { model: walkGoods.accessory })),
    ).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await expectNoAxeViolations(page);
    await activate(page, dialog.getByRole('button', { name: C.confirm }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: C.changeAccessories })).toBeFocused();
    await expect(panel.getByLabel(fill(C.quantityOf, { model: walkGoods.accessory }))).toHaveValue(
      '4',
    );
    const addToCart = panel.getByRole('button', { name: C.addToCart });
    await activate(page, addToCart);
    const toCart = panel.getByRole('link', { name: C.goToCart });
    await expect(toCart).toBeVisible();
    await expect(addToCart).toBeFocused();

    // Second product: a router on its own.
    await chooseAlone(walkGoods.router, { back: true });
    await activate(page, addToCart);
    await expect(addToCart).toBeFocused();
    await expect(panel.getByRole('status')).toContainText(server.cartAdded);
    await expectNoAxeViolations(page);
    await activate(page, toCart);
    await arrived(page, L.cart.title);

    // The cart: both main products ticked (the accessory comes with its switch), then quoted.
    const line = (model: string) => page.getByLabel(fill(L.cart.selectLine, { model }));
    await activate(page, line(walkGoods.main), 'Space');
    await expect(line(walkGoods.accessory)).toBeChecked();
    await activate(page, line(walkGoods.router), 'Space');
    await activate(page, page.getByRole('button', { name: L.cart.makeQuotation }));
    // The code in its isolates on a right-to-left page (i18n/bidi.ts).
    await arrived(
      page,
      new RegExp(`${starting(L.quotations.heading).source}\u2068?QT\\d+\u2069?$`),
    );
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const code = /QT\d+/.exec(heading ?? '')?.[0] ?? '';
    expect(code).not.toBe('');

    // The project, registered with that quotation.
    const personal = page.getByRole('navigation', { name: L.personal.menu });
    await activate(page, personal.getByRole('link', { name: L.personal.projects }));
    await arrived(page, P.title);
    await activate(page, page.getByRole('main').getByRole('link', { name: P.register }));
    await arrived(page, P.form.registerTitle);
    const field = (name: keyof typeof P.form.field) => page.getByLabel(label(P.form.field[name]));
    await typeInto(page, field('project_name'), project);
    await typeInto(page, field('industry'), 'Logistics');
    // The end user and the quotation: arrow keys on each select until it is picked.
    await tabTo(page, field('end_company'));
    await selectWithArrows(page, company);
    await tabTo(page, field('quotation_id'));
    await selectWithArrows(page, code);
    const prices = page.getByLabel(starting(P.form.applicationPriceOf));
    await expect(prices).toHaveCount(3);
    for (const [i, price] of (await prices.all()).entries()) {
      await typeInto(page, price, String(80 + i * 5));
    }
    await expectNoAxeViolations(page);

    // Halfway: the page is reloaded, and the work is offered back; focus goes on with the form.
    await page.reload();
    await ready(page, P.form.registerTitle);
    const offer = page.getByRole('region', { name: D.resumeTitle });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, offer.getByRole('button', { name: D.resume }));
    await expect(offer).toHaveCount(0);
    await expect(field('project_name')).toBeFocused();
    await expect(field('project_name')).toHaveValue(project);
    await expect(field('quotation_id')).toHaveValue(/\d+/);
    await expect(prices).toHaveCount(3);
    await expect(prices.first()).toHaveValue('80');

    // The rest of the form, then to the drafts box. Day and month are alike, so the dates read
    // the same whichever order the browser's date field takes them in; next year's, so that
    // they are ahead of today whenever the suite runs.
    const nextYear = new Date().getUTCFullYear() + 1;
    await tabTo(page, field('estimated_po_date'));
    await page.keyboard.type(`0505${nextYear}`);
    await expect(field('estimated_po_date')).toHaveValue(`${nextYear}-05-05`);
    await tabTo(page, field('predicted_awarding_date'));
    await page.keyboard.type(`0404${nextYear}`);
    await expect(field('predicted_awarding_date')).toHaveValue(`${nextYear}-04-04`);
    await typeInto(page, field('predicted_leadtime'), '8 weeks');
    await activate(page, field('is_protect'), 'Space');
    await expect(field('is_protect')).toBeChecked();
    const save = page.getByRole('button', { name: D.save });
    await activate(page, save);
    await expect(page.getByText(starting(D.savedUntil))).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/project\/register\?draft=\d+$/);
    await expect(save).toBeFocused();

    await activate(page, personal.getByRole('link', { name: L.personal.drafts }));
    await arrived(page, D.title);
    const row = page.getByRole('row', { name: new RegExp(project) });
    await expect(row).toContainText(D.type.project);
    await activate(page, row.getByRole('link', { name: fill(D.openRow, { title: project }) }));
    await arrived(page, P.form.registerTitle);
    await expect(page.getByText(D.openedFrom)).toBeVisible();
    await expect(field('project_name')).toHaveValue(project);
    await expect(field('predicted_leadtime')).toHaveValue('8 weeks');
    await expect(field('estimated_po_date')).toHaveValue(`${nextYear}-05-05`);
    await expect(prices).toHaveCount(3);
    await expect(prices.nth(2)).toHaveValue('90');
    await expect(page.getByRole('region', { name: D.resumeTitle })).toHaveCount(0);

    // Sent from there: the registration's detail follows.
    await activate(page, page.getByRole('button', { name: P.form.submitRegister }));
    await arrived(page, project);
    await expect(
      page.getByRole('main').getByText(P.statusName.applying, { exact: true }),
    ).toBeVisible();
    const quotationLink = page.getByRole('link', { name: fill(P.detail.quotationLink, { code }) });
    await expect(quotationLink).toBeVisible();

    // Head office, in a window of its own, approves the project, then its quotation.
    const office = await openAsPartner(browser, request, HEAD_OFFICE, lang);
    await office.page.goto('/backoffice');
    await ready(office.page, desks.backoffice.queue.title);
    await approveProjectByKeyboard(office.page, desks, project);
    await approveQuotationByKeyboard(office.page, desks, code);

    // The partner makes the order from the approved quotation and walks it to the end.
    await activate(page, quotationLink);
    await arrived(page, fill(L.quotations.heading, { code }));
    await walkOrder(
      page,
      { orders: L.orders, quotations: L.quotations, server },
      desks,
      office.page,
    );
    await office.context.close();
  });
}

test('a cart line removed with the keyboard leaves focus on the cart’s heading, not at the top of the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await startAsNewPartner(page, request);
  const { token } = await apiLogin(request, email, TEST_PASSWORD);
  const two = await catalogueGoods(request, 2);
  await cartLines(request, token, two);
  const [kept, removed] = two.map((item) => item.model);
  const say = cartEn as NamespaceCartTranslation;
  await page.goto('/product/prolist');
  await ready(page, say.title);
  await activate(
    page,
    page.getByRole('button', { name: fill(say.removeLine, { model: removed ?? '' }) }),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: say.cancel })).toBeFocused();
  await activate(page, dialog.getByRole('button', { name: say.remove, exact: true }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel(fill(say.selectLine, { model: removed ?? '' }))).toHaveCount(0);
  await expect(page.getByLabel(fill(say.selectLine, { model: kept ?? '' }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
