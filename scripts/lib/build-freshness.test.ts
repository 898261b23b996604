import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaleness } from './build-freshness';

let root: string;
const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-freshness-'));
  mkdirSync(join(root, 'src', 'features'), { recursive: true });
  writeFileSync(join(root, 'src', 'features', 'page.tsx'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  at('src/features/page.tsx', 1_000);
  at('src/features', 1_000);
  at('src', 1_000);
  at('index.html', 1_000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The web app's build at `seconds`: its last output, the public pages' renderer. */
function built(seconds: number): void {
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), 'built');
  at('dist-ssr/entry-server.js', seconds);
}

describe('npm start builds the web app', () => {
  it('when there is no build yet', () => {
    expect(buildStaleness(root)).toBe('there is no build yet');
  });

  it('not again when the build is newer than every source', () => {
    built(2_000);
    expect(buildStaleness(root)).toBeUndefined();
  });

  it('again when a source deep in a folder changed after the build', () => {
    built(2_000);
    at('src/features/page.tsx', 3_000);
    expect(buildStaleness(root)).toBe('src changed since the last build');
  });
});
