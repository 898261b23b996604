import { TELEPHONE_MIN_LENGTH } from '../../contract/auth';
import { isTelephoneOfCountry } from '../../machines/sign-up/sign-up-rules';

/**
 * Whether a telephone number, as typed, is a valid number of the chosen country (full
 * metadata, so the number's length and prefixes are checked) and has at least 11 characters.
 * A number with another country's calling code is refused. The sign-up form checks the same
 * rule in the browser.
 */
export function isTelephoneValid(telephone: string, country: string): boolean {
  return (
    telephone.trim().length >= TELEPHONE_MIN_LENGTH && isTelephoneOfCountry(telephone, country)
  );
}
