import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySessionStore } from '../../../machines/session/session.machine';
import { fakeApi, ok } from '../../testing/fake-api';
import { testUser } from '../../testing/fixtures';
import { renderPortal } from '../../testing/render';
import { ChangePasswordDialog, changePasswordProblems } from './change-password-dialog';

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
  it('requires all three fields and the same new password twice', () => {
    expect(
      changePasswordProblems({ old_password: '', new_password: '', password_again: '' }),
    ).toEqual({
      old_password: 'oldPasswordRequired',
      new_password: 'newPasswordRequired',
      password_again: 'passwordAgainRequired',
    });
    expect(
      changePasswordProblems({ old_password: 'a', new_password: 'b', password_again: 'c' }),
    ).toEqual({ password_again: 'passwordsDiffer' });
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
});
