import { vi } from 'vitest';

/**
 * A window whose media queries answer as `matches` says (jsdom has no `matchMedia`); the render
 * helpers' cleanup takes the stub away after each test.
 */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
