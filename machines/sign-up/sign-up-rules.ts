import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { TELEPHONE_MIN_LENGTH, isWebsite } from '../../contract/auth';
import { newPasswordProblem, type NewPasswordProblem } from '../shared/password-rules';
import { isBlank, isEmail } from '../shared/validation';

/** The sign-up form as typed. */
export interface SignUpValues {
  realname: string;
  company: string;
  username: string;
  country: string;
  telephone: string;
  website: string;
  address: string;
  password: string;
  password_again: string;
  code: string;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  realname: '',
  company: '',
  username: '',
  country: '',
  telephone: '',
  website: '',
  address: '',
  password: '',
  password_again: '',
  code: '',
};

/** Why a field is refused; the view translates the key. */
export type SignUpProblem =
  | 'realnameRequired'
  | 'companyRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'telephoneRequired'
  | 'telephoneTooShort'
  | 'telephoneInvalid'
  /** The website, when given, is not an http:// or https:// address. */
  | 'websiteInvalid'
  | 'passwordRequired'
  /** A rule of new passwords (length, not the address, not one character repeated). */
  | NewPasswordProblem
  | 'passwordAgainRequired'
  | 'passwordsDiffer'
  | 'codeRequired';

export type SignUpProblems = Partial<Record<keyof SignUpValues, SignUpProblem>>;

/**
 * Whether a telephone number is a valid number of the chosen country (full metadata: length
 * and prefixes), as the server checks it.
 */
export function isTelephoneOfCountry(telephone: string, country: string): boolean {
  const code = country.toUpperCase();
  const number = parsePhoneNumberFromString(telephone.trim(), code as CountryCode);
  return !!number && number.isValid() && number.country === code;
}

/** The telephone rule alone: required, at least 11 characters, valid for the country. */
export function telephoneProblem(telephone: string, country: string): SignUpProblem | undefined {
  if (isBlank(telephone)) return 'telephoneRequired';
  if (telephone.trim().length < TELEPHONE_MIN_LENGTH) return 'telephoneTooShort';
  if (country && !isTelephoneOfCountry(telephone, country)) return 'telephoneInvalid';
  return undefined;
}

/** The sign-up rules, field by field, in the order of the form. */
export function signUpProblems(values: SignUpValues): SignUpProblems {
  const problems: SignUpProblems = {};
  if (isBlank(values.realname)) problems.realname = 'realnameRequired';
  if (isBlank(values.company)) problems.company = 'companyRequired';
  if (isBlank(values.username)) problems.username = 'emailRequired';
  else if (!isEmail(values.username)) problems.username = 'emailInvalid';
  if (isBlank(values.country)) problems.country = 'countryRequired';
  const telephone = telephoneProblem(values.telephone, values.country);
  if (telephone) problems.telephone = telephone;
  if (!isBlank(values.website) && !isWebsite(values.website.trim())) {
    problems.website = 'websiteInvalid';
  }
  const password =
    values.password === ''
      ? 'passwordRequired'
      : newPasswordProblem(values.password, values.username);
  if (password) problems.password = password;
  if (values.password_again === '') problems.password_again = 'passwordAgainRequired';
  else if (values.password !== values.password_again) problems.password_again = 'passwordsDiffer';
  if (isBlank(values.code)) problems.code = 'codeRequired';
  return problems;
}
