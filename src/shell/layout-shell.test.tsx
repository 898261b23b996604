import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemorySessionStore } from '../../machines/session/session.machine';
import { routes } from '../app/routes';
import { fakeApi, ok } from '../testing/fake-api';
import { testLayout, testUser } from '../testing/fixtures';
import { renderPortal } from '../testing/render';

const home = ok({ banner: [], products: [], solutions: [], news: [] });

function serve(extra: Record<string, object> = {}) {
  return fakeApi({
    'GET /layout': ok(testLayout),
    'GET /index': home,
    'GET /friendlink': ok({ links: [] }),
    'GET /ajax/getCountries': ok({ countries: [] }),
    ...extra,
  });
}

/**
 * What must not happen, checked on a controlled clock: the test's timers run as time passes
 * (so that Testing Library's waits work) and `passTime` moves the clock on at once, firing
 * every timer due by then.
 */
function controlClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

// The menus, the toasts and the login dialog load on first use. Their modules are transformed
// once before the tests, so that the first test's time limit does not pay for the transform.
beforeAll(async () => {
  await Promise.all([
    import('./menu-popovers'),
    import('./account-menu'),
    import('../components/ui/toast-region'),
    import('../features/auth/login-dialog'),
  ]);
});

describe('the layout shell', () => {
  it('asks a logged-out visitor to log in instead of following menu entries 79 to 82', async () => {
    serve();
    const { router } = renderPortal(null, { routes, path: '/index' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: /Partner portal/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Configurator' }));
    expect(await screen.findByText('You are not logged in, please log in first.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Log in', level: 2 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('follows those entries once logged in', async () => {
    serve({ 'GET /user/cartcount': ok(0) });
    const store = createMemorySessionStore({ token: 't', username: 'a@b.co', user: testUser() });
    const { router } = renderPortal(null, { routes, path: '/index', store });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: /Partner portal/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Quotations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/quotation'));
  });

  it('opens external entries in a new window', async () => {
    serve();
    renderPortal(null, { routes, path: '/index' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: /About us/ }));
    const videos = await screen.findByRole('link', { name: /Videos/ });
    expect(videos.getAttribute('target')).toBe('_blank');
    expect(videos.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends a visit to a personal page without a token to /index, clearing what was stored', async () => {
    serve();
    const store = createMemorySessionStore({ username: 'a@b.co', user: testUser() });
    const { router } = renderPortal(null, { routes, path: '/personal/quotation', store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(store.getUserInfo()).toBeNull();
    expect(store.getUsername()).toBeNull();
    await act(() => router.navigate('/configurator'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('lets a logged-in user into the personal area', async () => {
    serve({ 'GET /user/cartcount': ok(0) });
    const store = createMemorySessionStore({ token: 't', username: 'a@b.co', user: testUser() });
    const { router } = renderPortal(null, { routes, path: '/personal', store });
    expect(await screen.findByRole('heading', { name: 'Personal centre', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/personal');
  });

  it('sends unknown paths to /404', async () => {
    serve();
    const { router } = renderPortal(null, { routes, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the cart only when it holds something', async () => {
    const store = createMemorySessionStore({ token: 't', username: 'a@b.co', user: testUser() });
    serve({ 'GET /user/cartcount': ok(3) });
    renderPortal(null, { routes, path: '/index', store });
    expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeTruthy();
  });

  it('hides the cart when it is empty or nobody is logged in', async () => {
    const calls = serve({ 'GET /user/cartcount': ok(0) });
    renderPortal(null, { routes, path: '/index' });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(calls.some((call) => call.path === '/user/cartcount')).toBe(false);
  });
});

describe('the account dialogs', () => {
  it('stay open on Escape and outside clicks, close with their button and give focus back', async () => {
    controlClock();
    serve();
    renderPortal(null, { routes, path: '/index' });
    const opener = await screen.findByRole('button', { name: 'Sign up' });
    opener.focus();
    fireEvent.click(opener);
    const title = await screen.findByRole('heading', { name: 'Create an account' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(title)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await passTime(5_000);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(opener), { timeout: 3000 });
  });
});

const routeList = ok([
  {
    name: 'Personal',
    path: '/personal',
    component: 'Layout',
    hidden: false,
    meta: { title: 'Personal home' },
    children: [
      { name: 'Quotation', path: 'quotation', hidden: false, meta: { title: 'My quotations' } },
      { name: 'Project', path: 'project', hidden: false, meta: { title: 'My projects' } },
      { name: 'Grades', path: 'grades', hidden: true, meta: { title: 'Grades' } },
    ],
  },
]);

function logIn(roles: string[] = []) {
  return createMemorySessionStore({
    token: 'tok-9',
    username: 'a@b.co',
    user: testUser({ roles }),
  });
}

describe('the account menu', () => {
  it('lists the screens of the route list fetched after login, the hidden ones left out', async () => {
    const calls = serve({ 'GET /user/cartcount': ok(0), 'GET /getRouters': routeList });
    renderPortal(null, { routes, path: '/index', store: logIn() });
    fireEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
    const quotations = await screen.findByRole('menuitem', { name: 'My quotations' });
    expect(quotations.getAttribute('href')).toBe('/personal/quotation');
    expect(screen.getByRole('menuitem', { name: 'Personal centre' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Grades' })).toBeNull();
    const asked = calls.find((call) => call.path === '/getRouters');
    expect(asked?.headers.get('token')).toBe('tok-9');
  });

  it.each([[[]], [['partner', 'DC-ASP']]])(
    'shows the project screen only to the project programme’s tiers, not to roles %j',
    async (roles) => {
      serve({ 'GET /user/cartcount': ok(0), 'GET /getRouters': routeList });
      renderPortal(null, { routes, path: '/index', store: logIn(roles) });
      fireEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
      await screen.findByRole('menuitem', { name: 'My quotations' });
      expect(screen.queryByRole('menuitem', { name: 'My projects' })).toBeNull();
    },
  );

  it.each(['DC-DPP', 'DC-APP'])(
    'shows it to a project partner (%s: a DPP registers, an APP reads its own)',
    async (tier) => {
      serve({ 'GET /user/cartcount': ok(0), 'GET /getRouters': routeList });
      renderPortal(null, { routes, path: '/index', store: logIn(['partner', tier]) });
      fireEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
      expect(await screen.findByRole('menuitem', { name: 'My projects' })).toBeTruthy();
    },
  );

  it("falls back to the portal's own entries when the server has no route list", async () => {
    serve({ 'GET /user/cartcount': ok(0) });
    renderPortal(null, { routes, path: '/index', store: logIn() });
    fireEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Drafts box' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Quotations' })).toBeTruthy();
  });

  it("logs out with the server's message, and asks nothing that needs a token afterwards", async () => {
    controlClock();
    const calls = serve({
      'GET /user/cartcount': ok(3),
      'GET /getRouters': routeList,
      'POST /user/logout': ok(null, 'You have logged out.'),
    });
    const store = logIn();
    const { router } = renderPortal(null, {
      routes,
      path: '/aboutus/news',
      store,
      errorPolicy: true,
    });
    expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    await passTime(5_000);
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(screen.queryByText('Please log in')).toBeNull();
    expect(store.getToken()).toBeNull();
    const needingToken = calls.filter((call) =>
      ['/user/cartcount', '/getRouters'].includes(call.path),
    );
    expect(needingToken.length).toBeGreaterThan(0);
    for (const call of needingToken) expect(call.headers.get('token')).toBe('tok-9');
  });
});
