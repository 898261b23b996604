import { useQueryClient } from '@tanstack/react-query';
import type { QuotationListQuery } from '../../../contract/quotations';
import { USER_SCOPE } from '../../lib/api/query-keys';
import { personalKeys } from '../personal/keys';

// The keys apart from the calls: the cart refreshes the quotations without loading the orders'
// schemas (docs/decisions/133-first-load-budget.md).

/** Query keys of the quotations; they belong to the logged-in user and go with the session. */
export const quotationKeys = {
  all: [USER_SCOPE, 'quotations'] as const,
  list: (lang: string, query: QuotationListQuery) =>
    [...quotationKeys.all, 'list', lang, query] as const,
  detail: (lang: string, id: number | null) => [...quotationKeys.all, 'detail', lang, id] as const,
};

/** After a quotation or an order is made, the lists and the home's counts are fetched again. */
export function useQuotationsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
      queryClient.invalidateQueries({ queryKey: personalKeys.home() }),
    ]);
}
