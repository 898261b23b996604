import { isolateLoadedTexts } from './bidi';
import { locales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

/**
 * Every language's texts, loaded at once and as the portal shows them (values isolated in a
 * right-to-left language, i18n/bidi.ts): for the server, its page renderer and the
 * accessibility report. The web app loads a language at a time (src/app/texts.ts).
 */
export function loadEveryLanguage(): void {
  loadAllLocales();
  isolateLoadedTexts(locales);
}
