import type { UserInfo } from '../../contract/auth';
import { hasPermission, hasRole } from '../../machines/session/access';

/** One name or several; any of them lets the user through. */
type Names = string | readonly string[];

/**
 * A visibility rule: a role, a permission, or both (then both must pass). Role 'admin' passes
 * every role check and '*:*:*' every permission check.
 */
export type AccessRule = { role: Names; permission?: Names } | { role?: Names; permission: Names };

const listOf = (names: Names): string[] =>
  (typeof names === 'string' ? [names] : [...names]).filter(Boolean);

/**
 * Whether `user` passes `rule`. A rule without a value (no role and no permission, or an empty
 * one) is a mistake in the screen: it throws in development and tests, and hides the element
 * in production, where the mistake is logged.
 */
export function passes(
  user: Pick<UserInfo, 'roles' | 'permissions'> | null,
  rule: AccessRule,
  strict: boolean = !import.meta.env.PROD,
): boolean {
  try {
    if (rule.role === undefined && rule.permission === undefined) {
      throw new TypeError('A visibility rule needs a role or a permission');
    }
    const roleOk = rule.role === undefined || hasRole(user, listOf(rule.role));
    const permissionOk =
      rule.permission === undefined || hasPermission(user, listOf(rule.permission));
    return roleOk && permissionOk;
  } catch (error) {
    if (strict) throw error;
    console.error(error);
    return false;
  }
}
