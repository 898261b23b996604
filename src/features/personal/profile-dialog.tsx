import { useId, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { UserInfo } from '../../../contract/auth';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary } from '../../components/ui/error-summary';
import { fieldOf, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { formProblems } from '../auth/form-problems';
import { useCountries } from '../content/use-countries';
import { useEditProfile } from './api';
import {
  PROFILE_FORM_FIELDS,
  profileErrors,
  profileFormOf,
  useProfileLabels,
  type ProfileField,
  type ProfileValues,
} from './profile-rules';

/**
 * The profile form (800px): name, company, country, telephone, website and address, checked as
 * sign-up checks them. `focus` names the field that takes focus when it opens (a field the
 * profile check found missing). The dialog closes, and the server's message shows, only once
 * the server has stored the profile.
 */
export function ProfileDialog({
  user,
  focus = 'realname',
  onClose,
}: {
  user: UserInfo;
  focus?: ProfileField;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const idPrefix = useId();
  const id = (field: ProfileField) => `${idPrefix}-${field}`;
  const countries = useCountries();
  const save = useEditProfile();
  const [values, setValues] = useState<ProfileValues>({
    realname: user.realname,
    company: user.company,
    country: user.country,
    telephone: user.telephone,
    website: user.website,
    address: user.address,
  });
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const labels = useProfileLabels();
  const errors = attempt > 0 ? profileErrors(values, LL, labels) : {};
  const errorOf = (field: ProfileField) => errors[field] ?? null;

  const set = (field: ProfileField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(profileErrors(values, LL, labels)).length > 0) return;
    save.mutate(profileFormOf(values), {
      onSuccess: (message) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => {
        setRefusal(errorText(error));
        setAttempt((n) => n + 1);
      },
    });
  };
  const form = { idOf: id, labelOf: (f: ProfileField) => labels[f], values, set, errorOf };
  const text = (
    field: Exclude<ProfileField, 'country'>,
    extra: Partial<{
      type: 'tel' | 'url';
      autoComplete: string;
      dir: 'ltr';
      className: string;
    }> = {},
  ) => (
    <TextField
      {...fieldOf(form, field)}
      required={field !== 'website' && field !== 'address'}
      autoFocusInDialog={focus === field}
      {...extra}
    />
  );
  const summary = formProblems(PROFILE_FORM_FIELDS, errorOf, id, refusal);

  return (
    <DialogFrame title={LL.personalCentre.profile.title()} width={800} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorSummary problems={summary} attempt={attempt} />
        <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('realname', { autoComplete: 'name' })}
          {text('company', { autoComplete: 'organization' })}
          <SelectField
            {...fieldOf(form, 'country')}
            options={countries.options.map((c) => ({ value: c.code, label: c.name }))}
            placeholder={LL.auth.chooseCountry()}
            required
            autoFocusInDialog={focus === 'country'}
          />
          {text('telephone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
          {text('website', { type: 'url', autoComplete: 'url', dir: 'ltr' })}
          <TextAreaField
            {...fieldOf(form, 'address')}
            rows={2}
            autoComplete="street-address"
            autoFocusInDialog={focus === 'address'}
            className="sm:col-span-2"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {LL.personalCentre.profile.cancel()}
          </button>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? LL.personalCentre.profile.saving() : LL.personalCentre.profile.save()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
