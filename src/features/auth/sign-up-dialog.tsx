import { useMachine } from '@xstate/react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isNewPasswordProblem } from '../../../machines/shared/password-rules';
import type { SignUpValues } from '../../../machines/sign-up/sign-up-rules';
import { signUpMachine, type SignUpMessageKey } from '../../../machines/sign-up/sign-up.machine';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary } from '../../components/ui/error-summary';
import { fieldOf, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useCountries } from '../content/use-countries';
import { useAuthActors } from './api';
import { formProblems, noticeText, passwordRuleText } from './form-problems';
import { NewPasswordFields } from './password-fields';
import { SendCodeField } from './send-code-field';

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

/**
 * The sign-up dialog (800px), on the sign-up machine: every field and rule of the form, the
 * address checked with the server when its field loses focus, the send-code button with its
 * cooldown, and the registration. On success the server's message shows and the dialog closes
 * a second later.
 */
/** The fields of the sign-up form that are its profile (the rest are password and code). */
type ProfileField =
  'realname' | 'company' | 'username' | 'country' | 'telephone' | 'website' | 'address';

export function SignUpDialog({ onClose, onLogIn }: { onClose: () => void; onLogIn: () => void }) {
  const { LL } = useI18nContext();
  const idPrefix = useId();
  const id = (field: keyof SignUpValues) => `${idPrefix}-${field}`;
  const countries = useCountries();
  const { checkEmail, register } = useAuthActors();
  const machine = useMemo(
    () => signUpMachine.provide({ actors: { checkEmail, register } }),
    [checkEmail, register],
  );
  const [state, send] = useMachine(machine);
  const { form: values, errors, emailTaken, refusal, confirmation } = state.context;
  const [attempt, setAttempt] = useState(0);

  const succeeded = state.matches('succeeded');
  const announce = useEffectEvent(() => {
    if (confirmation) notify.success(confirmation);
  });
  useEffect(() => {
    if (succeeded) announce();
  }, [succeeded]);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (state.status === 'done') close();
  }, [state.status]);

  const say = (key: SignUpMessageKey): string => {
    if (key === 'requestFailed') return LL.machines.signUp.requestFailed();
    return isNewPasswordProblem(key) ? passwordRuleText(LL, key) : LL.validation[key]();
  };
  const set = (field: keyof SignUpValues) => (value: string) =>
    send({ type: 'form.change', values: { [field]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
    setAttempt((n) => n + 1);
  };

  const errorOf = (field: keyof SignUpValues): string | null => {
    const key = errors[field];
    if (key) return say(key);
    if (field === 'username' && emailTaken) return emailTaken;
    return null;
  };
  const labels: Record<ProfileField, string> = {
    realname: LL.auth.realname(),
    company: LL.auth.company(),
    username: LL.auth.email(),
    country: LL.auth.country(),
    telephone: LL.auth.telephone(),
    website: LL.auth.website(),
    address: LL.auth.address(),
  };
  const form = { idOf: id, labelOf: (f: ProfileField) => labels[f], values, set, errorOf };
  /** A text field of the form; the required ones show their error. */
  const text = (
    field: 'realname' | 'company' | 'website',
    props: Omit<ComponentProps<typeof TextField>, 'id' | 'label' | 'value' | 'onChange'>,
  ) => (
    <TextField
      {...fieldOf(form, field)}
      required={field === 'realname' || field === 'company'}
      {...props}
    />
  );
  const summary = formProblems(FIELD_ORDER, errorOf, id, noticeText(refusal, say));
  const phoneCode = countries.options.find((c) => c.code === values.country)?.phoneCode;

  return (
    <DialogFrame title={LL.auth.signUpTitle()} width={800} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorSummary problems={summary} attempt={attempt} />
        <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('realname', { autoComplete: 'name', autoFocusInDialog: true })}
          {text('company', { autoComplete: 'organization' })}
          <TextField
            {...fieldOf(form, 'username')}
            type="email"
            onBlur={() => send({ type: 'email.check' })}
            hint={LL.auth.emailIsUsername()}
            required
            autoComplete="email"
            dir="ltr"
          />
          <SelectField
            {...fieldOf(form, 'country')}
            options={countries.options.map((c) => ({ value: c.code, label: c.name }))}
            placeholder={LL.auth.chooseCountry()}
            required
          />
          <TextField
            {...fieldOf(form, 'telephone')}
            type="tel"
            hint={
              phoneCode
                ? LL.auth.telephoneHintCode({ code: `+${phoneCode}` })
                : LL.auth.telephoneHint()
            }
            required
            autoComplete="tel"
            dir="ltr"
          />
          {text('website', { type: 'url', autoComplete: 'url', dir: 'ltr' })}
          <TextAreaField
            {...fieldOf(form, 'address')}
            rows={2}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <NewPasswordFields
            label={LL.auth.password()}
            ids={{ password: id('password'), again: id('password_again') }}
            password={values.password}
            again={values.password_again}
            onChange={(field, value) =>
              set(field === 'password' ? 'password' : 'password_again')(value)
            }
            errors={{ password: errorOf('password'), again: errorOf('password_again') }}
          />
          <SendCodeField
            id={id('code')}
            email={values.username}
            value={values.code}
            onChange={set('code')}
            error={errorOf('code')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-sm">
            {LL.auth.haveAccount()}{' '}
            <button type="button" className={textLink} onClick={onLogIn}>
              {LL.shell.login()}
            </button>
          </p>
          <button
            type="submit"
            className={buttonPrimary}
            disabled={!state.can({ type: 'form.submit' })}
          >
            {LL.auth.signUpSubmit()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
