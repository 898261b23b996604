import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';

/** Query keys of the cart; it belongs to the logged-in user and goes with the session. */
export const cartKeys = {
  all: [USER_SCOPE, 'cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  list: () => [...cartKeys.all, 'list'] as const,
};

/** The number of cart lines; asked only with a token (GET /user/cartcount), 0 otherwise. */
export function useCartCount(): number {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const query = useQuery({
    queryKey: cartKeys.count(),
    queryFn: dataQuery(api.cart.count.query, {}),
    enabled: isLoggedIn,
  });
  return isLoggedIn ? (query.data ?? 0) : 0;
}

/** The cart lines (GET /user/cartlist); asked only with a token. */
export function useCartList() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: cartKeys.list(),
    queryFn: dataQuery(api.cart.list.query, {}),
    enabled: isLoggedIn,
  });
}

/** Removes cart lines (POST /user/cartdel); the cart and its count are fetched again. */
export function useRemoveCartLines() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.cart.delete.mutate({ body: { ids } }),
    onSuccess: (response) => {
      queryClient.setQueryData(cartKeys.count(), responseData(response).count);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
