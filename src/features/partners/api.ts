import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerTier } from '../../../contract/common';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE } from '../../lib/api/query-keys';

/** One page of the vendor list with its filters. */
export interface VendorSearch {
  page: number;
  limit: number;
  country?: string;
  partner_type?: PartnerTier;
  keyword?: string;
}

export const vendorKeys = {
  all: [PUBLIC_SCOPE, 'vendors'] as const,
  list: (lang: string, query: VendorSearch) => [...vendorKeys.all, 'list', lang, query] as const,
  company: (lang: string, id: number | null) => [...vendorKeys.all, 'company', lang, id] as const,
};

/** One page of vendors by country, partner type or name (GET /vendor). */
export function useVendorList(query: VendorSearch) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: vendorKeys.list(lang, query),
    queryFn: dataQuery(api.content.vendorList.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One vendor's company page (GET /vendor/company); the screen shows a refusal itself. */
export function useVendorCompany(id: number | null) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: vendorKeys.company(lang, id),
    queryFn: dataQuery(api.content.vendorCompany.query, { query: { id: id ?? 0 }, inline: true }),
    enabled: id !== null,
  });
}
