import type { ApiError, FailedCall } from './client';

/** How long a network failure stays on screen. */
export const NETWORK_ERROR_TOAST_MS = 5_000;

export interface ErrorPolicyEffects {
  /** Shows an error toast; `duration` in milliseconds when the spec fixes one. */
  showError: (message: string, duration?: number) => void;
  /**
   * Ends the session after a session code (90002, 90003, 90004): cleared at once, the user sent
   * to /index after a second.
   */
  endSession: (error: ApiError) => void;
  /** 'Please log in', in the current language. */
  pleaseLogIn: () => string;
  /**
   * Text for failures of the transport (network down, timeout, HTTP error), in the current
   * language: the browser's own messages ('Failed to fetch') are English only.
   */
  transportMessage: (error: ApiError) => string;
}

/**
 * The spec's error policy, applied once for every failed call: a refusal shows the server's
 * `msg`; a session code shows 'Please log in' and ends the session; a real network failure
 * shows a message for five seconds (docs/web-app.md).
 *
 * A call the caller cancelled (a query superseded by a newer one, or left by a screen that was
 * reloaded) failed nobody and shows nothing, and so does a call held back for want of a token, or
 * refused for a token whose session has ended already (`signed-out`: the first refusal told it).
 * A call whose caller shows its errors itself (`inline`: a form with its error summary) shows no
 * toast either, except that a session code still ends the session.
 */
export function createErrorPolicy(
  effects: ErrorPolicyEffects,
): (error: ApiError, call?: FailedCall) => void {
  return (error, call = { inline: false }) => {
    switch (error.kind) {
      case 'cancelled':
      case 'signed-out':
        return;
      case 'session':
        effects.showError(effects.pleaseLogIn());
        effects.endSession(error);
        return;
      case 'refused':
        if (!call.inline) effects.showError(error.message || effects.transportMessage(error));
        return;
      case 'network':
      case 'timeout':
      case 'http':
        if (!call.inline) {
          effects.showError(effects.transportMessage(error), NETWORK_ERROR_TOAST_MS);
        }
        return;
    }
  };
}
