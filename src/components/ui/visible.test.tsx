import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySessionStore } from '../../../machines/session/session.machine';
import { testUser } from '../../testing/fixtures';
import { renderPortal } from '../../testing/render';
import { useCan } from '../../lib/use-can';
import { Visible } from './visible';

const loggedIn = (roles: string[], permissions: string[]) =>
  createMemorySessionStore({
    token: 't',
    username: 'partner@example.com',
    user: testUser({ roles, permissions }),
  });

function Probe() {
  const can = useCan();
  return <p>{can({ permission: 'sn:query' }) ? 'may check serial numbers' : 'may not'}</p>;
}

/** Links behind a role, a permission, and the hook's own check. */
function Guarded() {
  return (
    <>
      <Visible role="partner">
        <a href="/personal/order">Orders</a>
      </Visible>
      <Visible role="DC-ASP">
        <a href="/support/sncheck">SN check</a>
      </Visible>
      <Visible permission="project:register">
        <a href="/personal/project">Projects</a>
      </Visible>
      <Probe />
    </>
  );
}

describe('the visibility directives', () => {
  it('remove an element the user lacks the role or permission for', async () => {
    renderPortal(<Guarded />, { store: loggedIn(['partner'], []) });
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SN check' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
    expect(screen.getByText('may not')).toBeTruthy();
  });

  it("show everything to role 'admin' with permission '*:*:*'", async () => {
    renderPortal(<Guarded />, { store: loggedIn(['admin'], ['*:*:*']) });
    expect(await screen.findByRole('link', { name: 'SN check' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Projects' })).toBeTruthy();
    expect(screen.getByText('may check serial numbers')).toBeTruthy();
  });

  it('show nothing guarded to a visitor who is not logged in', async () => {
    renderPortal(
      <>
        <p>Page</p>
        <Visible role="partner">
          <a href="/personal">Personal centre</a>
        </Visible>
      </>,
    );
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Personal centre' })).toBeNull();
  });

  it('throw for a directive without a value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPortal(
      // @ts-expect-error A directive without a value is exactly the mistake under test.
      <Visible>
        <span>never</span>
      </Visible>,
      { store: loggedIn(['admin'], ['*:*:*']) },
    );
    // The router's error boundary catches what the render threw.
    expect(
      await screen.findAllByText(/A visibility rule needs a role or a permission/),
    ).not.toHaveLength(0);
    expect(screen.queryByText('never')).toBeNull();
  });
});
