import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../lib/scroll';

/** How long to wait for a section named by the hash to appear (its data may still be loading). */
const HASH_WAIT_MS = 3_000;

/**
 * Every navigation starts at the top of the page, the browser's Back and Forward included: the
 * browser's own scroll restoration is switched off, as it would put a list back where it was
 * left (docs/web-app.md). A move to another screen also puts focus
 * on the main region, so keyboard and screen-reader users start there. A hash (#Find, #Become)
 * scrolls to its section instead, as soon as it is on the page. The first page is left where the
 * browser put it.
 */
export function useNavigationScroll(mainId: string): void {
  const { pathname, search, hash, key } = useLocation();
  const lastPath = useRef(pathname);
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const pathChanged = lastPath.current !== pathname;
    lastPath.current = pathname;
    const firstPage = first.current;
    first.current = false;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const started = Date.now();
      let frame = 0;
      const seek = () => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ block: 'start' });
          if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
          return;
        }
        if (Date.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
      };
      seek();
      return () => cancelAnimationFrame(frame);
    }
    // The page first shown is where the browser put it: at its top, or where the visitor has
    // already scrolled a page the server rendered before the app took it over.
    if (firstPage) return undefined;
    scrollToTop();
    if (pathChanged) document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, search, hash, key, mainId]);
}
