/** The project desk: registrations and their decisions. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ApproveProject, RejectProject } from '../../../contract/backoffice-projects';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of project registrations in a state (1 applying). */
export function useProjectQueue(status: number, keyword: string, page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.projects(status, keyword, page, limit),
    queryFn: dataQuery(api.backoffice.projects.query, {
      query: { page, limit, status, ...(keyword ? { keyword } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** One project with its partner, history and audit trail. */
export function useBackofficeProject(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.project(id),
    queryFn: dataQuery(api.backoffice.project.query, { query: { id } }),
  });
}

/** Approves a project with its protection period. */
export function useApproveProject() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ApproveProject) =>
      api.backoffice.approveProject.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects a project with a reason. */
export function useRejectProject() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: RejectProject) =>
      api.backoffice.rejectProject.mutate({ body, inline: true }),
    onSuccess,
  });
}
