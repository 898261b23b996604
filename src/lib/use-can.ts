import { useCallback } from 'react';
import { useSession } from '../app/session-provider';
import { passes, type AccessRule } from './access';

/**
 * The visibility check for the logged-in user: `can({ role: 'admin' })`,
 * `can({ permission: 'sn:query' })`. Nobody logged in passes nothing.
 */
export function useCan(): (rule: AccessRule) => boolean {
  const { isLoggedIn, user } = useSession();
  return useCallback(
    (rule: AccessRule) => passes(isLoggedIn ? user : null, rule),
    [isLoggedIn, user],
  );
}
