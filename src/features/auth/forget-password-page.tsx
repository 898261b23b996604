import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import {
  passwordResetMachine,
  type PasswordResetMessageKey,
  type ResetField,
} from '../../../machines/password-reset/password-reset.machine';
import { sendCodeCooldownMachine } from '../../../machines/send-code-cooldown/send-code-cooldown.machine';
import { isNewPasswordProblem } from '../../../machines/shared/password-rules';
import { useLanguage } from '../../app/language-provider';
import { ErrorSummary } from '../../components/ui/error-summary';
import { fieldOf, TextField, type FormFields } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { formatNumber } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useAuthActors } from './api';
import { formProblems, noticeText, passwordRuleText } from './form-problems';
import { NewPasswordFields } from './password-fields';
import { SendCodeButton } from './send-code-field';

const FIELDS: ResetField[] = ['username', 'code', 'password', 'password_again'];

type Step = 'email' | 'code' | 'password' | 'done';
const STEPS: Exclude<Step, 'done'>[] = ['email', 'code', 'password'];

function StepList({ current }: { current: Step }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const names = {
    email: LL.auth.stepEmail(),
    code: LL.auth.stepVerify(),
    password: LL.auth.stepReset(),
  };
  const index = current === 'done' ? STEPS.length : STEPS.indexOf(current);
  return (
    <ol aria-label={LL.auth.stepsLabel()} className="mb-6 grid grid-cols-3 gap-2 text-sm">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? 'step' : undefined}
          className={`min-w-0 border-t-4 pt-2 break-words hyphens-auto ${i <= index ? 'border-brand font-semibold text-gray-900' : 'border-gray-300 text-gray-700'}`}
        >
          <span className="block">
            {LL.auth.stepOf({
              step: formatNumber(i + 1, lang),
              count: formatNumber(STEPS.length, lang),
            })}
          </span>
          {names[step]}
          {i < index ? <span className="sr-only"> ({LL.auth.completedStep()})</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Forgotten password in three steps (the password-reset machine): the e-mail address (a code
 * is sent to it), the code, then the new password twice. What went wrong and what the server
 * confirmed come from the machine (`refusal`, `confirmation`).
 */
export function ForgetPasswordPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const dialogs = useDialogs();
  const idPrefix = useId();
  const id = (field: ResetField) => `${idPrefix}-${field}`;
  const { submitResetStep, sendResetCode } = useAuthActors();
  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          submitStep: submitResetStep,
          sendCodeCooldown: sendCodeCooldownMachine.provide({
            actors: { sendCode: sendResetCode },
          }),
        },
      }),
    [submitResetStep, sendResetCode],
  );
  const [state, send] = useMachine(machine);
  const { form, errors, refusal, confirmation, codeSender } = state.context;
  const [attempt, setAttempt] = useState(0);

  const step: Step = state.matches('done')
    ? 'done'
    : state.matches('password')
      ? 'password'
      : state.matches('code')
        ? 'code'
        : 'email';
  const busy =
    state.matches({ email: 'sending' }) ||
    state.matches({ code: 'submitting' }) ||
    state.matches({ password: 'submitting' });

  // Each new step puts focus on its first field; the last one on its confirmation.
  const firstStep = useRef(step);
  useEffect(() => {
    if (firstStep.current === step) return;
    firstStep.current = step;
    const target = { email: 'username', code: 'code', password: 'password', done: 'done' }[step];
    document
      .getElementById(step === 'done' ? `${idPrefix}-done` : `${idPrefix}-${target}`)
      ?.focus();
  }, [step, idPrefix]);

  const say = (key: PasswordResetMessageKey) =>
    isNewPasswordProblem(key) ? passwordRuleText(LL, key) : LL.machines.passwordReset[key]();
  const errorOf = (field: ResetField) => {
    const key = errors[field];
    return key ? say(key) : null;
  };
  const problems = formProblems(FIELDS, errorOf, id, noticeText(refusal, say));
  const change = (field: ResetField) => (value: string) =>
    send({ type: 'form.change', values: { [field]: value } });
  const fields: FormFields<'username' | 'code'> = {
    idOf: id,
    labelOf: (field) => (field === 'username' ? LL.auth.email() : LL.auth.code()),
    values: form,
    set: change,
    errorOf,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'step.submit' });
    setAttempt((n) => n + 1);
  };

  const back = (
    <button
      type="button"
      className={buttonSecondary}
      onClick={() => send({ type: 'step.back' })}
      disabled={busy}
    >
      {LL.auth.back()}
    </button>
  );
  const actions = (primary: string, extra?: ReactNode) => (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      {extra}
      <button
        type="submit"
        className={buttonPrimary}
        disabled={busy || !state.can({ type: 'step.submit' })}
      >
        {primary}
      </button>
    </div>
  );

  return (
    <div className="mx-auto max-w-xl">
      <PageHeading title={LL.auth.forgetTitle()}>
        <p className="text-gray-700">{LL.auth.forgetIntro()}</p>
      </PageHeading>
      <StepList current={step} />
      {step === 'done' ? (
        <div className="space-y-4">
          <div
            id={`${idPrefix}-done`}
            tabIndex={-1}
            role="status"
            className="space-y-1 rounded border border-green-700 bg-green-50 p-4 text-green-900"
          >
            {confirmation ? <p className="font-semibold">{confirmation}</p> : null}
            <p>{LL.auth.resetDone()}</p>
          </div>
          <button type="button" className={buttonPrimary} onClick={() => dialogs.open('login')}>
            {LL.shell.login()}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <ErrorSummary problems={problems} attempt={attempt} />
          <p role="status" className="min-h-5 text-sm text-gray-800">
            {confirmation}
          </p>
          {step === 'email' ? (
            <>
              <TextField
                key="username"
                {...fieldOf(fields, 'username')}
                type="email"
                required
                autoComplete="email"
                dir="ltr"
              />
              {actions(
                codeSender.status === 'coolingDown' && codeSender.sentTo !== form.username.trim()
                  ? LL.auth.resendIn({ seconds: formatNumber(codeSender.secondsLeft, lang) })
                  : busy
                    ? LL.auth.sending()
                    : LL.auth.next(),
              )}
            </>
          ) : null}
          {step === 'code' ? (
            <>
              <TextField
                key="code"
                {...fieldOf(fields, 'code')}
                hint={LL.auth.verifyCodeHint()}
                required
                autoComplete="one-time-code"
                inputMode="numeric"
              >
                <SendCodeButton
                  status={codeSender.status}
                  secondsLeft={codeSender.secondsLeft}
                  disabled={!state.can({ type: 'code.send' })}
                  onClick={() => send({ type: 'code.send' })}
                />
              </TextField>
              {actions(LL.auth.next(), back)}
            </>
          ) : null}
          {step === 'password' ? (
            <>
              <NewPasswordFields
                label={LL.auth.newPassword()}
                ids={{ password: id('password'), again: id('password_again') }}
                password={form.password}
                again={form.password_again}
                onChange={(field, value) =>
                  change(field === 'password' ? 'password' : 'password_again')(value)
                }
                errors={{ password: errorOf('password'), again: errorOf('password_again') }}
              />
              {actions(LL.auth.resetSubmit(), back)}
            </>
          ) : null}
        </form>
      )}
    </div>
  );
}
