import { describe, expect, it } from 'vitest';
import { unisolatedTexts } from '../i18n/bidi-testing';
import { loadedLocales } from '../i18n/i18n-util';
import { LANGUAGES } from '../i18n/languages';
import { messages, texts } from './messages';

describe("the server's texts", () => {
  it.each(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code))(
    "in %s show every value in isolates (answers' messages, documents, e-mails)",
    (lang) => {
      expect(unisolatedTexts(loadedLocales.en, texts(lang))).toEqual([]);
    },
  );

  it('in a left-to-right language show a value as it is', () => {
    expect(messages('en').codeSent({ email: 'a@example.com' })).not.toMatch(/[\u2068\u2069]/);
  });
});
