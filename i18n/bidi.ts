import type { Locales, Translations } from './i18n-types';
import { loadedLocales } from './i18n-util';
import { LANGUAGES } from './languages';

/** Unicode's first-strong isolate (FSI) and its end (PDI). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A text's parameter (`{company}`, `{count:number}`, `{date|short}`), with the isolates already
 * around it or not; or a plural part (`{{…}}`), which is left as it is.
 */
const PART = /\{\{[^]*?\}\}|\u2068?(\{[^{}]+\})\u2069?/g;

/** A value set apart in a first-strong isolate: it takes the direction of its first letter. */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`;
}

/**
 * A text whose parameters are each set apart in a first-strong isolate (FSI … PDI), so that a
 * value takes its own direction and keeps its edges inside a sentence of the other: in Arabic,
 * "Acme Co., Ltd." keeps its final point after "Ltd" instead of the sentence moving it before
 * "Acme". The same text again gives the same text.
 */
export function isolateParameters(text: string): string {
  return text.replace(PART, (part, parameter?: string) => (parameter ? isolate(parameter) : part));
}

/**
 * A text without the isolates of its values: for a file's name, which browsers and the systems
 * that keep files show with the marks replaced or flagged.
 */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

type TextTree = string | { readonly [key: string]: TextTree };

function isolateTree(tree: TextTree): TextTree {
  if (typeof tree === 'string') return isolateParameters(tree);
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, isolateTree(value)]));
}

const RIGHT_TO_LEFT = new Set<string>(
  LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.tag),
);

/**
 * Isolates the parameters of every text loaded for a right-to-left language (docs/decisions/
 * 159-isolated-parameters.md). Called wherever texts are loaded (the web app's loader,
 * `loadEveryLanguage` for the server); the loaded objects are replaced, never changed, since the
 * translation modules are shared.
 */
export function isolateLoadedTexts(locales: readonly Locales[]): void {
  for (const locale of locales) {
    const texts = loadedLocales[locale] as TextTree | undefined;
    if (RIGHT_TO_LEFT.has(locale) && texts !== undefined) {
      loadedLocales[locale] = isolateTree(texts) as unknown as Translations;
    }
  }
}
