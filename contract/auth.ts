import { z } from 'zod';
import {
  CountryCodeSchema,
  DateTimeSchema,
  EmailSchema,
  FlagSchema,
  IdSchema,
  NoDataSchema,
  PartnerTierSchema,
  UrlSchema,
  envelope,
  PUBLIC_ACCESS,
  TOKEN_ONLY,
  c,
} from './common';

/** Shortest telephone number the sign-up form takes. */
export const TELEPHONE_MIN_LENGTH = 11;

// Plain values, in a file without schemas (docs/decisions/138-first-paint-without-zod-and-xstate.md).
export { ADMIN_ROLE, ALL_PERMISSIONS } from './values';

/** Shortest password accepted when one is set (sign-up, change, reset). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted when one is set. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * A password as typed. The schema only bounds its size (longer input is never a password the
 * portal set, and every byte costs hashing time); the rules for a new password are checked by
 * the backend, and mirrored in the forms.
 */
export const PasswordSchema = z.string().min(1).max(1024);

/** An e-mail verification code as typed. */
export const VerifyCodeSchema = z.string().trim().min(1).max(32);

/** Longest name, company, address and website the profile keeps. */
export const PROFILE_LIMITS = {
  realname: 100,
  company: 200,
  telephone: 32,
  website: 255,
  address: 500,
} as const;

/** True when the text has no control characters (line breaks, tabs, NUL and the like). */
function isOneLine(value: string): boolean {
  return !/\p{Cc}/u.test(value);
}

/** True for an `http://` or `https://` address with a host. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A one-line text of the profile: trimmed, not empty, at most `max` characters. */
const profileText = (max: number) =>
  z.string().trim().min(1).max(max).refine(isOneLine, 'one line of text');

/** A telephone number as typed: digits with `+`, spaces, brackets, dots or dashes. */
export const TelephoneSchema = z
  .string()
  .trim()
  // An empty number is a missing one (refused as such), a short one is too short.
  .min(1)
  .min(TELEPHONE_MIN_LENGTH)
  .max(PROFILE_LIMITS.telephone)
  .regex(/^\+?[0-9(][0-9 ()./-]*$/);

/** The company's website: an `http://` or `https://` address, or empty for none. */
export const WebsiteSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.website)
  .refine((value) => value === '' || isWebsite(value), 'an http(s) address')
  .describe('An http:// or https:// address; empty for none');

/** The profile fields of sign-up and of the profile change. */
export const ProfileFieldsSchema = z.object({
  realname: profileText(PROFILE_LIMITS.realname),
  company: profileText(PROFILE_LIMITS.company),
  country: CountryCodeSchema,
  telephone: TelephoneSchema,
  website: WebsiteSchema.optional(),
  address: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.address)
    .refine(isOneLine, 'one line of text')
    .optional(),
});

/**
 * The logged-in user, as login and `GET /user/home` return it. `roles` and `permissions` drive
 * the visibility checks: a role check passes for {@link ADMIN_ROLE} or a listed role, a
 * permission check for {@link ALL_PERMISSIONS} or a listed permission.
 */
export const UserInfoSchema = z.object({
  id: IdSchema,
  /** The e-mail address the user logs in with. */
  username: EmailSchema,
  realname: z.string(),
  company: z.string(),
  /** URL of the avatar image; empty when the user has none. */
  avatar: UrlSchema,
  country: z.string(),
  telephone: z.string(),
  website: z.string(),
  address: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** The partner-programme tier the user holds; null until head office grants one. */
  partner_type: PartnerTierSchema.nullable(),
  /** The user's DCNet ID; null until the user is a member. */
  dcnet_id: z.string().nullable(),
  create_time: DateTimeSchema,
  /** When the user last logged in; null on the first login. */
  last_login_time: DateTimeSchema.nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/**
 * The login form (`POST /v2/user/login`). `logIp` 1 asks the backend to remember this device;
 * `verifyCode` is sent only once a refusal has answered `needVerify`.
 */
export const LoginFormSchema = z.object({
  username: EmailSchema,
  password: PasswordSchema,
  logIp: FlagSchema.default(0),
  verifyCode: z.string().trim().min(1).optional(),
});
export type LoginForm = z.input<typeof LoginFormSchema>;

/** The legacy login form (`POST /user/login`): user name and password only. */
export const LegacyLoginFormSchema = LoginFormSchema.pick({ username: true, password: true });

/** A successful login: the session token and the user. */
export const LoginResultSchema = UserInfoSchema.extend({ token: z.string().min(1) });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * `data` of a refused login. `needVerify: true` means the next attempt must carry `verifyCode`
 * (the code the backend has just e-mailed).
 */
export const LoginFailureDataSchema = z.object({ needVerify: z.boolean() });

function samePasswords<T extends { password_again: string }>(
  key: Exclude<keyof T, 'password_again'>,
) {
  return (form: T, ctx: z.RefinementCtx) => {
    if (form[key] !== form.password_again) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password_again'],
        message: 'two different passwords',
      });
    }
  };
}

const { realname, company, ...contact } = ProfileFieldsSchema.shape;
const RegisterFieldsSchema = z.object({
  realname,
  company,
  username: EmailSchema,
  ...contact,
  password: PasswordSchema,
  password_again: PasswordSchema,
  /** The code `POST /user/sendcode` e-mailed to `username`. */
  code: VerifyCodeSchema,
});

/** The sign-up form (`POST /user/register`); `password_again` must equal `password`. */
export const RegisterFormSchema = RegisterFieldsSchema.superRefine(samePasswords('password'));
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** Asks for an e-mail verification code (`POST /user/sendcode`). */
export const SendCodeFormSchema = z.object({ username: EmailSchema });
export type SendCodeForm = z.infer<typeof SendCodeFormSchema>;

/** Asks whether an e-mail address is free to sign up with (`POST /user/checkemail`). */
export const CheckEmailFormSchema = z.object({ username: EmailSchema });
export type CheckEmailForm = z.infer<typeof CheckEmailFormSchema>;

/** The steps of the password reset. */
export const FORGET_PASSWORD_STEPS = { sendCode: 1, verifyCode: 2, reset: 3 } as const;

/** Step 1: the e-mail address; the backend e-mails a code to it. */
export const ForgetPasswordSendCodeSchema = z.object({
  step: z.literal(FORGET_PASSWORD_STEPS.sendCode),
  username: EmailSchema,
});
/** Step 2: the address and the e-mailed code; the backend checks the code. */
export const ForgetPasswordVerifySchema = ForgetPasswordSendCodeSchema.extend({
  step: z.literal(FORGET_PASSWORD_STEPS.verifyCode),
  code: VerifyCodeSchema,
});
/** Step 3: address, code and the new password twice; the backend sets the password. */
export const ForgetPasswordResetSchema = ForgetPasswordVerifySchema.extend({
  step: z.literal(FORGET_PASSWORD_STEPS.reset),
  password: PasswordSchema,
  password_again: PasswordSchema,
});

/**
 * The three-step password reset, one call told apart by `step`
 * (docs/accounts.md).
 */
export const ForgetPasswordFormSchema = z
  .discriminatedUnion('step', [
    ForgetPasswordSendCodeSchema,
    ForgetPasswordVerifySchema,
    ForgetPasswordResetSchema,
  ])
  .superRefine((form, ctx) => {
    if (form.step === FORGET_PASSWORD_STEPS.reset)
      samePasswords<typeof form>('password')(form, ctx);
  });
export type ForgetPasswordForm = z.infer<typeof ForgetPasswordFormSchema>;
export type ForgetPasswordVerify = z.infer<typeof ForgetPasswordVerifySchema>;
export type ForgetPasswordReset = z.infer<typeof ForgetPasswordResetSchema>;

/** The change-password form; `password_again` must equal `new_password`. */
export const ChangePasswordFormSchema = z
  .object({
    old_password: PasswordSchema,
    new_password: PasswordSchema,
    password_again: PasswordSchema,
  })
  .superRefine(samePasswords('new_password'));
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Logging in and out, signing up, verification codes and passwords. */
export const authContract = c.router(
  {
    login: {
      method: 'POST',
      path: '/v2/user/login',
      body: LoginFormSchema,
      responses: { 200: envelope(LoginResultSchema, LoginFailureDataSchema) },
      summary: 'Log in; a refusal may answer data.needVerify, asking for verifyCode next time',
    },
    legacyLogin: {
      method: 'POST',
      path: '/user/login',
      body: LegacyLoginFormSchema,
      responses: { 200: envelope(LoginResultSchema) },
      summary: 'Log in without device check (older clients; the portal uses /v2/user/login)',
    },
    logout: {
      method: 'POST',
      path: '/user/logout',
      body: c.noBody(),
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Revoke the token sent with the call',
      metadata: TOKEN_ONLY.metadata,
    },
    register: {
      method: 'POST',
      path: '/user/register',
      body: RegisterFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Sign up with the e-mailed verification code',
    },
    sendCode: {
      method: 'POST',
      path: '/user/sendcode',
      body: SendCodeFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'E-mail a verification code to username; msg says so',
    },
    checkEmail: {
      method: 'POST',
      path: '/user/checkemail',
      body: CheckEmailFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Code 1: the address is free to sign up with; otherwise msg says why not',
    },
    forgetPassword: {
      method: 'POST',
      path: '/user/forgetpassword',
      body: ForgetPasswordFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Password reset: step 1 sends a code, step 2 checks it, step 3 sets the password',
    },
    changePassword: {
      method: 'POST',
      path: '/user/changepassword',
      body: ChangePasswordFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Change the password of the logged-in user',
      metadata: TOKEN_ONLY.metadata,
    },
  },
  PUBLIC_ACCESS,
);
