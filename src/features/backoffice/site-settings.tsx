import { useState, type FormEvent } from 'react';
import {
  BACKOFFICE_LIMITS,
  REQUIRED_SETTINGS,
  SiteSettingsFormSchema,
  type SiteSettings,
} from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LANGUAGES, type LangCode } from '../../../i18n/languages';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary, inputClass } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { ruleText, schemaProblems } from '../../lib/form-rules';
import { useSaveSettings, useSiteSettings } from './site-api';
import { useFormProblems } from './form-problems';

const KEYS = ['site_name', 'copyright', 'filing_number', 'filing_url', 'chat_url'] as const;
type Key = (typeof KEYS)[number];
const isRequired = (key: Key) => REQUIRED_SETTINGS.includes(key);

/** The settings the layout shows, edited one language at a time. */
export function SiteSettingsForm() {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  return (
    <>
      <PageHeading title={LL.backoffice.settings.title()} />
      {settings.isPending ? (
        <Skeleton rows={5} />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsEditor settings={settings.data} />
      )}
    </>
  );
}

function SettingsEditor({ settings }: { settings: SiteSettings }) {
  const { LL } = useI18nContext();
  const t = LL.backoffice.settings;
  const save = useSaveSettings();
  const [lang, setLang] = useState<LangCode>('en');
  const [draft, setDraft] = useState<SiteSettings>(settings);
  const form = useFormProblems();
  const labels: Record<Key, string> = {
    site_name: t.siteName(),
    copyright: t.copyright(),
    filing_number: t.filingNumber(),
    filing_url: t.filingUrl(),
    chat_url: t.chatUrl(),
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's rules before sending: the site's name and copyright line keep an English text.
    const found = schemaProblems<Key>(SiteSettingsFormSchema, draft);
    const problems = KEYS.flatMap((key) => {
      const problem = found[key];
      if (!problem) return [];
      const message = ruleText(LL, problem, labels[key], String);
      return [{ fieldId: `settings-${key}`, message }];
    });
    if (!form.check(problems)) {
      // The missing texts are English ones: the form shows them.
      setLang('en');
      return;
    }
    save.mutate(draft, {
      onSuccess: (response) => notify.success(response.body.msg),
      onError: form.refused,
    });
  };
  const language = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4">
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <FormField id="settings-lang" label={t.language()} hint={t.languageHint()}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={lang}
            onChange={(e) => setLang(e.target.value as LangCode)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.tag}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {KEYS.map((key) => (
        <FormField
          key={key}
          id={`settings-${key}`}
          label={labels[key]}
          required={lang === 'en' && isRequired(key)}
          error={lang === 'en' ? form.errorOf(`settings-${key}`) : null}
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              lang={language.tag}
              dir={key.endsWith('url') ? 'ltr' : language.dir}
              maxLength={BACKOFFICE_LIMITS.setting}
              value={draft[key][lang] ?? ''}
              onChange={(e) =>
                setDraft((d) => ({ ...d, [key]: { ...d[key], [lang]: e.target.value } }))
              }
            />
          )}
        </FormField>
      ))}
      {/* Unavailable while saving, not disabled: a disabled button drops the focus to the page. */}
      <Button type="submit" className={buttonPrimary} unavailable={save.isPending}>
        {t.save()}
      </Button>
    </form>
  );
}
