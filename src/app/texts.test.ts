// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: which texts are loaded, and who listens, is module state. */
async function freshTexts() {
  vi.resetModules();
  return import('./texts');
}

describe("a screen's texts", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('make the views read again when they arrive while the language provider listens', async () => {
    const texts = await freshTexts();
    await texts.loadLanguage('en');
    const readAgain = vi.fn();
    texts.onTextsLoaded(readAgain);
    await texts.loadScreenTexts(['cart']);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('that arrived before the provider listened are read as soon as it does', async () => {
    const texts = await freshTexts();
    await texts.loadLanguage('en');
    // The screen's code and texts came before the provider's first effect ran.
    await texts.loadScreenTexts(['cart']);
    const readAgain = vi.fn();
    texts.onTextsLoaded(readAgain);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('that arrived between two listeners (a language switch) are read by the next', async () => {
    const texts = await freshTexts();
    await texts.loadLanguage('en');
    const stop = texts.onTextsLoaded(vi.fn());
    stop();
    await texts.loadScreenTexts(['orders']);
    const next = vi.fn();
    texts.onTextsLoaded(next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
