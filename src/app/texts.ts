import type { Locales, Namespaces, Translations } from '../../i18n/i18n-types';
import { isolateLoadedTexts } from '../../i18n/bidi';
import { initFormatters } from '../../i18n/formatters';
import { loadedFormatters, loadedLocales } from '../../i18n/i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';

/*
 * Which texts are loaded (docs/decisions/138-first-paint-without-zod-and-xstate.md): a
 * language's shared texts (the shell, forms, lists, the public screens) before its first paint,
 * and a screen's own namespace (orders, projects, ...) with the screen's code. A language switch
 * loads the new language's shared texts and every namespace a screen has asked for so far.
 */

/** The namespaces screens have asked for. */
const wanted = new Set<Namespaces>();
/** The language views show, and the one a switch under way is loading. */
let shown: Locales | null = null;
let target: Locales | null = null;
/**
 * Texts arrived while no language provider listened (before its first effect, or between two
 * registrations): the next provider to listen reads them at once, since the texts its views
 * hold may have been made before they came.
 */
let missed = false;
const nobody = () => {
  missed = true;
};
/** Makes views read the texts again (the language provider's `setLocale` of the shown language). */
let refresh: () => void = nobody;

const isLoaded = (locale: Locales, namespace: Namespaces) =>
  loadedLocales[locale]?.[namespace] !== undefined;

/** Loads the namespaces `locale` lacks; true when one was missing. */
async function loadNamespaces(locale: Locales, namespaces: Iterable<Namespaces>): Promise<boolean> {
  const missing = [...namespaces].filter((namespace) => !isLoaded(locale, namespace));
  await Promise.all(missing.map((namespace) => loadNamespaceAsync(locale, namespace)));
  if (missing.length > 0) isolateLoadedTexts([locale]);
  return missing.length > 0;
}

/**
 * Loads `locale`'s shared texts and every namespace screens have asked for; views show `locale`
 * once the caller sets it (before the first paint, or the language provider's switch).
 */
export async function loadLanguage(locale: Locales): Promise<void> {
  target = locale;
  await Promise.all([loadLocaleAsync(locale), loadNamespaces(locale, wanted)]);
  isolateLoadedTexts([locale]);
  shown = locale;
}

/**
 * Takes a language's shared texts as a page rendered on the server carries them, so that the
 * app can take the page over at once, without loading them first.
 */
export function takeServerTexts(locale: Locales, translations: Translations): void {
  loadedLocales[locale] = { ...translations, ...loadedLocales[locale] };
  isolateLoadedTexts([locale]);
  loadedFormatters[locale] = initFormatters(locale);
  shown = locale;
  target = locale;
}

/**
 * Loads the namespaces a screen shows, in the language shown (and in the one a switch is
 * loading), and keeps asking for them in the languages switched to later. Views read the texts
 * again when one was new.
 */
export async function loadScreenTexts(namespaces: readonly Namespaces[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const [added] = await Promise.all([
    shown ? loadNamespaces(shown, namespaces) : false,
    target && target !== shown ? loadNamespaces(target, namespaces) : false,
  ]);
  if (added) refresh();
}

/** The language provider's way to make views read the texts again. */
export function onTextsLoaded(readAgain: () => void): () => void {
  refresh = readAgain;
  if (missed) {
    missed = false;
    readAgain();
  }
  return () => {
    if (refresh === readAgain) refresh = nobody;
  };
}
