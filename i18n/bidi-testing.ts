/** A value a person typed, ending in a point of its own: the edge the bidi algorithm moves. */
const TYPED = 'Acme Co., Ltd.';

/** A translation's parameters: `{company}`, `{count:number}`. */
const PARAMETER = /\{(\w+)[^{}]*\}/g;

type Translate = (values: Record<string, string>) => string;

/**
 * The texts of a right-to-left language's translation functions that show a value without its
 * isolates (i18n/bidi.ts): every text of `base` (the English texts, which name the parameters)
 * is called through `translate` with each parameter set to a typed company name, and each
 * place the name shows must sit between FSI and PDI. Returns the texts' keys.
 */
export function unisolatedTexts(base: object, translate: object, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(base)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const made = (translate as Record<string, unknown>)[key];
    if (typeof text !== 'string') {
      found.push(...unisolatedTexts(text as object, made as object, path));
      continue;
    }
    const names = [...text.matchAll(PARAMETER)].map((match) => match[1] ?? '');
    if (names.length === 0) continue;
    const shown = (made as Translate)(Object.fromEntries(names.map((name) => [name, TYPED])));
    const times = shown.split(TYPED).length - 1;
    const isolated = shown.split(`\u2068${TYPED}\u2069`).length - 1;
    if (times === 0 || isolated !== times) found.push(path);
  }
  return found;
}

/**
 * A right-to-left text with values, as the portal shows it: each `${value}` in its isolates
 * (i18n/bidi.ts). rtl`إزالة ${'SFP-10G-SR'}` is the name of the Arabic cart's button.
 */
export function rtl(
  strings: TemplateStringsArray,
  ...values: readonly (string | number)[]
): string {
  return strings.reduce((text, part, i) => `${text}\u2068${String(values[i - 1])}\u2069${part}`);
}
