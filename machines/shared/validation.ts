import { DateSchema, EmailSchema } from '../../contract/common';

/** Field checks the forms run before calling the server, with the contract's own rules. */

/** True when nothing but white space was typed. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** True for an address the contract's `EmailSchema` accepts (it trims first). */
export function isEmail(value: string): boolean {
  return EmailSchema.safeParse(value).success;
}

/** True for `YYYY-MM-DD`, the contract's `DateSchema`. */
export function isDate(value: string): boolean {
  return DateSchema.safeParse(value).success;
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
