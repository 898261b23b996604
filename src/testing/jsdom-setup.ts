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
