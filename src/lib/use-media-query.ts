import { useSyncExternalStore } from 'react';

/**
 * Below this width a frame with a side menu (the personal centre, the back office) is laid out
 * for a phone or a small tablet: the menu is shown only on request, above the screen.
 */
export const NARROW_FRAME_QUERY = '(max-width: 991.98px)';

/** Whether the environment can answer media queries (a test's DOM may not). */
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now; follows changes (window resized, device rotated). Where
 * media queries cannot be asked, nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
