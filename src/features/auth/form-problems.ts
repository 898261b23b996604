import type { Notice } from '../../../machines/shared/answer';
import type { FormProblem } from '../../components/ui/error-summary';

/** What a machine's notice says: the server's own words, or its key translated by `say`. */
export function noticeText<TKey extends string>(
  notice: Notice<TKey> | null,
  say: (key: TKey) => string,
): string | null {
  if (notice === null) return null;
  return 'serverMessage' in notice ? notice.serverMessage : say(notice.message);
}

/**
 * The entries of a form's error summary: each field's problem, in the order of the form and
 * linked to its field, then the form's own refusal.
 */
export function formProblems<TField extends string>(
  fields: readonly TField[],
  errorOf: (field: TField) => string | null,
  idOf: (field: TField) => string,
  refusal: string | null = null,
): FormProblem[] {
  return [
    ...fields.flatMap((field) => {
      const message = errorOf(field);
      return message ? [{ fieldId: idOf(field), message }] : [];
    }),
    ...(refusal ? [{ message: refusal }] : []),
  ];
}
