import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderPortal } from '../../testing/render';
import { SIGN_UP_CLOSE_DELAY_MS } from '../../../machines/sign-up/sign-up.machine';
import { SignUpDialog } from './sign-up-dialog';

afterEach(() => vi.useRealTimers());

const countries = ok({
  countries: [
    { english_name: 'Portugal', chinese_name: '葡萄牙', country_code: 'PT', phone_code: '351' },
  ],
});

function type(dialog: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the sign-up dialog', () => {
  it("shows the server's message when the address is taken", async () => {
    fakeApi({
      'GET /ajax/getCountries': countries,
      'POST /user/checkemail': { code: 0, msg: 'This email address is already registered' },
    });
    renderPortal(<SignUpDialog onClose={vi.fn()} onLogIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(/^Email address/);
    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.blur(email);
    expect(
      await within(dialog).findByText('This email address is already registered'),
    ).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for an address before sending a code, then counts 60 seconds down', async () => {
    const calls = fakeApi({
      'GET /ajax/getCountries': countries,
      'POST /user/checkemail': ok(null),
      'POST /user/sendcode': ok(null, 'The code has been sent'),
    });
    renderPortal(<SignUpDialog onClose={vi.fn()} onLogIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Email required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/user/sendcode')).toBe(false);

    type(dialog, /^Email address/, 'new@example.com');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(dialog).getByText('The code has been sent')).toBeTruthy();
    const countdown = within(dialog).getByRole('button', { name: 'Send again in 60 s' });
    expect(countdown).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByRole('button', { name: 'Send again in 59 s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('checks the address is well formed before any code goes out', async () => {
    const calls = fakeApi({
      'GET /ajax/getCountries': countries,
      'POST /user/sendcode': ok(null, 'The code has been sent'),
    });
    renderPortal(<SignUpDialog onClose={vi.fn()} onLogIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    type(dialog, /^Email address/, 'ana@harbour');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Please enter the correct email address')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(calls.some((call) => call.path === '/user/sendcode')).toBe(false);
  });

  it('signs up with every field and closes a second after the success message', async () => {
    const calls = fakeApi({
      'GET /ajax/getCountries': countries,
      'POST /user/checkemail': ok(null),
      'POST /user/register': ok(null, 'Registration successful'),
    });
    const onClose = vi.fn();
    renderPortal(<SignUpDialog onClose={onClose} onLogIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => vi.advanceTimersByTimeAsync(0));
    type(dialog, /^Full name/, 'Ana Lima');
    type(dialog, /^Company/, 'Harbour Networks');
    type(dialog, /^Email address/, 'ana@example.com');
    fireEvent.change(within(dialog).getByLabelText(/^Country or region/), {
      target: { value: 'PT' },
    });
    type(dialog, /^Telephone/, '+351 912 345 678');
    type(dialog, /^Password/, 'Secret-2026');
    type(dialog, /^Confirm password/, 'Secret-2026');
    type(dialog, /^Email verification code/, '123456');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.at(-1)?.body).toEqual({
      realname: 'Ana Lima',
      company: 'Harbour Networks',
      username: 'ana@example.com',
      country: 'PT',
      telephone: '+351 912 345 678',
      password: 'Secret-2026',
      password_again: 'Secret-2026',
      code: '123456',
    });
    await act(() => vi.advanceTimersByTimeAsync(SIGN_UP_CLOSE_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
