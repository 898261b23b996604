// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../../i18n/i18n-util';

/**
 * A screen's namespaces of texts load with its code (src/app/routes.tsx, `page(…, texts)`), so a
 * text of a namespace nobody loaded would show as nothing. This reads the sources: every module
 * a screen may load (what it imports, and what those load on demand) uses only the namespaces
 * the screen names, and the rest of the app (the shell, its menus and dialogs) uses none.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = resolve(SRC, 'app/routes.tsx');
const SCREEN_NAMESPACES = new Set<string>(namespaces.filter((name) => name !== 'server'));

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
};

/** Relative modules a file imports, statically or on demand. */
function importsOf(file: string): string[] {
  const text = read(file);
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'(\.[^']+)'/g),
    ...text.matchAll(/\bimport\s*\(\s*'(\.[^']+)'\s*\)/g),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => resolveModule(file, specifier) ?? []);
}

/** The screens' namespaces as routes.tsx names them, by screen module. */
function screens(): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  const text = read(ROUTES);
  for (const match of text.matchAll(
    /page\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?/g,
  )) {
    const file = resolveModule(ROUTES, match[1] ?? '');
    if (!file) throw new Error(`routes.tsx loads ${match[1]}, which does not exist`);
    const names = [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1] ?? '');
    declared.set(file, [...(declared.get(file) ?? []), ...names]);
  }
  return declared;
}

/** Namespaces used by `start` and everything it may load, not entering `stops`. */
function namespacesUsed(start: string, stops: Set<string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const match of read(file).matchAll(/\bLL\.(\w+)/g)) {
      const name = match[1] ?? '';
      if (SCREEN_NAMESPACES.has(name)) used.set(name, [...(used.get(name) ?? []), file]);
    }
    for (const next of importsOf(file)) {
      if (seen.has(next) || stops.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return used;
}

const short = (file: string) => file.slice(SRC.length + 1);

describe("the screens' texts", () => {
  const declared = screens();
  const screenFiles = new Set(declared.keys());

  it('are found in the route table', () => {
    expect(declared.size).toBeGreaterThan(30);
    expect([...declared.values()].flat().length).toBeGreaterThan(10);
  });

  it('outside the screens (the shell, its menus and dialogs) use no namespace', () => {
    const used = namespacesUsed(resolve(SRC, 'main.tsx'), screenFiles);
    expect(Object.fromEntries([...used].map(([name, files]) => [name, files.map(short)]))).toEqual(
      {},
    );
  });

  for (const [file, names] of declared) {
    it(`of ${short(file)} are the namespaces it names`, () => {
      const others = new Set([...screenFiles].filter((other) => other !== file));
      const used = namespacesUsed(file, others);
      const unnamed = [...used.keys()].filter((name) => !names.includes(name));
      expect(unnamed.map((name) => `${name} (${used.get(name)?.map(short).join(', ')})`)).toEqual(
        [],
      );
    });
  }
});
