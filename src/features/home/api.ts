import { useQuery } from '@tanstack/react-query';
import { contentContract } from '../../../contract/content';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** The domains of the contract this feature calls; only their schemas load with it. */
const DOMAINS = { content: contentContract };

export const homeKeys = {
  home: (lang: string) => [PUBLIC_SCOPE, 'home', lang] as const,
};

/** The home page's highlights, featured products, solutions and latest news (GET /index). */
export function useHome() {
  const api = useApi(DOMAINS);
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.home(lang),
    queryFn: dataQuery(api.content.home.query, {}),
  });
}
