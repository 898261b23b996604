import type { ReactNode } from 'react';
import type { AccessRule } from '../../lib/access';
import { useCan } from '../../lib/use-can';

/**
 * Renders its children only for a user with the role or permission: `<Visible role="admin">`,
 * `<Visible permission="project:register">`. The element is removed, not hidden. Without a
 * value the rule is a mistake: it throws in development and tests.
 */
export function Visible({ children, ...rule }: AccessRule & { children: ReactNode }) {
  const can = useCan();
  return can(rule) ? <>{children}</> : null;
}

/** Shows `children` to those who pass `rule`; everything shows without a rule. */
export function Guarded({ rule, children }: { rule: AccessRule | null; children: ReactNode }) {
  return rule ? <Visible {...rule}>{children}</Visible> : <>{children}</>;
}
