import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** One page of the news list. */
export interface NewsPage {
  page: number;
  limit: number;
}

export const newsKeys = {
  all: [PUBLIC_SCOPE, 'news'] as const,
  list: (lang: string, query: NewsPage) => [...newsKeys.all, 'list', lang, query] as const,
  detail: (lang: string, id: number | null) => [...newsKeys.all, 'detail', lang, id] as const,
};

/** One page of news, newest first (GET /news); the last page stays on screen while the next loads. */
export function useNewsList(query: NewsPage) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: newsKeys.list(lang, query),
    queryFn: dataQuery(api.content.newsList.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One article (GET /news/detail); nothing is asked without an id. The screen shows a refusal
 * ('Information not found') itself.
 */
export function useNewsDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: newsKeys.detail(lang, id),
    queryFn: dataQuery(api.content.newsDetail.query, { query: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}
