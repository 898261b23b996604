import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../../i18n/i18n-util.sync';
import { LanguageProvider } from '../../app/language-provider';
import { ToastRegion } from './toast-region';
import { notify } from './toaster';

loadLocale('en');
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** Where sonner stands the toasts: `top` or `bottom`. */
const edge = () => document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position');

describe('the toast region', () => {
  it('stands toasts near the top, and sends them to the bottom when a dialog opens under them', async () => {
    render(
      <LanguageProvider initialLang="en">
        <ToastRegion />
      </LanguageProvider>,
    );
    notify.warning('You are not logged in, please log in first.');
    expect(await screen.findByText('You are not logged in, please log in first.')).toBeTruthy();
    expect(edge()).toBe('top');

    // The login dialog loads after the warning that goes with it.
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    act(() => document.body.append(dialog));
    await waitFor(() => expect(edge()).toBe('bottom'));
    expect(screen.getByText('You are not logged in, please log in first.')).toBeTruthy();
  });
});
