import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ProductListForm } from '../../../contract/catalog';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

export const productKeys = {
  all: [PUBLIC_SCOPE, 'products'] as const,
  categories: (lang: string) => [...productKeys.all, 'categories', lang] as const,
  list: (lang: string, body: ProductListForm) => [...productKeys.all, 'list', lang, body] as const,
  detail: (lang: string, id: number | null) => [...productKeys.all, 'detail', lang, id] as const,
};

/** The category tree (GET /products/index, `data.cate`). */
export function useCategories() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: productKeys.categories(lang),
    queryFn: (context) => dataQuery(api.catalog.index.query, {})(context).then((data) => data.cate),
    staleTime: 5 * 60_000,
  });
}

/** One page of products (POST /products/list). */
export function useProductList(body: ProductListForm) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: productKeys.list(lang, body),
    queryFn: dataQuery(api.catalog.list.mutate, { body }),
    placeholderData: keepPreviousData,
  });
}

/** One product page (POST /products/detail); the screen shows a refusal itself. */
export function useProductDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: productKeys.detail(lang, id),
    queryFn: dataQuery(api.catalog.detail.mutate, { body: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}

/** The signed address of a product download (POST /checkdownload). */
export function useDownloadLink() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: number) =>
      api.content.checkDownload.mutate({ body: { id } }).then(responseData),
  });
}
