import { useI18nContext } from '../../i18n/i18n-react';
import { isLangCode, LANGUAGES } from '../../i18n/languages';
import { useLanguage } from '../app/language-provider';
import { InlineSelect } from '../components/ui/inline-select';

/** The eight languages; each is named in its own language and script. */
export function LanguageSwitcher() {
  const { LL } = useI18nContext();
  const { lang, setLang } = useLanguage();
  return (
    <InlineSelect
      label={LL.shell.language()}
      value={lang}
      onChange={(code) => {
        if (isLangCode(code)) void setLang(code);
      }}
      options={LANGUAGES.map((language) => ({
        value: language.code,
        label: language.name,
        lang: language.tag,
      }))}
    />
  );
}
