import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { flattenRoutes } from './route-list';

export const personalKeys = {
  routes: () => [USER_SCOPE, 'routes'] as const,
};

/**
 * The routes the server lets this user open (GET /getRouters), fetched once after login and
 * flattened into single paths. A server without the call leaves the menus to their own entries,
 * so its failure shows no toast.
 */
export function useRouteList() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: personalKeys.routes(),
    queryFn: (context) =>
      dataQuery(api.account.routers.query, { inline: true })(context).then((entries) =>
        flattenRoutes(entries),
      ),
    enabled: isLoggedIn,
    staleTime: Infinity,
  });
}
