import { configure } from '@testing-library/react';

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
