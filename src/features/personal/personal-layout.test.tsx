import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySessionStore } from '../../../machines/session/session.machine';
import { readCookie, writeCookie } from '../../lib/cookies';
import { fakeApi, ok } from '../../testing/fake-api';
import { testLayout, testUser } from '../../testing/fixtures';
import { renderPortal } from '../../testing/render';
import { PersonalLayout } from './personal-layout';
import { stubMediaQueries } from '../../testing/media';

function mockWidth(narrow: boolean) {
  stubMediaQueries((query) => narrow && query.includes('max-width'));
}

const routeList = ok([
  {
    name: 'Personal',
    path: '/personal',
    hidden: false,
    meta: { title: 'Personal home' },
    children: [
      { name: 'Home', path: '', hidden: false, meta: { title: 'Personal home' } },
      { name: 'Grades', path: 'grades', hidden: true, meta: { title: 'Grades' } },
      {
        name: 'Manual',
        path: 'manual',
        hidden: false,
        meta: { title: 'Partner manual', link: 'https://docs.example.org/' },
      },
    ],
  },
]);

function renderFrame() {
  fakeApi({ 'GET /layout': ok(testLayout), 'GET /getRouters': routeList });
  const store = createMemorySessionStore({ token: 't', username: 'a@b.co', user: testUser() });
  return renderPortal(null, {
    path: '/personal',
    store,
    routes: [
      {
        path: '/personal',
        element: <PersonalLayout />,
        children: [{ index: true, element: <h1>Home</h1> }],
      },
    ],
  });
}

afterEach(() => {
  writeCookie('sidebarStatus', null);
  writeCookie('size', null);
});

describe('the personal centre’s frame', () => {
  it('keeps the sidebar’s state and the size in their cookies on a wide screen', async () => {
    mockWidth(false);
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Personal menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Personal home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Grades' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Personal menu' })).toBeNull();
    expect(readCookie('sidebarStatus')).toBe('0');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect(readCookie('size')).toBe('small');
    expect(readCookie('sidebarStatus')).toBe('1');
  });

  it('starts with the menu closed when its cookie says so', async () => {
    mockWidth(false);
    writeCookie('sidebarStatus', '0');
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Personal menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Personal menu' })).toBeNull();
  });

  it('on a phone opens the menu on request, without storing it', async () => {
    mockWidth(true);
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Personal menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('link', { name: 'Personal home' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(readCookie('sidebarStatus')).toBeNull();
  });
});
