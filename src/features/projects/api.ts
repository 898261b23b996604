import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectForm, ProjectListQuery } from '../../../contract/projects';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { draftKeys } from '../drafts/api';
import { personalKeys } from '../personal/api';

/**
 * Query keys of the projects and of what their form picks from. Labels (`status_text`) come in
 * the language of the call, so the language is part of the keys that carry them.
 */
export const projectKeys = {
  all: [USER_SCOPE, 'projects'] as const,
  list: (lang: string, query: ProjectListQuery) =>
    [...projectKeys.all, 'list', lang, query] as const,
  detail: (lang: string, id: number | null) => [...projectKeys.all, 'detail', lang, id] as const,
  endUsers: () => [...projectKeys.all, 'end-user-options'] as const,
  quotations: () => [...projectKeys.all, 'quotation-options'] as const,
  quotation: (id: number | null) => [...projectKeys.all, 'quotation', id] as const,
};

/** One page of the user's projects (GET /user/project); the page shown stays while the next loads. */
export function useProjectList(query: ProjectListQuery) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: projectKeys.list(lang, query),
    queryFn: dataQuery(api.projects.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One project with its quotation and prices (POST /user/detailproject); the screen shows a refusal. */
export function useProjectDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: projectKeys.detail(lang, id),
    queryFn: dataQuery(api.projects.detail.mutate, { body: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}

/** The user's end users to pick from (POST /user/getenduser). */
export function useEndUserOptions() {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.endUsers(),
    queryFn: dataQuery(api.endUsers.options.mutate, { body: {} }),
  });
}

/** The quotations not registered with a project yet (GET /user/getquotation?unlinked=1). */
export function useQuotationOptions() {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.quotations(),
    queryFn: dataQuery(api.quotations.options.query, { query: { unlinked: 1 } }),
  });
}

/** The lines of the picked quotation (POST /user/detailquotation), to price each one. */
export function useQuotationLines(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.quotation(id),
    queryFn: async (context) =>
      (await dataQuery(api.quotations.detail.mutate, { body: { id: id ?? 0 } })(context)).items,
    enabled: id !== null,
  });
}

/** After a change the projects, the quotations they hold and the home's counts are read again. */
function useProjectsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: personalKeys.home() }),
      // A project saved from a draft used the draft up.
      queryClient.invalidateQueries({ queryKey: draftKeys.all }),
    ]);
}

/**
 * Sending is tried even when the browser says it is offline: a paused call would leave the form
 * 'Sending…' with no word of why, while a failed one says the server cannot be reached and the
 * form, whose work is kept on the device, can be sent again once the network is back.
 */
const TRY_OFFLINE = { networkMode: 'always' } as const;

/**
 * Registers a project, or changes one when the form has its id (POST /user/postproject).
 * Resolves with the project's id and the server's message once it is stored; a refusal is for
 * the form to show.
 */
export function useSaveProject() {
  const api = useApi();
  const changed = useProjectsChanged();
  return useMutation({
    ...TRY_OFFLINE,
    mutationFn: async (form: ProjectForm) => {
      const response = await api.projects.save.mutate({ body: form, inline: true });
      const { id } = responseData(response);
      await changed();
      return { id, message: response.body.msg };
    },
  });
}

/** Deletes a project still applying (POST /user/deleteproject); resolves with the server's message. */
export function useDeleteProject() {
  const api = useApi();
  const changed = useProjectsChanged();
  return useMutation({
    ...TRY_OFFLINE,
    mutationFn: async (id: number) => {
      const response = await api.projects.delete.mutate({ body: { id }, inline: true });
      await changed();
      return response.body.msg;
    },
  });
}
