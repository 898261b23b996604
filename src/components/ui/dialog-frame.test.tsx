import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../../i18n/i18n-util.sync';
import { LanguageProvider } from '../../app/language-provider';
import { DialogFrame } from './dialog-frame';

loadLocale('en');

/** A screen with a dialog's opener and the control after it, as the configurator has them. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <LanguageProvider initialLang="en">
      <button type="button" onClick={() => setOpen(true)}>
        Add accessories
      </button>
      <button type="button">Add to cart</button>
      {open ? (
        <DialogFrame title="Accessories" width={450} onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            Confirm
          </button>
        </DialogFrame>
      ) : null}
    </LanguageProvider>
  );
}

/** The next frame has been drawn: what the page asked for in a frame has run. */
const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/** Opens the dialog from its opener, as a keyboard user does, and confirms it. */
async function openAndConfirm() {
  render(<Screen />);
  const opener = screen.getByRole('button', { name: 'Add accessories' });
  opener.focus();
  fireEvent.click(opener);
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  await act(async () => {
    fireEvent.click(confirm);
    await Promise.resolve();
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  return opener;
}

describe('a dialog that closes', () => {
  it('gives focus back to the control that opened it', async () => {
    const opener = await openAndConfirm();
    await nextFrame();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where a person who went on at once put it, before the next frame', async () => {
    await openAndConfirm();
    // Tab, pressed before the browser drew the next frame (a busy machine): focus moves on.
    const next = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    next.focus();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(next);
  });
});
