import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { attachToastRegion } from '../components/ui/toaster';

/**
 * jsdom has no layout, so it has no ResizeObserver; Headless UI's menus watch their button's size
 * with one. An observer that never reports is what a page without layout would see.
 */
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/**
 * Dialogs and pages load on demand; the first test that opens one waits for its module to be
 * transformed, which takes over a second on a busy two-core CI machine. `findBy…` and `waitFor`
 * wait up to 5 s for what a person would see, instead of the library's 1 s.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * Each rendered tree is unmounted after its test. Testing Library does this by itself when its
 * module is first loaded into a file; the unit suite's files share one module graph per worker
 * (vitest.config.ts, `isolate: false`), so every file asks for it here.
 */
afterEach(() => {
  cleanup();
  // A toast asked for once the test's screen is gone (a timer of one of its machines) would wait
  // in the toaster's module for the next screen's region, another file's: it is dropped.
  attachToastRegion(() => undefined)();
});
