import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { sendCodeCooldownMachine } from '../../../machines/send-code-cooldown/send-code-cooldown.machine';
import { useLanguage } from '../../app/language-provider';
import { TextField } from '../../components/ui/form-field';
import { buttonSecondary } from '../../components/ui/styles';
import { formatNumber } from '../../lib/intl';
import { useAuthActors } from './api';

/** The send-code button: 'Send code', 'Sending…', then the seconds left until it can send again. */
export function SendCodeButton({
  status,
  secondsLeft,
  disabled,
  onClick,
}: {
  status: 'idle' | 'sending' | 'coolingDown';
  secondsLeft: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <button
      type="button"
      className={`${buttonSecondary} shrink-0 whitespace-nowrap`}
      disabled={disabled}
      onClick={onClick}
    >
      {status === 'coolingDown'
        ? LL.auth.resendIn({ seconds: formatNumber(secondsLeft, lang) })
        : status === 'sending'
          ? LL.auth.sending()
          : LL.auth.sendCode()}
    </button>
  );
}

/**
 * The e-mail verification code of the sign-up form, with its send-code button on the send-code
 * cooldown machine: a code goes out to a well-formed `email` only, then the button stays
 * disabled for 60 seconds, counting down. Below it, what the step says: a rule it broke, or the
 * server's message. The countdown re-renders this field alone, not the whole form.
 */
export function SendCodeField({
  id,
  email,
  value,
  onChange,
  error,
}: {
  id: string;
  /** The address typed in the form, where the code goes. */
  email: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { LL } = useI18nContext();
  const { sendCode } = useAuthActors();
  const machine = useMemo(
    () => sendCodeCooldownMachine.provide({ actors: { sendCode } }),
    [sendCode],
  );
  const [state, send] = useMachine(machine);
  const { error: problem, serverMessage, secondsLeft } = state.context;
  return (
    <div className="sm:col-span-2">
      <TextField
        id={id}
        label={LL.auth.code()}
        value={value}
        onChange={onChange}
        error={error}
        hint={LL.auth.codeHint()}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
      >
        <SendCodeButton
          status={
            state.matches('coolingDown')
              ? 'coolingDown'
              : state.matches('sending')
                ? 'sending'
                : 'idle'
          }
          secondsLeft={secondsLeft}
          disabled={!state.can({ type: 'code.send', email })}
          onClick={() => send({ type: 'code.send', email })}
        />
      </TextField>
      <p
        role="status"
        className={`min-h-5 text-sm ${problem ? 'font-medium text-red-700' : 'text-gray-800'}`}
      >
        {problem ? LL.machines.sendCode[problem]() : serverMessage}
      </p>
    </div>
  );
}
