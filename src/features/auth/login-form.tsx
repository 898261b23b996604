import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { LoginAnswer } from '../../../machines/session/session.machine';
import {
  verifyCodeLoginMachine,
  type LoginField,
  type LoginMessageKey,
} from '../../../machines/verify-code-login/verify-code-login.machine';
import { useReloadView } from '../../app/reload-view';
import { useSession, useSessionActor } from '../../app/session-provider';
import { startSession } from '../../app/session-runtime';
import { ErrorSummary, type FormProblem } from '../../components/ui/error-summary';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { buttonPrimary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useAuthActors } from './api';

const FIELDS: LoginField[] = ['username', 'password', 'verifyCode'];

/**
 * The login form of the dialog and the /login screen. It runs the verify-code login machine:
 * after a refusal the server may ask for the e-mailed code, which reveals its field. On success
 * the session machine receives the answer and the current view is reloaded.
 */
export function LoginForm({
  onSuccess,
  onSignUp,
  onForgotPassword,
  inDialog = false,
}: {
  onSuccess: () => void;
  onSignUp: () => void;
  onForgotPassword?: () => void;
  inDialog?: boolean;
}) {
  const { LL } = useI18nContext();
  const session = useSessionActor(startSession);
  const { username: storedUsername } = useSession();
  const { reload } = useReloadView();
  const { logIn } = useAuthActors();
  const idPrefix = useId();
  const id = (field: LoginField | 'logIp') => `${idPrefix}-${field}`;
  const machine = useMemo(
    () =>
      verifyCodeLoginMachine.provide({
        actors: { logIn },
        actions: {
          saveSession: (_, params: { answer: LoginAnswer }) =>
            session.send({ type: 'session.login', answer: params.answer }),
        },
      }),
    [logIn, session],
  );
  const [state, send] = useMachine(machine, { input: { username: storedUsername ?? '' } });
  const { form, errors, needVerify, serverMessage, message } = state.context;
  const [attempt, setAttempt] = useState(0);

  const say = (key: LoginMessageKey): string => LL.machines.login[key]();

  const finish = useEffectEvent(() => {
    notify.success(say('loginSuccessful'));
    reload();
    onSuccess();
  });
  useEffect(() => {
    if (state.status === 'done') finish();
  }, [state.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'login.submit' });
    setAttempt((n) => n + 1);
  };

  const problems: FormProblem[] = [
    ...FIELDS.flatMap((field) => {
      const key = errors[field];
      return key ? [{ fieldId: id(field), message: say(key) }] : [];
    }),
    ...(state.matches('failed') && (serverMessage || message)
      ? [{ message: serverMessage ?? say(message ?? 'requestFailed') }]
      : []),
  ];
  const errorOf = (field: LoginField) => {
    const key = errors[field];
    return key ? say(key) : null;
  };
  const submitting = state.matches('submitting') || state.status === 'done';

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorSummary problems={problems} attempt={attempt} />
      <TextField
        id={id('username')}
        label={LL.auth.username()}
        // The login name, which is an e-mail address: a text field with the e-mail keyboard, as
        // HTML allows `username` only on text fields, so that password managers pair it with
        // the password below.
        type="text"
        inputMode="email"
        value={form.username}
        onChange={(username) => send({ type: 'form.change', values: { username } })}
        error={errorOf('username')}
        required
        autoComplete="username"
        dir="ltr"
        autoFocusInDialog={inDialog}
      />
      <TextField
        id={id('password')}
        label={LL.auth.password()}
        type="password"
        value={form.password}
        onChange={(password) => send({ type: 'form.change', values: { password } })}
        error={errorOf('password')}
        required
        autoComplete="current-password"
      />
      {needVerify ? (
        <TextField
          id={id('verifyCode')}
          label={LL.auth.verifyCode()}
          hint={LL.auth.verifyCodeHint()}
          value={form.verifyCode}
          onChange={(verifyCode) => send({ type: 'form.change', values: { verifyCode } })}
          error={errorOf('verifyCode')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      ) : null}
      <CheckboxField
        id={id('logIp')}
        label={LL.auth.rememberDevice()}
        checked={form.logIp === 1}
        onChange={(checked) => send({ type: 'form.change', values: { logIp: checked ? 1 : 0 } })}
      />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting}>
        {submitting ? LL.auth.loggingIn() : LL.auth.loginSubmit()}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/forgetPwd" className={textLink} onClick={onForgotPassword}>
          {LL.auth.forgotPassword()}
        </Link>
        <p>
          {LL.auth.noAccount()}{' '}
          <button type="button" className={textLink} onClick={onSignUp}>
            {LL.shell.signUp()}
          </button>
        </p>
      </div>
    </form>
  );
}
