import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchType } from '../../../contract/content';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** A search: keywords, what to look in (everything when `type` is not given) and the page. */
export interface SearchRequest {
  keyword: string;
  type?: SearchType;
  page: number;
  limit: number;
}

export const searchKeys = {
  results: (lang: string, body: SearchRequest) => [PUBLIC_SCOPE, 'search', lang, body] as const,
};

/** One page of search hits over products, solutions and news (POST /search, form-encoded). */
export function useSearch(body: SearchRequest) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: searchKeys.results(lang, body),
    queryFn: dataQuery(api.content.search.mutate, { body }),
    placeholderData: keepPreviousData,
  });
}
