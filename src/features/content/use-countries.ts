import { useMemo } from 'react';
import type { Country } from '../../../contract/content';
import { languageOf } from '../../../i18n/languages';
import { useLanguage } from '../../app/language-provider';
import { useHydrated } from '../../lib/use-hydrated';
import { useCountryList } from './api';

export interface CountryOption {
  code: string;
  /** The country's name in the user's language (English when the browser has no name for it). */
  name: string;
  /** Calling code without '+'; empty for territories without one. */
  phoneCode: string;
}

function namer(tag: string): (country: Country) => string {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    return (country) => names.of(country.country_code) ?? country.english_name;
  } catch {
    return (country) => country.english_name;
  }
}

/**
 * The countries of GET /ajax/getCountries, named and sorted in the user's language by the
 * browser's Intl data: none while a page rendered on the server is taken over, whose Intl data
 * may name and sort them otherwise.
 */
export function useCountries() {
  const { lang } = useLanguage();
  const query = useCountryList();
  const tag = languageOf(lang).tag;
  const hydrated = useHydrated();
  const options = useMemo<CountryOption[]>(() => {
    if (!hydrated) return [];
    const name = namer(tag);
    const collator = new Intl.Collator(tag);
    return (query.data ?? [])
      .map((country) => ({
        code: country.country_code,
        name: name(country),
        phoneCode: country.phone_code,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [query.data, tag, hydrated]);
  return { ...query, options };
}
