import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { createErrorPolicy, NETWORK_ERROR_TOAST_MS } from './error-policy';

function setup() {
  const effects = {
    showError: vi.fn(),
    endSession: vi.fn(),
    pleaseLogIn: () => 'Please log in',
    transportMessage: (error: ApiError) => `transport:${error.kind}`,
  };
  return { effects, policy: createErrorPolicy(effects) };
}

describe('the error policy', () => {
  it('shows a refusal as an error toast with the server msg and keeps the session', () => {
    const { effects, policy } = setup();
    policy(new ApiError('refused', 'The quotation has expired', 0));
    expect(effects.showError).toHaveBeenCalledWith('The quotation has expired');
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it("answers a session code with 'Please log in' and ends the session", () => {
    const { effects, policy } = setup();
    const error = new ApiError('session', 'token expired', 90004);
    policy(error);
    expect(effects.showError).toHaveBeenCalledWith('Please log in');
    expect(effects.endSession).toHaveBeenCalledExactlyOnceWith(error);
  });

  it.each(['network', 'timeout', 'http'] as const)(
    'shows a %s failure for five seconds',
    (kind) => {
      const { effects, policy } = setup();
      policy(new ApiError(kind, 'Failed to fetch'));
      expect(effects.showError).toHaveBeenCalledWith(`transport:${kind}`, NETWORK_ERROR_TOAST_MS);
      expect(NETWORK_ERROR_TOAST_MS).toBe(5_000);
      expect(effects.endSession).not.toHaveBeenCalled();
    },
  );

  it('shows nothing for a cancelled or superseded call: it is not a network failure', () => {
    const { effects, policy } = setup();
    policy(new ApiError('cancelled', 'The call was cancelled'));
    expect(effects.showError).not.toHaveBeenCalled();
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('shows nothing for a call held back because nobody is logged in', () => {
    const { effects, policy } = setup();
    policy(new ApiError('signed-out', 'This call needs a login; it was not sent'));
    expect(effects.showError).not.toHaveBeenCalled();
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('leaves the errors of a call that shows them itself (a form) to the caller', () => {
    const { effects, policy } = setup();
    policy(new ApiError('refused', 'Wrong captcha', 0), { inline: true });
    policy(new ApiError('network', 'Failed to fetch'), { inline: true });
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('still ends the session on a session code from such a call', () => {
    const { effects, policy } = setup();
    const error = new ApiError('session', 'token revoked', 90003);
    policy(error, { inline: true });
    expect(effects.showError).toHaveBeenCalledWith('Please log in');
    expect(effects.endSession).toHaveBeenCalledExactlyOnceWith(error);
  });
});
