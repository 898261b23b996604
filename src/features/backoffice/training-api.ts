/** The training desk: exam registrations, results and registration codes. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ExamOutcome, IssueCodes } from '../../../contract/backoffice';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys, useBackofficeRefresh } from './keys';

/** One page of the exam registrations waiting for a result. */
export function usePendingExams(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: backofficeKeys.exams(page, limit),
    queryFn: dataQuery(api.backoffice.pendingExams.query, { query: { page, limit } }),
    placeholderData: keepPreviousData,
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
  const onSuccess = useBackofficeRefresh();
  return useMutation({
    mutationFn: (body: ExamOutcome) =>
      api.backoffice.recordExamResult.mutate({ body, inline: true }),
    onSuccess,
  });
}
