import type { ReactNode } from 'react';
import { holdsPermission, type BackofficePermission } from '../../../contract/backoffice';
import { useSession } from '../../app/session-provider';

/**
 * Whether the logged-in user may do what one of `permissions` allows; role 'admin' and
 * '*:*:*' may do everything. Nobody logged in may do nothing.
 */
export function useCanAct(): (permissions: readonly BackofficePermission[]) => boolean {
  const { isLoggedIn, user } = useSession();
  return (permissions) => isLoggedIn && holdsPermission(user, permissions);
}

/**
 * The back office's visibility directive: renders its children only for a user who holds one of
 * the permissions (or role 'admin', or '*:*:*'). The element is removed, not hidden; the server
 * refuses the call anyway.
 */
export function CanAct({
  permission,
  children,
}: {
  /** One permission or several (any one will do); never empty. */
  permission: readonly BackofficePermission[];
  children: ReactNode;
}) {
  const can = useCanAct();
  if (permission.length === 0) throw new TypeError('CanAct needs at least one permission');
  return can(permission) ? <>{children}</> : null;
}
