// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../contract/auth';
import { NEW_PASSWORD_PROBLEMS, isNewPasswordProblem, newPasswordProblem } from './password-rules';

const EMAIL = 'ana@harbour.example';

describe('new password rules', () => {
  it('take 8 to 128 characters, counted as a person sees them', () => {
    expect(newPasswordProblem('x'.repeat(MIN_PASSWORD_LENGTH - 2) + '12', EMAIL)).toBeUndefined();
    expect(newPasswordProblem('Secret7', EMAIL)).toBe('passwordTooShort');
    expect(newPasswordProblem('Secret-8', EMAIL)).toBeUndefined();
    expect(newPasswordProblem('ab'.repeat(MAX_PASSWORD_LENGTH / 2), EMAIL)).toBeUndefined();
    expect(newPasswordProblem(`${'ab'.repeat(MAX_PASSWORD_LENGTH / 2)}c`, EMAIL)).toBe(
      'passwordTooLong',
    );
    // A combining sequence is one character once normalised.
    expect(newPasswordProblem('pa\u0308sswo1', EMAIL)).toBe('passwordTooShort');
  });

  it('refuse the address of the account in any case, with spaces around it', () => {
    expect(newPasswordProblem('Ana@Harbour.Example', EMAIL)).toBe('passwordIsEmail');
    expect(newPasswordProblem(` ${EMAIL} `, ` ${EMAIL.toUpperCase()}`)).toBe('passwordIsEmail');
    expect(newPasswordProblem(`${EMAIL}1`, EMAIL)).toBeUndefined();
    // Without an address typed yet, only the other rules apply.
    expect(newPasswordProblem(EMAIL, '')).toBeUndefined();
  });

  it('refuse one character repeated', () => {
    expect(newPasswordProblem('11111111', EMAIL)).toBe('passwordOneCharacter');
    expect(newPasswordProblem('😀'.repeat(8), EMAIL)).toBe('passwordOneCharacter');
    expect(newPasswordProblem('11111112', EMAIL)).toBeUndefined();
  });

  it('name their problems as message keys', () => {
    for (const key of NEW_PASSWORD_PROBLEMS) expect(isNewPasswordProblem(key)).toBe(true);
    expect(isNewPasswordProblem('passwordRequired')).toBe(false);
  });
});
