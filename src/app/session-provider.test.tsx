import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySessionStore } from '../../machines/session/session.machine';
import { useApi } from '../lib/api/api-context';
import { fakeApi } from '../testing/fake-api';
import { testUser } from '../testing/fixtures';
import { renderPortal } from '../testing/render';
import { useSession } from './session-provider';

afterEach(() => vi.useRealTimers());

function Who() {
  const { isLoggedIn, user } = useSession();
  return <p>{isLoggedIn ? `In as ${user?.realname ?? ''}` : 'Logged out'}</p>;
}

/** A button that makes one call needing a token through the app's client. */
function CallHome() {
  const api = useApi();
  return (
    <button type="button" onClick={() => void api.account.home.query().catch(() => undefined)}>
      Call
    </button>
  );
}

const storedSession = () =>
  createMemorySessionStore({
    token: 'tok-1',
    username: 'partner@example.com',
    user: testUser(),
  });

describe('the session', () => {
  it('is restored from storage at start', async () => {
    renderPortal(<Who />, { store: storedSession() });
    expect(await screen.findByText('In as Ana Lima')).toBeTruthy();
  });

  it("ends on a session code: 'Please log in', cleared at once, /index after one second", async () => {
    // The toasts' code loads with the first toast, on the real clock, which stops below.
    await import('../components/ui/toast-region');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fakeApi({ 'GET /user/home': { code: 90004, msg: 'token expired' } });
    const store = storedSession();
    const { router } = renderPortal(
      <>
        <CallHome />
        <Who />
      </>,
      { path: '/aboutus/news', store, errorPolicy: true },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Call' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(store.getToken()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
    expect(store.getUsername()).toBeNull();
    expect(screen.getByText('Logged out')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByText('Please log in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/aboutus/news');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/index');
  });
});
