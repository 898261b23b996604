import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** One page of the solution list. */
export interface SolutionPage {
  page: number;
  limit: number;
}

export const solutionKeys = {
  all: [PUBLIC_SCOPE, 'solutions'] as const,
  list: (lang: string, query: SolutionPage) => [...solutionKeys.all, 'list', lang, query] as const,
  detail: (lang: string, id: number | null) => [...solutionKeys.all, 'detail', lang, id] as const,
};

/** One page of solutions (GET /solution). */
export function useSolutionList(query: SolutionPage) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: solutionKeys.list(lang, query),
    queryFn: dataQuery(api.content.solutionList.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One solution and its products (GET /solution/detail); the screen shows a refusal itself. */
export function useSolutionDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: solutionKeys.detail(lang, id),
    queryFn: dataQuery(api.content.solutionDetail.query, { query: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}
