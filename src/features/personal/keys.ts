import { USER_SCOPE } from '../../lib/api/query-keys';

// The keys apart from the calls: other features refresh the personal home without loading the
// personal centre's schemas (docs/decisions/133-first-load-budget.md).

/** Query keys of the personal centre; they belong to the logged-in user and go with the session. */
export const personalKeys = {
  /** The route list follows what the user may open: a change of roles or permissions asks again. */
  routes: (access: string) => [USER_SCOPE, 'routes', access] as const,
  home: () => [USER_SCOPE, 'home'] as const,
  infoComplete: () => [USER_SCOPE, 'info-complete'] as const,
};
