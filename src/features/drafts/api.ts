import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { DraftListQuery, SaveDraftForm } from '../../../contract/drafts';
import type { SaveDraftAnswer } from '../../../machines/draft-saving/draft-saving.machine';
import { isAnswerOk } from '../../../machines/shared/answer';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { personalKeys } from '../personal/api';

/** Query keys of the drafts box; they belong to the logged-in user and go with the session. */
export const draftKeys = {
  all: [USER_SCOPE, 'drafts'] as const,
  list: (query: DraftListQuery) => [...draftKeys.all, 'list', query] as const,
  detail: (id: number | null) => [...draftKeys.all, 'detail', id] as const,
};

/** One page of the drafts box (GET /v2/user/getMyDraftBoxLists), newest first. */
export function useDraftList(query: DraftListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: draftKeys.list(query),
    queryFn: dataQuery(api.drafts.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One draft with its content (GET /v2/user/getDraftBoxDetail), read once when its form opens:
 * the form then runs on its own copy, so the draft is not fetched again behind it.
 */
export function useDraft(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: draftKeys.detail(id),
    queryFn: dataQuery(api.drafts.detail.query, { query: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The draft-saving machine's call (POST /v2/user/saveDraftBoxData). A refusal resolves with the
 * server's answer, which the machine shows; a call without an answer rejects and the error
 * policy says so. After a save the drafts box and the home's counts are read again.
 */
export function useDraftActors() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      saveDraft: fromPromise<SaveDraftAnswer, SaveDraftForm>(async ({ input }) => {
        const { body } = await api.drafts.save.mutate({ body: input, refusals: 'resolve' });
        if (isAnswerOk(body)) {
          void queryClient.invalidateQueries({ queryKey: draftKeys.all });
          void queryClient.invalidateQueries({ queryKey: personalKeys.home() });
        }
        return body;
      }),
    }),
    [api, queryClient],
  );
}
