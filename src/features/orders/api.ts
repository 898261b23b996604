import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderListQuery } from '../../../contract/orders';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';

// The order list's and detail's queries; the detail's calls that change an order or save a file
// are in flow-api.ts, so that the list loads without xstate
// (docs/web-app.md).

/** Query keys of the orders; they belong to the logged-in user and go with the session. */
export const orderKeys = {
  all: [USER_SCOPE, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (lang: string, query: OrderListQuery) => [...orderKeys.lists(), lang, query] as const,
  detail: (lang: string, id: number | null) => [...orderKeys.all, 'detail', lang, id] as const,
};

/** One page of the user's orders (GET /user/orderlist), narrowed by step and keyword. */
export function useOrderList(query: OrderListQuery) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: orderKeys.list(lang, query),
    queryFn: dataQuery(api.orders.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One order as the detail screen first shows it (POST /user/orderdetail); the screen shows a
 * refusal. From then on the order-flow machine loads it itself.
 */
export function useOrderDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: orderKeys.detail(lang, id),
    queryFn: dataQuery(api.orders.detail.mutate, { body: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
    // The machine owns the order once the screen runs, so a visit never starts from a kept copy
    // and a background refetch, which would not reach the machine, is not made.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
