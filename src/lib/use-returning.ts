import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useHydrated } from './use-hydrated';

/** What a detail screen's back link puts in the router state. */
export const RETURN_STATE = { restore: true } as const;

function hasRestore(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'restore' in state && state.restore === true
  );
}

/**
 * True when the visitor came back to a list (browser back, or a detail screen's back link), so
 * the list restores what it remembered; false when they came from the menu or a link, and on
 * a page the server rendered, which shows the list as it starts (and must be taken over as it
 * was rendered).
 */
export function useReturning(): boolean {
  const location = useLocation();
  const type = useNavigationType();
  const hydrated = useHydrated();
  return hydrated && (type === NavigationType.Pop || hasRestore(location.state));
}
