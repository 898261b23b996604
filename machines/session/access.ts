import type { UserInfo } from '../../contract/auth';
import { ADMIN_ROLE, ALL_PERMISSIONS } from '../../contract/values';

function requireValues(values: readonly string[] | undefined, kind: string): readonly string[] {
  if (values === undefined || values.length === 0) {
    throw new TypeError(`A ${kind} check needs at least one ${kind}`);
  }
  return values;
}

/**
 * The role check of the visibility rules: passes when the user holds 'admin' or any of `roles`.
 * Calling it without roles is a programming error and throws.
 */
export function hasRole(
  user: Pick<UserInfo, 'roles'> | null,
  roles: readonly string[] | undefined,
): boolean {
  const wanted = requireValues(roles, 'role');
  return (user?.roles ?? []).some((role) => role === ADMIN_ROLE || wanted.includes(role));
}

/**
 * The permission check of the visibility rules: passes when the user holds '*:*:*' or any of
 * `permissions`. Calling it without permissions is a programming error and throws.
 */
export function hasPermission(
  user: Pick<UserInfo, 'permissions'> | null,
  permissions: readonly string[] | undefined,
): boolean {
  const wanted = requireValues(permissions, 'permission');
  return (user?.permissions ?? []).some(
    (permission) => permission === ALL_PERMISSIONS || wanted.includes(permission),
  );
}
