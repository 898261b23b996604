import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotationForm } from '../../../contract/quotations';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { useQuotationsChanged } from '../quotations/keys';

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

/** After a change the count is the server's, and the lines are fetched again. */
function useCartChanged() {
  const queryClient = useQueryClient();
  return (count: number) => {
    queryClient.setQueryData(cartKeys.count(), count);
    return queryClient.invalidateQueries({ queryKey: cartKeys.list() });
  };
}

/**
 * Removes cart lines (POST /user/cartdel); a main line's accessories go with it. Resolves with
 * the server's message; a refusal is for the confirmation to show.
 */
export function useRemoveCartLines() {
  const api = useApi();
  const changed = useCartChanged();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const response = await api.cart.delete.mutate({ body: { ids }, inline: true });
      await changed(responseData(response).count);
      return response.body.msg;
    },
  });
}

/**
 * Sets the quantity of a cart line (POST /user/cartchange). A refusal is for the line's field
 * to show.
 */
export function useChangeCartQuantity() {
  const api = useApi();
  const changed = useCartChanged();
  return useMutation({
    mutationFn: async (body: { id: number; quantity: number }) => {
      const response = await api.cart.change.mutate({ body, inline: true });
      await changed(responseData(response).count);
    },
  });
}

/**
 * Makes a quotation of the ticked lines (POST /user/postquotation); resolves with its id and
 * the server's message. The cart keeps its lines. A refusal is for the cart to show.
 */
export function useMakeQuotation() {
  const api = useApi();
  const changed = useQuotationsChanged();
  return useMutation({
    mutationFn: async (form: QuotationForm) => {
      const response = await api.quotations.save.mutate({ body: form, inline: true });
      const { id } = responseData(response);
      await changed();
      return { id, message: response.body.msg };
    },
  });
}
