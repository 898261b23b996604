import { dataOf, tsr } from '../lib/api/client';
import { useLanguage } from '../app/language-provider';

/** The menu and footer settings, fetched again when the language changes. */
export function useLayout() {
  const { lang } = useLanguage();
  return tsr.content.layout.useQuery({
    queryKey: ['layout', lang],
    select: dataOf,
    staleTime: 5 * 60_000,
  });
}
