import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isEmail } from '../../../machines/shared/validation';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary, type FormProblem } from '../../components/ui/error-summary';
import { SelectField, TextField } from '../../components/ui/form-field';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { ApiError, tsr } from '../../lib/api/client';
import { useCountries } from '../content/use-countries';
import { SendCodeButton, SendCodeNoteText, useSendCode } from './send-code-button';
import {
  EMPTY_SIGN_UP,
  signUpProblems,
  type SignUpProblem,
  type SignUpProblems,
  type SignUpValues,
} from './sign-up-rules';

/** The spec's pause between a successful sign-up and the dialog closing. */
export const SIGN_UP_CLOSE_DELAY_MS = 1_000;

const FIELD_ORDER: (keyof SignUpValues)[] = [
  'realname',
  'company',
  'username',
  'country',
  'telephone',
  'website',
  'address',
  'password',
  'password_again',
  'code',
];

/** The sign-up dialog (800px): every field and rule of spec §5. */
export function SignUpDialog({ onClose, onLogIn }: { onClose: () => void; onLogIn: () => void }) {
  const { LL } = useI18nContext();
  const idPrefix = useId();
  const id = (field: keyof SignUpValues) => `${idPrefix}-${field}`;
  const countries = useCountries();
  const sendCode = useSendCode();
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [problems, setProblems] = useState<SignUpProblems>({});
  const [emailVerdict, setEmailVerdict] = useState<{ address: string; message: string } | null>(
    null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const message = (key: SignUpProblem): string => LL.validation[key]();
  const set = (field: keyof SignUpValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const checkEmail = async () => {
    const address = values.username.trim();
    if (!isEmail(address)) return;
    try {
      await tsr.auth.checkEmail.mutate({ body: { username: address } });
      setEmailVerdict(null);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'refused') {
        setEmailVerdict({ address, message: error.message });
      }
    }
  };
  const emailTaken =
    emailVerdict && emailVerdict.address === values.username.trim() ? emailVerdict.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signUpProblems(values);
    setProblems(found);
    setRefusal(null);
    if (Object.values(found).some(Boolean) || emailTaken) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const response = await tsr.auth.register.mutate({
        body: {
          ...values,
          realname: values.realname.trim(),
          company: values.company.trim(),
          username: values.username.trim(),
          telephone: values.telephone.trim(),
          website: values.website.trim() || undefined,
          address: values.address.trim() || undefined,
          code: values.code.trim(),
        },
      });
      notify.success(response.body.msg);
      setDone(true);
      closeTimer.current = setTimeout(onClose, SIGN_UP_CLOSE_DELAY_MS);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : LL.lists.loadFailed());
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  };

  const errorOf = (field: keyof SignUpValues): string | null => {
    const key = problems[field];
    if (key) return message(key);
    if (field === 'username' && emailTaken) return emailTaken;
    return null;
  };
  const summary: FormProblem[] = [
    ...FIELD_ORDER.flatMap((field) => {
      const text = errorOf(field);
      return text ? [{ fieldId: id(field), message: text }] : [];
    }),
    ...(refusal ? [{ message: refusal }] : []),
  ];
  const phoneCode = countries.options.find((c) => c.code === values.country)?.phoneCode;

  return (
    <DialogFrame title={LL.auth.signUpTitle()} width={800} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <ErrorSummary problems={summary} attempt={attempt} />
        <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('realname')}
            label={LL.auth.realname()}
            value={values.realname}
            onChange={set('realname')}
            error={errorOf('realname')}
            required
            autoComplete="name"
            autoFocusInDialog
          />
          <TextField
            id={id('company')}
            label={LL.auth.company()}
            value={values.company}
            onChange={set('company')}
            error={errorOf('company')}
            required
            autoComplete="organization"
          />
          <TextField
            id={id('username')}
            label={LL.auth.email()}
            type="email"
            value={values.username}
            onChange={set('username')}
            onBlur={() => void checkEmail()}
            error={errorOf('username')}
            hint={LL.auth.emailIsUsername()}
            required
            autoComplete="email"
            dir="ltr"
          />
          <SelectField
            id={id('country')}
            label={LL.auth.country()}
            value={values.country}
            onChange={set('country')}
            options={countries.options.map((c) => ({ value: c.code, label: c.name }))}
            placeholder={LL.auth.chooseCountry()}
            error={errorOf('country')}
            required
          />
          <TextField
            id={id('telephone')}
            label={LL.auth.telephone()}
            type="tel"
            value={values.telephone}
            onChange={set('telephone')}
            error={errorOf('telephone')}
            hint={
              phoneCode
                ? LL.auth.telephoneHintCode({ code: `+${phoneCode}` })
                : LL.auth.telephoneHint()
            }
            required
            autoComplete="tel"
            dir="ltr"
          />
          <TextField
            id={id('website')}
            label={LL.auth.website()}
            type="url"
            value={values.website}
            onChange={set('website')}
            autoComplete="url"
            dir="ltr"
          />
          <TextField
            id={id('address')}
            label={LL.auth.address()}
            value={values.address}
            onChange={set('address')}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <TextField
            id={id('password')}
            label={LL.auth.password()}
            type="password"
            value={values.password}
            onChange={set('password')}
            error={errorOf('password')}
            required
            autoComplete="new-password"
          />
          <TextField
            id={id('password_again')}
            label={LL.auth.passwordAgain()}
            type="password"
            value={values.password_again}
            onChange={set('password_again')}
            error={errorOf('password_again')}
            required
            autoComplete="new-password"
          />
          <div className="sm:col-span-2">
            <TextField
              id={id('code')}
              label={LL.auth.code()}
              value={values.code}
              onChange={set('code')}
              error={errorOf('code')}
              hint={LL.auth.codeHint()}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
            >
              <SendCodeButton email={values.username} sendCode={sendCode} />
            </TextField>
            <SendCodeNoteText note={sendCode.note} />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-sm">
            {LL.auth.haveAccount()}{' '}
            <button type="button" className={textLink} onClick={onLogIn}>
              {LL.shell.login()}
            </button>
          </p>
          <button type="submit" className={buttonPrimary} disabled={busy || done}>
            {LL.auth.signUpSubmit()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
