// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGN_UP,
  signUpProblems,
  telephoneProblem,
  type SignUpValues,
} from './sign-up-rules';

const valid: SignUpValues = {
  realname: 'Ana Lima',
  company: 'Harbour Networks',
  username: 'ana@harbour.example',
  country: 'PT',
  telephone: '+351 912 345 678',
  website: '',
  address: '',
  password: 'Secret-2026',
  password_again: 'Secret-2026',
  code: '123456',
};

describe('sign-up rules', () => {
  it('accept a complete form; website and address are optional', () => {
    expect(signUpProblems(valid)).toEqual({});
  });

  it('require every other field', () => {
    expect(signUpProblems(EMPTY_SIGN_UP)).toEqual({
      realname: 'realnameRequired',
      company: 'companyRequired',
      username: 'emailRequired',
      country: 'countryRequired',
      telephone: 'telephoneRequired',
      password: 'passwordRequired',
      password_again: 'passwordAgainRequired',
      code: 'codeRequired',
    });
  });

  it('want an e-mail address as the user name', () => {
    expect(signUpProblems({ ...valid, username: 'ana@harbour' }).username).toBe('emailInvalid');
  });

  it("want the same password twice ('two different passwords')", () => {
    expect(signUpProblems({ ...valid, password_again: 'Secret-2025' }).password_again).toBe(
      'passwordsDiffer',
    );
  });

  it('want a telephone number of at least 11 characters, valid for the chosen country', () => {
    expect(telephoneProblem('912345678', 'PT')).toBe('telephoneTooShort');
    expect(telephoneProblem('+351 912 345 678', 'PT')).toBeUndefined();
    expect(telephoneProblem('912 345 6789', 'PT')).toBe('telephoneInvalid');
    expect(telephoneProblem('+44 20 7946 0958', 'PT')).toBe('telephoneInvalid');
    expect(telephoneProblem('020 7946 0958', 'GB')).toBeUndefined();
    expect(telephoneProblem('  ', 'GB')).toBe('telephoneRequired');
  });
});
