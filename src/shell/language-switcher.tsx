import { useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { isLangCode, LANGUAGES } from '../../i18n/languages';
import { useLanguage } from '../app/language-provider';

/** The eight languages; each is named in its own language and script. */
export function LanguageSwitcher() {
  const { LL } = useI18nContext();
  const { lang, setLang } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-700">
        {LL.shell.language()}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(event) => {
          const code = event.target.value;
          if (isLangCode(code)) void setLang(code);
        }}
        className="rounded border border-gray-400 bg-white px-2 py-1 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
