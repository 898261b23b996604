import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET, scriptsOfScreens, type ManifestChunk } from './web-budget-routes';

const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-a.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  'src/features/personal/personal-layout.tsx': {
    file: 'assets/personal-layout-c.js',
    imports: ['index.html', '_menu.js'],
  },
  '_menu.js': { file: 'assets/menu-d.js', imports: ['_runtime.js'] },
  'src/features/orders/orders-page.tsx': {
    file: 'assets/orders-page-e.js',
    imports: ['index.html', '_menu.js'],
  },
};

describe("the first-load budget's screens", () => {
  it('need their own files and everything those import, the entry among them, once each', () => {
    const files = scriptsOfScreens(manifest, [
      'src/features/personal/personal-layout.tsx',
      'src/features/orders/orders-page.tsx',
    ]);
    expect([...files].sort()).toEqual([
      'assets/index-a.js',
      'assets/menu-d.js',
      'assets/orders-page-e.js',
      'assets/personal-layout-c.js',
      'assets/runtime-b.js',
    ]);
  });

  it('refuse a screen the build does not have, naming it', () => {
    expect(() => scriptsOfScreens(manifest, ['src/features/gone/gone-page.tsx'])).toThrow(
      'src/features/gone/gone-page.tsx is not in the build',
    );
  });

  it('are modules the route table loads', () => {
    // The unit project runs from the repository's root.
    const table = readFileSync('src/app/routes.tsx', 'utf8');
    for (const route of FIRST_LOAD_BUDGET) {
      for (const screen of route.screens) {
        const module = screen.replace(/^src\//, '../').replace(/\.tsx?$/, '');
        expect(table, `${route.path}: ${screen}`).toContain(`import('${module}')`);
      }
    }
  });
});
