import { useI18nContext } from '../../../i18n/i18n-react';

// The fields and their names, apart from the rules: the personal home lists missing fields
// without loading the telephone rules, which only the profile form needs.

/** The profile form as typed. */
export interface ProfileValues {
  realname: string;
  company: string;
  country: string;
  telephone: string;
  website: string;
  address: string;
}

export type ProfileField = keyof ProfileValues;

/** The fields in the order of the form. */
export const PROFILE_FORM_FIELDS: readonly ProfileField[] = [
  'realname',
  'company',
  'country',
  'telephone',
  'website',
  'address',
];

/** The profile fields named as the form labels them. */
export function useProfileLabels(): Record<ProfileField, string> {
  const { LL } = useI18nContext();
  const home = LL.personalCentre.home;
  return {
    realname: home.name(),
    company: home.company(),
    country: home.country(),
    telephone: home.telephone(),
    website: home.website(),
    address: home.address(),
  };
}
