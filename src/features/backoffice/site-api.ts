/** Site settings and the messages visitors left. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SiteSettingsForm } from '../../../contract/backoffice';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of the chat messages partners left. */
export function useVisitorMessages(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.messages(page, limit),
    queryFn: dataQuery(api.backoffice.messages.query, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** The layout's settings in every language. */
export function useSiteSettings() {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.settings(),
    queryFn: dataQuery(api.backoffice.settings.query, {}),
  });
}

/** Saves site settings. */
export function useSaveSettings() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: SiteSettingsForm) =>
      api.backoffice.saveSettings.mutate({ body, inline: true }),
    onSuccess,
  });
}
