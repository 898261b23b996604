import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';
import { applyDocumentLanguage, mirrorStoredLang, storedLang, storeLang } from './language';
import { STORAGE_KEYS } from './storage';

afterEach(() => {
  localStorage.clear();
  writeCookie('lang', null);
});

describe('language choice', () => {
  it('defaults to English and remembers a choice under the fixed key', () => {
    expect(storedLang()).toBe('en');
    storeLang('kor');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('kor');
    expect(storedLang()).toBe('kor');
  });

  it('writes the cookie the server renders by again when only the stored choice is left', () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'ara');
    expect(readCookie('lang')).toBeNull();
    mirrorStoredLang();
    expect(readCookie('lang')).toBe('ara');
    localStorage.clear();
    mirrorStoredLang();
    expect(readCookie('lang')).toBe('ara');
  });

  it('ignores a stored value that is not one of the eight languages', () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'klingon');
    expect(storedLang()).toBe('en');
  });

  it('sets <html lang> to the BCP 47 tag and mirrors the page for Arabic only', () => {
    applyDocumentLanguage('ara');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('vie');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
