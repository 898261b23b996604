import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { activate, expectFocusKept, tabTo, typeInto } from '../fixtures/keyboard';
import { label } from '../fixtures/portal';
import { ready, uniqueName } from '../fixtures/projects';
import { startLoggedIn } from '../fixtures/session';

/** The one partner tier that registers projects; other suites use it too, so no counts here. */
const DPP = 'demo.dpp@example.com';

/** A new screen has opened: its heading shows and focus starts on the main region. */
async function arrived(page: Page, heading: string | RegExp) {
  await ready(page, heading);
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoAxeViolations(page);
}

test('with the keyboard alone the project partner goes from a new end user to a project in the drafts box', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startLoggedIn(page, request, DPP);
  const company = uniqueName('Harbour Logistics');
  const project = uniqueName('Harbour cold store');

  // The end user, added in the dialog of the end-user screen.
  await page.goto('/personal/endUser');
  await ready(page, 'End users');
  await expectNoAxeViolations(page);
  const add = page.getByRole('button', { name: 'Add end user' });
  await activate(page, add);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add an end user' })).toBeVisible();
  await expect(dialog.getByLabel(label('Company'))).toBeFocused();
  await page.keyboard.type(company);
  await typeInto(page, dialog.getByLabel(label('Address')), 'Cais 4, 1200-109 Lisboa');
  await typeInto(page, dialog.getByLabel(label('Contact person')), 'Inês Duarte');
  await typeInto(page, dialog.getByLabel(label('E-mail address')), 'ines@harbour.example');
  await typeInto(page, dialog.getByLabel(label('Mobile')), '+351 912 345 678');
  await expectNoAxeViolations(page);
  await activate(page, dialog.getByRole('button', { name: 'Save end user' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();
  const search = page.getByRole('search', { name: 'Search end users' });
  await tabTo(page, search.getByLabel('Company, contact or e-mail'), { back: true });
  await page.keyboard.type(company);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

  // The configurator, from the menu bar's pop-over.
  const partnerMenu = page.getByRole('banner').getByRole('button', { name: 'Partner portal' });
  await tabTo(page, partnerMenu, { back: true });
  await page.keyboard.press('Enter');
  await activate(page, page.getByRole('banner').getByRole('link', { name: 'Configurator' }));
  await arrived(page, 'Configurator');

  // First product: a switch with an accessory.
  const find = page.getByRole('search', { name: 'Find products' });
  await typeInto(page, find.getByLabel('Model or name'), 'S5750E-28X-SI');
  await page.keyboard.press('Enter');
  const goods = page.getByRole('list', { name: 'Products to choose from' });
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  const chooseSwitch = page.getByRole('button', {
    name: 'Choose S5750E-28X-SI as the main product',
  });
  await activate(page, chooseSwitch);
  await expect(chooseSwitch).toHaveAttribute('aria-pressed', 'true');
  await expect(chooseSwitch).toBeFocused();
  const panel = page.getByRole('region', { name: 'Your configuration' });
  const accessories = panel.getByRole('button', { name: 'Add accessories' });
  await tabTo(page, accessories, { back: true });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Accessories of S5750E-28X-SI' })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Add SFP-10G-SR'));
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Add SFP-10G-SR')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Quantity of SFP-10G-SR')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  await expectNoAxeViolations(page);
  await activate(page, dialog.getByRole('button', { name: 'Use these accessories' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Change accessories' })).toBeFocused();
  await expect(panel.getByLabel('Quantity of SFP-10G-SR')).toHaveValue('4');
  const addToCart = panel.getByRole('button', { name: 'Add to cart' });
  await activate(page, addToCart);
  await expect(panel.getByRole('link', { name: 'Go to the cart' })).toBeVisible();
  await expect(addToCart).toBeFocused();

  // Second product: a router on its own.
  await tabTo(page, find.getByLabel('Model or name'), { back: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('DCR-2855');
  await page.keyboard.press('Enter');
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  const chooseRouter = page.getByRole('button', { name: 'Choose DCR-2855 as the main product' });
  await activate(page, chooseRouter);
  await expect(chooseRouter).toHaveAttribute('aria-pressed', 'true');
  await activate(page, addToCart, 'Enter');
  await expectFocusKept(page);
  const toCart = panel.getByRole('link', { name: 'Go to the cart' });
  await expect(addToCart).toBeFocused();
  await expect(panel.getByRole('status')).toContainText('Added to the cart');
  await expectNoAxeViolations(page);
  await activate(page, toCart);
  await arrived(page, 'Cart');

  // The cart: both main products ticked (the accessory comes with its switch), then quoted.
  await activate(page, page.getByLabel('Select S5750E-28X-SI'), 'Space');
  await expect(page.getByLabel('Select SFP-10G-SR')).toBeChecked();
  await activate(page, page.getByLabel('Select DCR-2855'), 'Space');
  await activate(page, page.getByRole('button', { name: 'Make a quotation' }));
  await arrived(page, /^Quotation QT\d+$/);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const code = /QT\d+/.exec(heading ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  // The project, registered with that quotation.
  const personal = page.getByRole('navigation', { name: 'Personal menu' });
  await activate(page, personal.getByRole('link', { name: 'Projects' }));
  await arrived(page, 'Projects');
  await activate(page, page.getByRole('main').getByRole('link', { name: 'Register a project' }));
  await arrived(page, 'Register a project');
  await typeInto(page, page.getByLabel(label('Project name')), project);
  await typeInto(page, page.getByLabel(label('Industry')), 'Logistics');
  // The end user: arrow keys on the select until it is picked.
  const endUser = page.getByLabel(label('End user'));
  await tabTo(page, endUser);
  await selectWithArrows(page, company);
  const quotation = page.getByLabel(label('Quotation'));
  await tabTo(page, quotation);
  await selectWithArrows(page, code);
  const prices = page.getByLabel(/^Application price of /);
  await expect(prices).toHaveCount(3);
  for (const [i, price] of (await prices.all()).entries()) {
    await typeInto(page, price, String(80 + i * 5));
  }
  await expectNoAxeViolations(page);

  // Halfway: the page is reloaded, and the work is offered back.
  await page.reload();
  await ready(page, 'Register a project');
  const offer = page.getByRole('region', { name: 'Unsaved changes found' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, offer.getByRole('button', { name: 'Resume my changes' }));
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel(label('Project name'))).toBeFocused();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(project);
  await expect(page.getByLabel(label('Quotation'))).toHaveValue(/\d+/);
  await expect(prices).toHaveCount(3);
  await expect(prices.first()).toHaveValue('80');

  // The rest of the form, then to the drafts box. Day and month are alike, so the dates read
  // the same whichever order the browser's date field takes them in.
  await tabTo(page, page.getByLabel(label('Predicted PO date')));
  await page.keyboard.type('05052027');
  await expect(page.getByLabel(label('Predicted PO date'))).toHaveValue('2027-05-05');
  await tabTo(page, page.getByLabel(label('Predicted awarding date')));
  await page.keyboard.type('04042027');
  await expect(page.getByLabel(label('Predicted awarding date'))).toHaveValue('2027-04-04');
  await typeInto(page, page.getByLabel(label('Predicted lead time')), '8 weeks');
  await activate(page, page.getByLabel('Request project protection'), 'Space');
  await expect(page.getByLabel('Request project protection')).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Save to drafts box' }));
  await expect(page.getByText(/^Saved to the drafts box\. Kept until /)).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/project\/register\?draft=\d+$/);
  await expectFocusKept(page);

  await activate(page, personal.getByRole('link', { name: 'Drafts box' }), 'Enter');
  await arrived(page, 'Drafts box');
  const row = page.getByRole('row', { name: new RegExp(project) });
  await expect(row).toContainText('Project');
  await activate(page, row.getByRole('link', { name: `Open ${project}` }));
  await arrived(page, 'Register a project');
  await expect(page.getByText('Opened from the drafts box.')).toBeVisible();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(project);
  await expect(page.getByLabel(label('Predicted lead time'))).toHaveValue('8 weeks');
  await expect(page.getByLabel(label('Predicted PO date'))).toHaveValue('2027-05-05');
  await expect(prices).toHaveCount(3);
  await expect(prices.nth(2)).toHaveValue('90');
  await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);

  // Sent from there: the registration's detail follows.
  await activate(page, page.getByRole('button', { name: 'Register project' }));
  await arrived(page, project);
  await expect(page.getByText('Applying').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Quotation ${code}` })).toBeVisible();
});

/** Moves a focused select down with the arrow key until its chosen option contains `text`. */
async function selectWithArrows(page: Page, text: string) {
  const select = page.locator(':focus');
  for (let i = 0; i < 200; i++) {
    const chosen = await select.evaluate((element) =>
      element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent ?? '') : null,
    );
    if (chosen === null) throw new Error('focus is not on a select');
    if (chosen.includes(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option with “${text}”`);
}
