/** The quotation desk: quotations waiting on head office and their decisions. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ApproveQuotation, RejectQuotation } from '../../../contract/backoffice-quotations';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of the quotations waiting on head office, matching a text. */
export function useQuotationQueue(keyword: string, page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.quotations(keyword, page, limit),
    queryFn: dataQuery(api.backoffice.quotations.query, {
      query: { page, limit, ...(keyword ? { keyword } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** One quotation with its lines, versions, partner and audit trail. */
export function useBackofficeQuotation(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.quotation(id),
    queryFn: dataQuery(api.backoffice.quotation.query, { query: { id } }),
  });
}

/** Approves the version of a quotation head office read. */
export function useApproveQuotation() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ApproveQuotation) =>
      api.backoffice.approveQuotation.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects the version of a quotation head office read, with a reason. */
export function useRejectQuotation() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: RejectQuotation) =>
      api.backoffice.rejectQuotation.mutate({ body, inline: true }),
    onSuccess,
  });
}
