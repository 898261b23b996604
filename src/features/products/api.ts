import { queryOptions } from '@tanstack/react-query';
import type { ProductListForm } from '../../../contract/catalog';
import { dataOf, tsr } from '../../lib/api/client';

/** The category tree (GET /products/index, `data.cate`). */
export function useCategories(lang: string) {
  return tsr.catalog.index.useQuery({
    queryKey: ['categories', lang],
    select: (response) => dataOf(response).cate,
    staleTime: 5 * 60_000,
  });
}

/** One page of products (POST /products/list). */
export function productListOptions(lang: string, body: ProductListForm) {
  return queryOptions({
    queryKey: ['products', 'list', lang, body],
    queryFn: ({ signal }) =>
      tsr.catalog.list.mutate({ body, fetchOptions: { signal } }).then(dataOf),
    placeholderData: (previous) => previous,
  });
}

/** One product page (POST /products/detail). */
export function productDetailOptions(lang: string, id: number) {
  return queryOptions({
    queryKey: ['products', 'detail', lang, id],
    queryFn: ({ signal }) =>
      tsr.catalog.detail.mutate({ body: { id }, fetchOptions: { signal } }).then(dataOf),
  });
}

/** The cart lines (GET /user/cartlist); needs a token. */
export function useCartList(enabled: boolean) {
  return tsr.cart.list.useQuery({ queryKey: ['cart-list'], select: dataOf, enabled });
}
