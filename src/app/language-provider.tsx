import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react';
import { languageOf, type LangCode } from '../../i18n/languages';
import { applyDocumentLanguage, storeLang } from '../lib/language';
import { loadLanguage, onTextsLoaded } from './texts';

interface LanguageContextValue {
  /** The API's code of the current language (`en`, `kor`, `ara`, ...). */
  lang: LangCode;
  /** Loads the translations, saves the choice and mirrors the page for right-to-left languages. */
  setLang: (code: LangCode) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Holds the language choice; its translations must be loaded before the first render. */
export function LanguageProvider({
  initialLang,
  children,
}: {
  initialLang: LangCode;
  children: ReactNode;
}) {
  return (
    <TypesafeI18n locale={languageOf(initialLang).tag}>
      <LanguageState initialLang={initialLang}>{children}</LanguageState>
    </TypesafeI18n>
  );
}

function LanguageState({ initialLang, children }: { initialLang: LangCode; children: ReactNode }) {
  const { setLocale } = useI18nContext();
  const [lang, setLangState] = useState(initialLang);

  const setLang = useCallback(
    async (code: LangCode) => {
      const { tag } = languageOf(code);
      await loadLanguage(tag);
      storeLang(code);
      applyDocumentLanguage(code);
      setLocale(tag);
      setLangState(code);
    },
    [setLocale],
  );

  // The page's language and direction as it is first shown, in the frame it is shown in.
  useLayoutEffect(() => {
    applyDocumentLanguage(initialLang);
  }, [initialLang]);

  // A screen's namespace arrived: views read the texts of the language shown again.
  const { tag } = languageOf(lang);
  useEffect(() => onTextsLoaded(() => setLocale(tag)), [setLocale, tag]);

  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language and the way to change it. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}
