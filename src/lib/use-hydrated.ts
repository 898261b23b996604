import { useSyncExternalStore } from 'react';

const nothingToHear = () => () => {};

/**
 * False while the app takes over a page the server rendered (and on the server), true after
 * and on any page the browser renders itself. What the browser and the server would render
 * differently (names from the browser's own Intl data) waits for it, so that the page is taken
 * over as it was rendered, then shows them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToHear,
    () => true,
    () => false,
  );
}
