import { useCallback, useId, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ErrorSummary, type FormProblem } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/form-field';
import { buttonPrimary } from '../../components/ui/styles';
import { errorText } from '../../lib/api/error-text';
import { CaptchaField } from './captcha-field';
import { normalizeLookupList } from './lookup-list';

export interface LookupRequest {
  /** The numbers, comma-separated. */
  list: string;
  captcha: string;
  uuid: string;
}

/**
 * The form of the certificate and serial-number lookups: the numbers (several separated by
 * commas) and the captcha, both required. A refusal (wrong captcha, say) or a failed call is
 * shown in the error summary only, not in a toast as well (`onLookup` makes its call `inline`);
 * every attempt uses up the captcha, so a new one is fetched.
 */
export function LookupForm({
  label,
  hint,
  requiredMessage,
  onLookup,
  initial = '',
}: {
  label: string;
  hint: string;
  requiredMessage: string;
  onLookup: (request: LookupRequest) => Promise<void>;
  /** What the field starts with: a number a link brought along. */
  initial?: string;
}) {
  const { LL } = useI18nContext();
  const listId = useId();
  const captchaId = useId();
  const [list, setList] = useState(initial);
  const [captcha, setCaptcha] = useState('');
  const [uuid, setUuid] = useState('');
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<{ list?: string; captcha?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const onUuid = useCallback((value: string) => setUuid(value), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeLookupList(list);
    const next = {
      list: normalized ? undefined : requiredMessage,
      captcha: captcha.trim() ? undefined : LL.captcha.required(),
    };
    setErrors(next);
    setRefusal(null);
    if (next.list || next.captcha) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onLookup({ list: normalized, captcha: captcha.trim(), uuid });
    } catch (error) {
      setRefusal(errorText(error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
      setCaptcha('');
      setGeneration((n) => n + 1);
    }
  };

  const problems: FormProblem[] = [
    ...(errors.list ? [{ fieldId: listId, message: errors.list }] : []),
    ...(errors.captcha ? [{ fieldId: captchaId, message: errors.captcha }] : []),
    ...(refusal ? [{ message: refusal }] : []),
  ];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-2xl space-y-4">
      <ErrorSummary problems={problems} attempt={attempt} />
      <TextField
        id={listId}
        label={label}
        hint={hint}
        value={list}
        onChange={setList}
        error={errors.list}
        required
        autoComplete="off"
        dir="ltr"
      />
      <CaptchaField
        id={captchaId}
        value={captcha}
        onChange={setCaptcha}
        error={errors.captcha}
        generation={generation}
        onUuid={onUuid}
      />
      <button type="submit" className={buttonPrimary} disabled={busy}>
        {LL.support.lookUp()}
      </button>
    </form>
  );
}
