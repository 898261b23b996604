/** The partners desk: tiers, migrations and master distributors. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ChooseDistributor } from '../../../contract/backoffice-projects';
import type { PartnerTier } from '../../../contract/common';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of partners of a tier, matching a text. */
export function usePartners(
  tier: PartnerTier | undefined,
  keyword: string,
  page: number,
  limit: number,
) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.partners(tier, keyword, page, limit),
    queryFn: dataQuery(api.backoffice.partners.query, {
      query: { page, limit, ...(tier ? { tier } : {}), ...(keyword ? { keyword } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** Migrates a DPP to APP. */
export function useMigratePartner() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.backoffice.migratePartner.mutate({ body: { id }, inline: true }),
    onSuccess,
  });
}

/** Chooses an APP's master distributor. */
export function useChooseDistributor() {
  const api = useApi();
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ChooseDistributor) =>
      api.backoffice.chooseDistributor.mutate({ body, inline: true }),
    onSuccess,
  });
}
