import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

export const homeKeys = {
  home: (lang: string) => [PUBLIC_SCOPE, 'home', lang] as const,
};

/** The home page's highlights, featured products, solutions and latest news (GET /index). */
export function useHome() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.home(lang),
    queryFn: dataQuery(api.content.home.query, {}),
  });
}
