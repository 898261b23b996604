import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import {
  changePasswordMachine,
  type ChangePasswordField,
  type ChangePasswordMessageKey,
} from '../../../machines/change-password/change-password.machine';
import { isNewPasswordProblem } from '../../../machines/shared/password-rules';
import { useSession, useSessionActor } from '../../app/session-provider';
import { startSession } from '../../app/session-runtime';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ErrorSummary } from '../../components/ui/error-summary';
import { buttonPrimary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useAuthActors } from './api';
import { formProblems, noticeText, passwordRuleText } from './form-problems';
import { NewPasswordFields, PasswordField } from './password-fields';

const FIELDS: ChangePasswordField[] = ['old_password', 'new_password', 'password_again'];

/**
 * The change-password dialog (450px), on the change-password machine. A refusal shows in the
 * form and the submit comes back a second later. Success shows the server's message: the server
 * has revoked every token of the account, so the session ends here too, the dialog closes and
 * the user is asked to log in again with the new password.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const session = useSessionActor(startSession);
  const { changePassword } = useAuthActors();
  const idPrefix = useId();
  const id = (field: ChangePasswordField) => `${idPrefix}-${field}`;
  const machine = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: { changePassword },
        actions: { endSession: () => session.send({ type: 'session.ended' }) },
      }),
    [changePassword, session],
  );
  const { username } = useSession();
  const [state, send] = useMachine(machine, { input: { username: username ?? '' } });
  const { form, errors, refusal, confirmation } = state.context;
  const [attempt, setAttempt] = useState(0);

  const say = (key: ChangePasswordMessageKey): string => {
    if (key === 'requestFailed') return LL.machines.changePassword.requestFailed();
    return isNewPasswordProblem(key) ? passwordRuleText(LL, key) : LL.validation[key]();
  };
  const finish = useEffectEvent(() => {
    if (confirmation) notify.success(confirmation);
    notify.warning(LL.account.logInAgain());
    onClose();
  });
  useEffect(() => {
    if (state.status === 'done') finish();
  }, [state.status]);

  const errorOf = (field: ChangePasswordField) => {
    const key = errors[field];
    return key ? say(key) : null;
  };
  const change = (values: Partial<Record<ChangePasswordField, string>>) =>
    send({ type: 'form.change', values });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
    setAttempt((n) => n + 1);
  };

  return (
    <DialogFrame title={LL.account.changePassword()} width={450} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorSummary
          problems={formProblems(FIELDS, errorOf, id, noticeText(refusal, say))}
          attempt={attempt}
        />
        <PasswordField
          id={id('old_password')}
          label={LL.auth.oldPassword()}
          value={form.old_password}
          onChange={(old_password) => change({ old_password })}
          error={errorOf('old_password')}
          autoComplete="current-password"
          autoFocusInDialog
        />
        <NewPasswordFields
          label={LL.auth.newPassword()}
          ids={{ password: id('new_password'), again: id('password_again') }}
          password={form.new_password}
          again={form.password_again}
          onChange={(field, value) =>
            change(field === 'password' ? { new_password: value } : { password_again: value })
          }
          errors={{ password: errorOf('new_password'), again: errorOf('password_again') }}
        />
        <div className="flex justify-end">
          <button
            type="submit"
            className={buttonPrimary}
            disabled={!state.can({ type: 'form.submit' })}
          >
            {LL.auth.changePasswordSubmit()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
