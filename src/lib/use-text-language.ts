import { useCallback } from 'react';
import { useLanguage } from '../app/language-provider';
import { foreignLanguageOf, type TextLanguage } from './text-language';

/**
 * Attributes for an element holding text from the server: its own `lang` and `dir` when the
 * text is not in the page's language (an untranslated English body inside an Arabic page), so
 * that it is read in its language and never runs the wrong way; none otherwise.
 */
export function useTextLanguage(): (text: string) => Partial<TextLanguage> {
  const { lang } = useLanguage();
  return useCallback((text: string) => foreignLanguageOf(text, lang) ?? {}, [lang]);
}
