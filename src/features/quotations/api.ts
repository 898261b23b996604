import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { QuotationAudience, QuotationListQuery } from '../../../contract/quotations';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { downloadedFile, saveFile } from '../../lib/api/download';
import { dataQuery } from '../../lib/api/query';
import { quotationKeys, useQuotationsChanged } from './keys';

export { quotationKeys, useQuotationsChanged } from './keys';

/** One page of the user's quotations (GET /user/quotation), narrowed by `keyword`. */
export function useQuotationList(query: QuotationListQuery) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: quotationKeys.list(lang, query),
    queryFn: dataQuery(api.quotations.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One quotation with its lines, packing list, project and versions; the screen shows a refusal. */
export function useQuotationDetail(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: quotationKeys.detail(lang, id),
    queryFn: dataQuery(api.quotations.detail.mutate, { body: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}

/** Which document to download, and in which format. */
export interface QuotationDownload {
  document: 'quotation' | 'packingList';
  format: 'xlsx' | 'pdf';
  /** The quotation for the partner (its own price) or for its customer (the sale price). */
  audience?: QuotationAudience;
  /** The name to save under when the server gives none. */
  fallback: string;
}

/**
 * Downloads a quotation (POST /user/downloadquotation, form-encoded) or its packing list
 * (POST /user/downloadpackinglist) as a spreadsheet or a PDF, saved under the server's name.
 */
export function useQuotationDownload(id: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ document, format, fallback, audience }: QuotationDownload) => {
      // The partner's own quotation is what the call answers when no audience is named.
      const response =
        document === 'quotation'
          ? await api.quotations.download.mutate({
              body: { id, format, ...(audience ? { audience } : {}) },
            })
          : await api.quotations.downloadPackingList.mutate({ body: { id, format } });
      saveFile(downloadedFile(response, `${fallback}.${format}`));
    },
  });
}

/**
 * Makes an order from an approved quotation (POST /user/createorder); resolves with the new
 * order's id and the server's message. A refusal is for the confirmation to show.
 */
export function useMakeOrder() {
  const api = useApi();
  const changed = useQuotationsChanged();
  return useMutation({
    mutationFn: async (quotationId: number) => {
      const response = await api.orders.create.mutate({
        body: { quotation_id: quotationId },
        inline: true,
      });
      const { id } = responseData(response);
      await changed();
      return { id, message: response.body.msg };
    },
  });
}
