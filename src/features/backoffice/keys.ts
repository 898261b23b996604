/** The back office's query keys, and the refresh every desk's actions share. */
import { useQueryClient } from '@tanstack/react-query';
import type { OrderWait } from '../../../contract/backoffice-orders';
import type { PartnerTier } from '../../../contract/common';
import { USER_SCOPE } from '../../lib/api/query-keys';

/** Query keys of the back office; they go with the session. */
export const backofficeKeys = {
  all: [USER_SCOPE, 'backoffice'] as const,
  queue: () => [...backofficeKeys.all, 'queue'] as const,
  memberships: (page: number, limit: number) =>
    [...backofficeKeys.all, 'memberships', page, limit] as const,
  exams: (page: number, limit: number) => [...backofficeKeys.all, 'exams', page, limit] as const,
  messages: (page: number, limit: number) =>
    [...backofficeKeys.all, 'messages', page, limit] as const,
  settings: () => [...backofficeKeys.all, 'settings'] as const,
  subjects: () => [...backofficeKeys.all, 'subjects'] as const,
  // The order and project desks.
  orders: (waiting: OrderWait | undefined, keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'orders', waiting ?? 'all', keyword, page, limit] as const,
  order: (id: number) => [...backofficeKeys.all, 'order', id] as const,
  projects: (status: number, keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'projects', status, keyword, page, limit] as const,
  project: (id: number) => [...backofficeKeys.all, 'project', id] as const,
  partners: (tier: PartnerTier | undefined, keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'partners', tier ?? 'all', keyword, page, limit] as const,
  // The quotation desk.
  quotations: (keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'quotations', keyword, page, limit] as const,
  quotation: (id: number) => [...backofficeKeys.all, 'quotation', id] as const,
};

/**
 * After an action, every back-office list and count is read again. Mutations are `inline`: their
 * forms show a refusal in their error summary.
 */
export function useBackofficeRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all });
}
