import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DownloadEndUserForm,
  EndUserForm,
  EndUserListQuery,
} from '../../../contract/end-users';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { downloadedFile, saveFile } from '../../lib/api/download';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { personalKeys } from '../personal/api';

/** Query keys of the end users; they belong to the logged-in user and go with the session. */
export const endUserKeys = {
  all: [USER_SCOPE, 'end-users'] as const,
  list: (query: EndUserListQuery) => [...endUserKeys.all, 'list', query] as const,
};

/**
 * One page of the user's end users (GET /user/enduser), narrowed by `keyword`. The page shown
 * stays while the next one loads.
 */
export function useEndUserList(query: EndUserListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: endUserKeys.list(query),
    queryFn: dataQuery(api.endUsers.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** After a change the list and the home's counts are fetched again. */
function useEndUsersChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: personalKeys.home() }),
    ]);
}

/**
 * Adds an end user, or changes one when the form has its id (POST /user/postenduser). Resolves
 * with the end user's id and the server's message once it is stored; a refusal is for the form
 * to show.
 */
export function useSaveEndUser() {
  const api = useApi();
  const changed = useEndUsersChanged();
  return useMutation({
    mutationFn: async (form: EndUserForm) => {
      const response = await api.endUsers.save.mutate({ body: form, inline: true });
      const { id } = responseData(response);
      await changed();
      return { id, message: response.body.msg };
    },
  });
}

/**
 * Deletes an end user (POST /user/deleteenduser); resolves with the server's message once it is
 * gone. A refusal is for the confirmation to show.
 */
export function useDeleteEndUser() {
  const api = useApi();
  const changed = useEndUsersChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.endUsers.delete.mutate({ body: { id }, inline: true });
      await changed();
      return response.body.msg;
    },
  });
}

/**
 * Exports end users as a spreadsheet (POST /user/downloadenduser): the given ids, or all that
 * match the keyword. The browser saves the file under the server's name (`fallback` when it
 * gives none); a refusal shows as the client's error policy shows it.
 */
export function useExportEndUsers(fallback: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (form: DownloadEndUserForm) => {
      const response = await api.endUsers.download.mutate({ body: form });
      saveFile(downloadedFile(response, fallback));
    },
  });
}
