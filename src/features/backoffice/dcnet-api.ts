/** The DCNet desk: membership applications and their decisions. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ApproveMembership, RejectMembership } from '../../../contract/backoffice';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of the DCNet applications waiting for a decision. */
export function useMembershipQueue(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.memberships(page, limit),
    queryFn: dataQuery(api.backoffice.memberships.query, { query: { page, limit, status: 0 } }),
    placeholderData: keepPreviousData,
  });
}

/** Approves a DCNet application. */
export function useApproveMembership() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ApproveMembership) =>
      api.backoffice.approveMembership.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects a DCNet application with a reason. */
export function useRejectMembership() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: RejectMembership) =>
      api.backoffice.rejectMembership.mutate({ body, inline: true }),
    onSuccess,
  });
}
