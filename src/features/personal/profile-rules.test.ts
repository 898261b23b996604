import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../../contract/auth';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadLocale } from '../../../i18n/i18n-util.sync';
import { profileErrors, profileFormOf, type ProfileValues } from './profile-rules';

loadLocale('en');
const LL = i18nObject('en');
const labels = {
  realname: 'Name',
  company: 'Company',
  country: 'Country or region',
  telephone: 'Telephone',
  website: 'Website',
  address: 'Address',
};
const valid: ProfileValues = {
  realname: 'Ana Lima',
  company: 'Harbour Networks',
  country: 'PT',
  telephone: '+351 912 345 678',
  website: '',
  address: '',
};

describe('the profile form', () => {
  it('checks what sign-up checks, in the same words', () => {
    expect(profileErrors(valid, LL, labels)).toEqual({});
    expect(
      profileErrors(
        { ...valid, realname: ' ', telephone: '+351 12', website: 'harbour.example' },
        LL,
        labels,
      ),
    ).toEqual({
      realname: 'Please enter your full name',
      telephone: 'The telephone number needs at least 11 characters',
      website: 'Please enter the website as an address starting with http:// or https://',
    });
  });

  it('keeps to the contract’s lengths and single lines', () => {
    expect(
      profileErrors(
        { ...valid, company: 'x'.repeat(PROFILE_LIMITS.company + 1), address: 'Rua 1\nLisboa' },
        LL,
        labels,
      ),
    ).toEqual({
      company: `“Company” may have at most ${PROFILE_LIMITS.company} characters.`,
      address: '“Address” must be one line of text.',
    });
  });

  it('sends an emptied website or address, so that it is cleared', () => {
    expect(profileFormOf({ ...valid, realname: ' Ana ' })).toMatchObject({
      realname: 'Ana',
      website: '',
      address: '',
    });
  });
});
