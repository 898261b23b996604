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

  it('want a new password that is long enough, not the address and not one character', () => {
    const password = (value: string) =>
      signUpProblems({ ...valid, password: value, password_again: value }).password;
    expect(password('Secret7')).toBe('passwordTooShort');
    expect(password('é'.repeat(129))).toBe('passwordTooLong');
    expect(password(' ANA@harbour.example')).toBe('passwordIsEmail');
    expect(password('ääääääää')).toBe('passwordOneCharacter');
    // Eight characters as a person counts them, whatever their bytes.
    expect(password('密码密码密码密码')).toBeUndefined();
  });

  it('want a website, when given, as an http:// or https:// address', () => {
    const website = (value: string) => signUpProblems({ ...valid, website: value }).website;
    expect(website('www.harbour.example')).toBe('websiteInvalid');
    expect(website('javascript:alert(1)')).toBe('websiteInvalid');
    expect(website('ftp://harbour.example')).toBe('websiteInvalid');
    expect(website('https://')).toBe('websiteInvalid');
    expect(website(' https://harbour.example/pt ')).toBeUndefined();
    expect(website('HTTP://harbour.example')).toBeUndefined();
    expect(website('  ')).toBeUndefined();
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
