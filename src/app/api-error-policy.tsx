import { useEffect } from 'react';
import { CODE_NO_TOKEN, SESSION_CODES, type SessionCode } from '../../contract/common';
import { useI18nContext } from '../../i18n/i18n-react';
import { notify } from '../components/ui/toaster';
import { setApiErrorHandler, type ApiError } from '../lib/api/client';
import { createErrorPolicy } from '../lib/api/error-policy';
import { useSessionActor } from './session-provider';

function sessionCodeOf(error: ApiError): SessionCode {
  return SESSION_CODES.find((code) => code === error.code) ?? CODE_NO_TOKEN;
}

/**
 * Installs the spec's error policy, with messages in the current language. A session code is
 * passed to the session actor, which clears the session at once and sends the user to /index
 * a second later.
 */
export function ApiErrorPolicy() {
  const { LL } = useI18nContext();
  const session = useSessionActor();
  useEffect(() => {
    setApiErrorHandler(
      createErrorPolicy({
        showError: notify.error,
        endSession: (error) =>
          session.send({ type: 'session.refused', code: sessionCodeOf(error) }),
        pleaseLogIn: () => LL.errors.pleaseLogIn(),
        transportMessage: (error) =>
          error.kind === 'timeout'
            ? LL.errors.timeout()
            : error.kind === 'http'
              ? LL.errors.requestFailed({ status: error.status ?? 0 })
              : LL.errors.networkDown(),
      }),
    );
  }, [LL, session]);
  return null;
}
