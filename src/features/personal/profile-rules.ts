import { EditUserInfoFormSchema, type EditUserInfoForm } from '../../../contract/account';
import { isWebsite } from '../../../contract/auth';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { isBlank } from '../../../machines/shared/validation';
import { telephoneProblem } from '../../../machines/sign-up/sign-up-rules';
import { ruleText, schemaProblems } from '../../lib/form-rules';
import { PROFILE_FORM_FIELDS, type ProfileField, type ProfileValues } from './profile-fields';

export { PROFILE_FORM_FIELDS, useProfileLabels } from './profile-fields';
export type { ProfileField, ProfileValues } from './profile-fields';

/** The body of the profile change; website and address are sent empty to clear them. */
export function profileFormOf(values: ProfileValues): EditUserInfoForm {
  return {
    realname: values.realname.trim(),
    company: values.company.trim(),
    country: values.country,
    telephone: values.telephone.trim(),
    website: values.website.trim(),
    address: values.address.trim(),
  };
}

/**
 * The problems of the typed profile, in words: the sign-up form's rules and messages (name,
 * company, country, a telephone valid for the country, an http(s) website), then the
 * contract's limits on length and single lines.
 */
export function profileErrors(
  values: ProfileValues,
  LL: TranslationFunctions,
  labels: Record<ProfileField, string>,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (isBlank(values.realname)) errors.realname = LL.validation.realnameRequired();
  if (isBlank(values.company)) errors.company = LL.validation.companyRequired();
  if (isBlank(values.country)) errors.country = LL.validation.countryRequired();
  const telephone = telephoneProblem(values.telephone, values.country) as
    'telephoneRequired' | 'telephoneTooShort' | 'telephoneInvalid' | undefined;
  if (telephone) errors.telephone = LL.validation[telephone]();
  if (!isBlank(values.website) && !isWebsite(values.website.trim())) {
    errors.website = LL.validation.websiteInvalid();
  }
  const limits = schemaProblems<ProfileField>(EditUserInfoFormSchema, profileFormOf(values));
  for (const field of PROFILE_FORM_FIELDS) {
    const problem = limits[field];
    if (problem && !errors[field]) {
      errors[field] = ruleText(LL, problem, labels[field], String);
    }
  }
  return errors;
}
