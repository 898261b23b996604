import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

countries.registerLocale(en);
countries.registerLocale(zh);

export interface SeedCountry {
  countryCode: string;
  englishName: string;
  chineseName: string;
  phoneCode: string;
}

/**
 * Every ISO 3166-1 country, with names from i18n-iso-countries and calling codes from
 * libphonenumber-js (the same metadata that validates telephone numbers). Territories with no
 * telephone numbering plan (Antarctica, Bouvet Island, ...) get an empty calling code.
 */
export function seedCountries(): SeedCountry[] {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      countryCode: code,
      englishName: countries.getName(code, 'en', { select: 'official' }) ?? code,
      chineseName: countries.getName(code, 'zh', { select: 'official' }) ?? code,
      phoneCode: isSupportedCountry(code) ? getCountryCallingCode(code) : '',
    }))
    .sort((a, b) => a.englishName.localeCompare(b.englishName, 'en'));
}
