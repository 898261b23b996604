import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contract/auth';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { Notice } from '../../../machines/shared/answer';
import type { NewPasswordProblem } from '../../../machines/shared/password-rules';
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

/** The words of a new-password rule that a form checks before sending. */
export function passwordRuleText(LL: TranslationFunctions, problem: NewPasswordProblem): string {
  switch (problem) {
    case 'passwordTooShort':
      return LL.validation.passwordTooShort({ min: MIN_PASSWORD_LENGTH });
    case 'passwordTooLong':
      return LL.validation.passwordTooLong({ max: MAX_PASSWORD_LENGTH });
    default:
      return LL.validation[problem]();
  }
}
