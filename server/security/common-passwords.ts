import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | undefined;

/**
 * The most common passwords, from the ranked list that @zxcvbn-ts/language-common maintains
 * (most frequent first, all in lower case), loaded on first use.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
}

/**
 * Whether a password is one of the {@link COMMON_PASSWORDS_REFUSED} most common, in any case:
 * `Password1` is as easy to guess as `password1`.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').trim().toLowerCase());
}
