import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { authContract } from '../../../contract/auth';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { AnswerHead } from '../../../machines/shared/answer';
import {
  sendCodeCooldownMachine,
  type SendCodeRequest,
} from '../../../machines/send-code-cooldown/send-code-cooldown.machine';
import { useLanguage } from '../../app/language-provider';
import { buttonSecondary } from '../../components/ui/styles';
import { answerOf } from '../../lib/api/answer';
import { tsr } from '../../lib/api/client';
import { formatNumber } from '../../lib/intl';

const sendCode = fromPromise<AnswerHead, SendCodeRequest>(({ input }) =>
  answerOf(authContract.sendCode.responses[200], () => tsr.auth.sendCode.mutate({ body: input })),
);

/** What the send-code step says: a rule it broke (`error`), or the server's message (`status`). */
export interface SendCodeNote {
  text: string;
  kind: 'error' | 'status';
}

/**
 * The send-code cooldown machine of a form (sign-up, password reset): a code goes out, then the
 * button stays disabled for 60 seconds, counting down.
 */
export function useSendCode() {
  const { LL } = useI18nContext();
  const machine = useMemo(() => sendCodeCooldownMachine.provide({ actors: { sendCode } }), []);
  const [state, send] = useMachine(machine);
  const { error, serverMessage } = state.context;
  const note: SendCodeNote | null =
    error === 'emailRequired'
      ? { text: LL.machines.sendCode.emailRequired(), kind: 'error' }
      : error === 'requestFailed'
        ? { text: LL.machines.sendCode.requestFailed(), kind: 'error' }
        : serverMessage
          ? { text: serverMessage, kind: 'status' }
          : null;
  return { state, send, note };
}

export type SendCode = ReturnType<typeof useSendCode>;

/** The send-code button: disabled while sending and for 60 seconds after, showing the seconds left. */
export function SendCodeButton({
  email,
  sendCode: { state, send },
}: {
  email: string;
  sendCode: SendCode;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <button
      type="button"
      className={`${buttonSecondary} shrink-0 whitespace-nowrap`}
      disabled={!state.can({ type: 'code.send', email })}
      onClick={() => send({ type: 'code.send', email })}
    >
      {state.matches('coolingDown')
        ? LL.auth.resendIn({ seconds: formatNumber(state.context.secondsLeft, lang) })
        : state.matches('sending')
          ? LL.auth.sending()
          : LL.auth.sendCode()}
    </button>
  );
}

/** The note of the send-code step, announced when it changes. */
export function SendCodeNoteText({ note, id }: { note: SendCodeNote | null; id?: string }) {
  return (
    <p
      id={id}
      role="status"
      className={`min-h-5 text-sm ${note?.kind === 'error' ? 'font-medium text-red-700' : 'text-gray-800'}`}
    >
      {note?.text}
    </p>
  );
}
