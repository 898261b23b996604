import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySessionStore } from '../../../machines/session/session.machine';
import { fakeApi, ok } from '../../testing/fake-api';
import { testUser } from '../../testing/fixtures';
import { renderPortal } from '../../testing/render';
import { ChangePasswordDialog } from './change-password-dialog';

afterEach(() => vi.useRealTimers());

const loggedIn = () =>
  createMemorySessionStore({ token: 't', username: 'a@b.co', user: testUser() });

function fill(dialog: HTMLElement, current: string, next: string, again: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Current password/), {
    target: { value: current },
  });
  fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), {
    target: { value: again },
  });
}

describe('change password', () => {
  it('requires all three fields and the same new password twice, without a call', async () => {
    const calls = fakeApi({});
    renderPortal(<ChangePasswordDialog onClose={vi.fn()} />, { store: loggedIn() });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const summary = within(dialog).getByRole('alert');
    for (const message of [
      'Please enter your current password',
      'Please enter a new password',
      'Please enter the password again',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    }
    fill(dialog, 'a', 'new-secret', 'new-secreT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const mismatch = within(within(dialog).getByRole('alert')).getByRole('link');
    expect(mismatch.textContent).toContain('two different passwords');
    expect(calls.filter((call) => call.path === '/user/changepassword')).toEqual([]);
  });

  it('says what is wrong with the new password before sending it', async () => {
    const calls = fakeApi({});
    renderPortal(<ChangePasswordDialog onClose={vi.fn()} />, { store: loggedIn() });
    const dialog = await screen.findByRole('dialog');
    for (const [next, message] of [
      ['short', 'The password needs at least 8 characters'],
      ['A@B.CO  ', 'The password must not be your email address'],
      ['********', 'The password must not be one character repeated'],
    ] as const) {
      fill(dialog, 'old', next, next);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
      const summary = within(dialog).getByRole('alert');
      expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    }
    expect(calls.filter((call) => call.path === '/user/changepassword')).toEqual([]);
  });

  it('shows a refusal and gives the button back one second later', async () => {
    fakeApi({ 'POST /user/changepassword': { code: 0, msg: 'The current password is wrong' } });
    const onClose = vi.fn();
    renderPortal(<ChangePasswordDialog onClose={onClose} />, { store: loggedIn() });
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fill(dialog, 'old', 'new-secret', 'new-secret');
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    await act(async () => {
      fireEvent.click(submit);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The current password is wrong',
    );
    expect(submit).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(submit).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(submit).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on success with the server's message", async () => {
    const calls = fakeApi({ 'POST /user/changepassword': ok(null, 'Password changed') });
    const onClose = vi.fn();
    renderPortal(<ChangePasswordDialog onClose={onClose} />, { store: loggedIn() });
    const dialog = await screen.findByRole('dialog');
    fill(dialog, 'old', 'new-secret', 'new-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls.at(-1)?.body).toEqual({
      old_password: 'old',
      new_password: 'new-secret',
      password_again: 'new-secret',
    });
  });

  it('ends the session on screen too and asks to log in again', async () => {
    const calls = fakeApi({ 'POST /user/changepassword': ok(null, 'Password changed') });
    const store = loggedIn();
    renderPortal(<ChangePasswordDialog onClose={vi.fn()} />, { store });
    const dialog = await screen.findByRole('dialog');
    fill(dialog, 'old', 'new-secret', 'new-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. Please log in again with your new password.',
      ),
    ).toBeTruthy();
    expect([store.getToken(), store.getUsername(), store.getUserInfo()]).toEqual([
      null,
      null,
      null,
    ]);
    // The server has already revoked the token: no logout call goes out.
    expect(calls.map((call) => call.path)).toEqual(['/user/changepassword']);
  });
});
