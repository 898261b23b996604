import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageName } from '../../../contract/content';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import type { PortalApi } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** Query keys of the layout shell's data and the single pages. */
export const contentKeys = {
  layout: (lang: string) => [PUBLIC_SCOPE, 'layout', lang] as const,
  friendLinks: (lang: string) => [PUBLIC_SCOPE, 'friend-links', lang] as const,
  page: (name: PageName, lang: string) => [PUBLIC_SCOPE, 'page', name, lang] as const,
  countries: () => [PUBLIC_SCOPE, 'countries'] as const,
};

/** The menu and footer settings (GET /layout) in a language. */
export function layoutQuery(api: Pick<PortalApi, 'content'>, lang: string) {
  return queryOptions({
    queryKey: contentKeys.layout(lang),
    queryFn: dataQuery(api.content.layout.query, {}),
  });
}

/** The menu and footer settings, fetched again when the language changes. */
export function useLayout() {
  const { lang } = useLanguage();
  return useQuery(layoutQuery(useApi(), lang));
}

/** Partner and friendly sites of the footer (GET /friendlink). */
export function useFriendLinks() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: contentKeys.friendLinks(lang),
    queryFn: dataQuery(api.content.friendLinks.query, {}),
  });
}

/** A page the back office keeps as one text (GET /page?name=). */
export function useContentPage(name: PageName) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: contentKeys.page(name, lang),
    queryFn: dataQuery(api.content.page.query, { query: { name } }),
  });
}

/** The countries of GET /ajax/getCountries; the list does not depend on the language. */
export function useCountryList() {
  const api = useApi();
  return useQuery({
    queryKey: contentKeys.countries(),
    queryFn: (context) =>
      dataQuery(api.content.countries.query, {})(context).then((data) => data.countries),
    staleTime: Infinity,
  });
}
