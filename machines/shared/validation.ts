/**
 * Field checks the forms run before calling the server. Machines import only types from the
 * contract, so the few rules they need are repeated here; tests compare them with the contract's
 * schemas so the two cannot drift apart.
 */

/** The e-mail pattern of the contract's `EmailSchema` (zod 3's `email()`). */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

/** A calendar date as the backend writes it (contract `DateSchema`). */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when nothing but white space was typed. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** True for an address the contract's `EmailSchema` accepts (it trims first). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True for `YYYY-MM-DD`. */
export function isDate(value: string): boolean {
  return DATE_PATTERN.test(value);
}

/** The errors left once the user edits `values`: only the fields being corrected lose theirs. */
export function errorsAfterEdit<TErrors extends Partial<Record<string, string>>>(
  errors: TErrors,
  values: object,
): TErrors {
  const left = { ...errors };
  for (const field of Object.keys(values)) delete left[field];
  return left;
}
