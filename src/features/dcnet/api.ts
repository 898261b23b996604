import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '../../../contract/common';
import type { MembershipForm } from '../../../contract/dcnet';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';

/** Query keys of the partner programme; they belong to the logged-in user. */
export const dcnetKeys = {
  all: [USER_SCOPE, 'dcnet'] as const,
  info: () => [...dcnetKeys.all, 'info'] as const,
  list: (query: PageQuery) => [...dcnetKeys.all, 'list', query] as const,
};

/** The user's standing: DCNet ID, tier, level, validity and the tiers open now (GET /user/dcnetinfo). */
export function useDcnetInfo() {
  const api = useApi();
  return useQuery({
    queryKey: dcnetKeys.info(),
    queryFn: dataQuery(api.dcnet.info.query, {}),
  });
}

/** One page of the user's membership applications (GET /user/dcnet). */
export function useMembershipList(query: PageQuery) {
  const api = useApi();
  return useQuery({
    queryKey: dcnetKeys.list(query),
    queryFn: dataQuery(api.dcnet.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

function useDcnetChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dcnetKeys.all });
}

/**
 * Applies for a tier (POST /user/postdcnet); resolves with the server's message once the
 * application is filed. A refusal is for the form to show.
 */
export function useApplyMembership() {
  const api = useApi();
  const changed = useDcnetChanged();
  return useMutation({
    mutationFn: async (form: MembershipForm) => {
      const response = await api.dcnet.apply.mutate({ body: form, inline: true });
      responseData(response);
      await changed();
      return response.body.msg;
    },
  });
}

/**
 * Withdraws a pending application (POST /user/revoke); resolves with the server's message. A
 * refusal is for the confirmation to show.
 */
export function useRevokeMembership() {
  const api = useApi();
  const changed = useDcnetChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.dcnet.revoke.mutate({ body: { id }, inline: true });
      await changed();
      return response.body.msg;
    },
  });
}
