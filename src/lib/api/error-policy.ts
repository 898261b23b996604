import type { ApiError } from './client';

/** How long a network failure stays on screen (spec section 8). */
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
 * `msg`; a session code shows 'Please log in' and ends the session; a network failure shows a
 * message for five seconds (docs/decisions/008-client-error-policy.md).
 */
export function createErrorPolicy(effects: ErrorPolicyEffects): (error: ApiError) => void {
  return (error) => {
    switch (error.kind) {
      case 'refused':
        effects.showError(error.message || effects.transportMessage(error));
        return;
      case 'session':
        effects.showError(effects.pleaseLogIn());
        effects.endSession(error);
        return;
      case 'network':
      case 'timeout':
      case 'http':
        effects.showError(effects.transportMessage(error), NETWORK_ERROR_TOAST_MS);
        return;
    }
  };
}
