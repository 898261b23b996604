import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '../../../contract/common';
import type { ExamForm, ExamResultsForm, TrainingForm } from '../../../contract/training';
import { useLanguage } from '../../app/language-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { USER_SCOPE } from '../../lib/api/query-keys';

/** Training or exam: the two kinds of registration. */
export type RegistrationKind = 'training' | 'exam';

/** Query keys of the user's registrations and grades; subjects are named per language. */
export const trainingKeys = {
  all: [USER_SCOPE, 'training'] as const,
  list: (kind: RegistrationKind, query: PageQuery) =>
    [...trainingKeys.all, kind, 'list', query] as const,
  grades: (query: ExamResultsForm) => [...trainingKeys.all, 'grades', query] as const,
  subjects: (kind: RegistrationKind, lang: string) =>
    [...trainingKeys.all, 'subjects', kind, lang] as const,
};

/** One page of the user's training registrations (GET /v2/training/list). */
export function useTrainingList(query: PageQuery) {
  const api = useApi();
  return useQuery({
    queryKey: trainingKeys.list('training', query),
    queryFn: dataQuery(api.training.list.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the user's exam registrations (GET /v2/training/exam/list). */
export function useExamList(query: PageQuery) {
  const api = useApi();
  return useQuery({
    queryKey: trainingKeys.list('exam', query),
    queryFn: dataQuery(api.training.examList.query, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The training or exam subjects (GET /v2/category/trainList, examList), in the user's language. */
export function useSubjects(kind: RegistrationKind) {
  const api = useApi();
  const { lang } = useLanguage();
  const call = kind === 'training' ? api.training.trainSubjects : api.training.examSubjects;
  return useQuery({
    queryKey: trainingKeys.subjects(kind, lang),
    queryFn: dataQuery(call.query, {}),
    staleTime: 5 * 60_000,
  });
}

/** One page of the user's exam results (POST /v2/training/exam/results), by permit number. */
export function useGrades(query: ExamResultsForm) {
  const api = useApi();
  return useQuery({
    queryKey: trainingKeys.grades(query),
    queryFn: async () => responseData(await api.training.examResults.mutate({ body: query })),
    placeholderData: keepPreviousData,
  });
}

function useRegistered() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trainingKeys.all });
}

/**
 * Registers for a training (POST /v2/training/apply) or an exam (POST /v2/training/exam/apply);
 * resolves with the server's message. A wrong code is a refusal for the form to show.
 */
export function useRegister() {
  const api = useApi();
  const registered = useRegistered();
  return useMutation({
    mutationFn: async (
      request: { kind: 'training'; form: TrainingForm } | { kind: 'exam'; form: ExamForm },
    ) => {
      const response =
        request.kind === 'training'
          ? await api.training.apply.mutate({ body: request.form, inline: true })
          : await api.training.examApply.mutate({ body: request.form, inline: true });
      responseData(response);
      await registered();
      return response.body.msg;
    },
  });
}
