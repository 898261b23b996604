import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../contract/auth';

/**
 * Why a new password is refused by the rules a form can check itself; the backend checks the
 * same rules and, beyond them, refuses the most common passwords. In order: fewer than
 * {@link MIN_PASSWORD_LENGTH} characters, more than {@link MAX_PASSWORD_LENGTH}, the account's
 * own e-mail address (in any case), one character repeated (`aaaaaaaa`).
 */
export const NEW_PASSWORD_PROBLEMS = [
  'passwordTooShort',
  'passwordTooLong',
  'passwordIsEmail',
  'passwordOneCharacter',
] as const;
export type NewPasswordProblem = (typeof NEW_PASSWORD_PROBLEMS)[number];

/** Whether a message key is one of the new-password rules. */
export function isNewPasswordProblem(key: string): key is NewPasswordProblem {
  return (NEW_PASSWORD_PROBLEMS as readonly string[]).includes(key);
}

/**
 * The rules of a new password (sign-up, password change and reset), given the e-mail address
 * of the account: undefined when it passes them. Characters are counted as a person sees them,
 * after the same NFKC normalisation the backend applies before hashing.
 */
export function newPasswordProblem(
  password: string,
  email: string,
): NewPasswordProblem | undefined {
  const characters = [...password.normalize('NFKC')];
  if (characters.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (characters.length > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  const address = email.trim().toLowerCase();
  if (address !== '' && password.normalize('NFKC').trim().toLowerCase() === address) {
    return 'passwordIsEmail';
  }
  if (new Set(characters).size === 1) return 'passwordOneCharacter';
  return undefined;
}
