import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { TELEPHONE_MIN_LENGTH } from '../../contract/auth';

/**
 * Whether a telephone number, as typed, is a valid number of the chosen country (full
 * metadata, so the number's length and prefixes are checked) and has at least 11 characters.
 * A number with another country's calling code is refused.
 */
export function isTelephoneValid(telephone: string, country: string): boolean {
  const typed = telephone.trim();
  if (typed.length < TELEPHONE_MIN_LENGTH) return false;
  const number = parsePhoneNumberFromString(typed, country.toUpperCase() as CountryCode);
  return !!number && number.isValid() && number.country === country.toUpperCase();
}
