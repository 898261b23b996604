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

describe('texts of a right-to-left language', () => {
  it("show every value in isolates, so that a name's edges stay its own", async () => {
    const texts = await freshTexts();
    const { loadedLocales, namespaces, i18nObject } = await import('../../i18n/i18n-util');
    await texts.loadLanguage('en');
    await texts.loadScreenTexts(namespaces);
    await texts.loadLanguage('ar');
    const { unisolatedTexts } = await import('../../i18n/bidi-testing');
    expect(unisolatedTexts(loadedLocales.en, i18nObject('ar'))).toEqual([]);
    // English is left as it is: only a right-to-left page reorders a value's edges.
    expect(i18nObject('en').projects.form.endUserPicked({ company: 'Acme Co., Ltd.' })).not.toMatch(
      /\u2068/,
    );
  });
});
