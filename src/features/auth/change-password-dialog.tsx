import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary, type FormProblem } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/form-field';
import { buttonPrimary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { ApiError, tsr } from '../../lib/api/client';

/** The submit button waits this long before it can be pressed again (spec §8). */
export const CHANGE_PASSWORD_REENABLE_MS = 1_000;

interface Values {
  old_password: string;
  new_password: string;
  password_again: string;
}
type Problem =
  'oldPasswordRequired' | 'newPasswordRequired' | 'passwordAgainRequired' | 'passwordsDiffer';

/** All three fields are required; the confirmation must equal the new password (spec §5). */
export function changePasswordProblems(values: Values): Partial<Record<keyof Values, Problem>> {
  const problems: Partial<Record<keyof Values, Problem>> = {};
  if (values.old_password === '') problems.old_password = 'oldPasswordRequired';
  if (values.new_password === '') problems.new_password = 'newPasswordRequired';
  if (values.password_again === '') problems.password_again = 'passwordAgainRequired';
  else if (values.password_again !== values.new_password)
    problems.password_again = 'passwordsDiffer';
  return problems;
}

/**
 * The change-password dialog (450px). Success shows the server's message and closes; a refusal
 * shows it. The submit button comes back one second after each answer.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const idPrefix = useId();
  const id = (field: keyof Values) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>({
    old_password: '',
    new_password: '',
    password_again: '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Values, Problem>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = changePasswordProblems(values);
    setProblems(found);
    setRefusal(null);
    if (Object.values(found).some(Boolean)) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const response = await tsr.auth.changePassword.mutate({ body: values });
      notify.success(response.body.msg);
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : LL.lists.loadFailed());
      setAttempt((n) => n + 1);
      timer.current = setTimeout(() => setBusy(false), CHANGE_PASSWORD_REENABLE_MS);
    }
  };

  const errorOf = (field: keyof Values) => {
    const key = problems[field];
    return key ? LL.validation[key]() : null;
  };
  const fields: (keyof Values)[] = ['old_password', 'new_password', 'password_again'];
  const summary: FormProblem[] = [
    ...fields.flatMap((field) => {
      const text = errorOf(field);
      return text ? [{ fieldId: id(field), message: text }] : [];
    }),
    ...(refusal ? [{ message: refusal }] : []),
  ];

  return (
    <DialogFrame title={LL.account.changePassword()} width={450} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <ErrorSummary problems={summary} attempt={attempt} />
        <TextField
          id={id('old_password')}
          label={LL.auth.oldPassword()}
          type="password"
          value={values.old_password}
          onChange={set('old_password')}
          error={errorOf('old_password')}
          required
          autoComplete="current-password"
          autoFocusInDialog
        />
        <TextField
          id={id('new_password')}
          label={LL.auth.newPassword()}
          type="password"
          value={values.new_password}
          onChange={set('new_password')}
          error={errorOf('new_password')}
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
        <div className="flex justify-end">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {LL.auth.changePasswordSubmit()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
