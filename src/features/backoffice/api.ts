import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveMembership,
  ExamOutcome,
  IssueCodes,
  RejectMembership,
  SiteSettingsForm,
} from '../../../contract/backoffice';
import type {
  OrderWait,
  ReturnPayment,
  UploadDeliveryReceipt,
  UploadShipping,
} from '../../../contract/backoffice-orders';
import type {
  ApproveProject,
  ChooseDistributor,
  RejectProject,
} from '../../../contract/backoffice-projects';
import type { ApproveQuotation, RejectQuotation } from '../../../contract/backoffice-quotations';
import type { PartnerTier } from '../../../contract/common';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
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
  orders: (waiting: OrderWait | undefined, page: number, limit: number) =>
    [...backofficeKeys.all, 'orders', waiting ?? 'all', page, limit] as const,
  order: (id: number) => [...backofficeKeys.all, 'order', id] as const,
  projects: (status: number, page: number, limit: number) =>
    [...backofficeKeys.all, 'projects', status, page, limit] as const,
  project: (id: number) => [...backofficeKeys.all, 'project', id] as const,
  partners: (tier: PartnerTier | undefined, keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'partners', tier ?? 'all', keyword, page, limit] as const,
  // The quotation desk.
  quotations: (keyword: string, page: number, limit: number) =>
    [...backofficeKeys.all, 'quotations', keyword, page, limit] as const,
  quotation: (id: number) => [...backofficeKeys.all, 'quotation', id] as const,
};

/** Counts of what waits on head office (GET /backoffice/queue). */
export function useWorkQueue() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: backofficeKeys.queue(),
    queryFn: dataQuery(api.backoffice.queue.query, {}),
    enabled: isLoggedIn,
  });
}

/** One page of the DCNet applications waiting for a decision. */
export function useMembershipQueue(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.memberships(page, limit),
    queryFn: dataQuery(api.backoffice.memberships.query, { query: { page, limit, status: 0 } }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the exam registrations waiting for a result. */
export function usePendingExams(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.exams(page, limit),
    queryFn: dataQuery(api.backoffice.pendingExams.query, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the chat messages partners left. */
export function useVisitorMessages(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.messages(page, limit),
    queryFn: dataQuery(api.backoffice.messages.query, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** The layout's settings in every language. */
export function useSiteSettings() {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.settings(),
    queryFn: dataQuery(api.backoffice.settings.query, {}),
  });
}

/** The training and the exam subjects, for issuing codes. */
export function useSubjects() {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.subjects(),
    queryFn: async (context) => {
      const [train, exam] = await Promise.all([
        dataQuery(api.training.trainSubjects.query, {})(context),
        dataQuery(api.training.examSubjects.query, {})(context),
      ]);
      return { train, exam };
    },
  });
}

/**
 * After an action, every back-office list and count is read again. Mutations are `inline`: their
 * forms show a refusal in their error summary.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all });
}

/** Approves a DCNet application. */
export function useApproveMembership() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ApproveMembership) =>
      api.backoffice.approveMembership.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects a DCNet application with a reason. */
export function useRejectMembership() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RejectMembership) =>
      api.backoffice.rejectMembership.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Issues registration codes for a subject. */
export function useIssueCodes() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: IssueCodes) => api.backoffice.issueCodes.mutate({ body, inline: true }),
  });
}

/** Records an exam result. */
export function useRecordExamResult() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ExamOutcome) =>
      api.backoffice.recordExamResult.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Saves site settings. */
export function useSaveSettings() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: SiteSettingsForm) =>
      api.backoffice.saveSettings.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** One page of the orders waiting on head office, for one kind of wait or all. */
export function useWaitingOrders(waiting: OrderWait | undefined, page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.orders(waiting, page, limit),
    queryFn: dataQuery(api.backoffice.orders.query, {
      query: { page, limit, ...(waiting ? { waiting } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** One order with its partner, documents, timeline and audit trail. */
export function useBackofficeOrder(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.order(id),
    queryFn: dataQuery(api.backoffice.order.query, { query: { id } }),
  });
}

/** Confirms the payment slip of an order. */
export function useConfirmPayment() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.backoffice.confirmPayment.mutate({ body: { id }, inline: true }),
    onSuccess,
  });
}

/** Returns the payment slip of an order with a reason. */
export function useReturnPayment() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ReturnPayment) =>
      api.backoffice.returnPayment.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Uploads the shipping information and files of an order. */
export function useUploadShipping() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: UploadShipping) =>
      api.backoffice.uploadShipping.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Uploads the delivery receipt letter of an order. */
export function useUploadDeliveryReceipt() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: UploadDeliveryReceipt) =>
      api.backoffice.uploadDeliveryReceipt.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** One page of project registrations in a state (1 applying). */
export function useProjectQueue(status: number, page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.projects(status, page, limit),
    queryFn: dataQuery(api.backoffice.projects.query, { query: { page, limit, status } }),
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
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ApproveProject) =>
      api.backoffice.approveProject.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects a project with a reason. */
export function useRejectProject() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RejectProject) =>
      api.backoffice.rejectProject.mutate({ body, inline: true }),
    onSuccess,
  });
}

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
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.backoffice.migratePartner.mutate({ body: { id }, inline: true }),
    onSuccess,
  });
}

/** Chooses an APP's master distributor. */
export function useChooseDistributor() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ChooseDistributor) =>
      api.backoffice.chooseDistributor.mutate({ body, inline: true }),
    onSuccess,
  });
}

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
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: ApproveQuotation) =>
      api.backoffice.approveQuotation.mutate({ body, inline: true }),
    onSuccess,
  });
}

/** Rejects the version of a quotation head office read, with a reason. */
export function useRejectQuotation() {
  const api = useApi();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: RejectQuotation) =>
      api.backoffice.rejectQuotation.mutate({ body, inline: true }),
    onSuccess,
  });
}
