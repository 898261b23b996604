/** A sliding-window limit: at most `max` requests per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * The limits of the account calls. None is kept per e-mail address: a count per address can be
 * used up by anyone who knows the address, and would lock its owner out. Addresses are guarded
 * by the e-mailed code instead (see {@link FAILED_LOGINS_BEFORE_VERIFY}) and by the 60 s
 * cooldown between codes.
 */
export interface RateLimits {
  /** Every login attempt from one IP, right or wrong: a flood limit. */
  loginPerIp: Limit;
  /** Wrong current passwords in password changes, per user (only a session holder counts). */
  wrongPasswordsPerUser: Limit;
  /** Codes asked for from one IP: sign-up codes and step 1 of the password reset. */
  sendCodePerIp: Limit;
  /** Codes checked from one IP in steps 2 and 3 of the password reset. */
  codeChecksPerIp: Limit;
  registerPerIp: Limit;
  checkEmailPerIp: Limit;
  captchaPerIp: Limit;
  /**
   * Uploads begun by one user (avatars, project and order files, head office's files): with
   * two at a time at most (server/plugins/uploads.ts), it bounds what one account's files cost
   * the others, in a process's time and in the database.
   */
  uploadsPerUser: Limit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Defaults (docs/accounts.md and 072-atomic-limits-and-no-lock-out.md).
 * Per-IP limits are generous because a whole office often shares one address.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 100, windowSeconds: 15 * MINUTE },
  wrongPasswordsPerUser: { max: 10, windowSeconds: 15 * MINUTE },
  sendCodePerIp: { max: 30, windowSeconds: HOUR },
  codeChecksPerIp: { max: 30, windowSeconds: 15 * MINUTE },
  registerPerIp: { max: 20, windowSeconds: HOUR },
  checkEmailPerIp: { max: 60, windowSeconds: 10 * MINUTE },
  captchaPerIp: { max: 120, windowSeconds: 10 * MINUTE },
  uploadsPerUser: { max: 60, windowSeconds: 10 * MINUTE },
};

/** The limits kept per IP, which an address shared by many people may need scaled up. */
const PER_IP_LIMITS = [
  'loginPerIp',
  'sendCodePerIp',
  'codeChecksPerIp',
  'registerPerIp',
  'checkEmailPerIp',
  'captchaPerIp',
] as const satisfies readonly (keyof RateLimits)[];

/**
 * The default limits with every per-IP limit multiplied by `scale` (PER_IP_LIMITS_SCALE): for
 * an address many people share, such as a large office's proxy. Per-user limits stay as they are.
 */
export function scaledPerIpLimits(scale: number): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const name of PER_IP_LIMITS) {
    limits[name] = { ...limits[name], max: limits[name].max * scale };
  }
  return limits;
}

/** Life of a session token, and of one logged in with "remember this device" (logIp=1). */
export const SESSION_SECONDS = 12 * HOUR;
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;

/** The send-code button's cooldown, enforced by the server as well. */
export { SEND_CODE_COOLDOWN_SECONDS } from '../../machines/send-code-cooldown/send-code-cooldown.machine';

/**
 * E-mail codes: 6 digits, valid for 10 minutes, one new code per 60 s, 5 wrong guesses per source
 * and 50 in all.
 */
export const CODE_DIGITS = 6;
export const CODE_SECONDS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Wrong guesses of one code from all sources together that end it for everyone: ten sources'
 * worth, so that guessing from many addresses stays as bounded (50 in a million) as the code's
 * ten minutes.
 */
export const CODE_MAX_TOTAL_ATTEMPTS = 10 * CODE_MAX_ATTEMPTS;

/**
 * Password checks an address gets without the e-mailed code within the window; after that a
 * login needs the code before its password is tried.
 */
export const FAILED_LOGINS_BEFORE_VERIFY = 3;
export const FAILED_LOGIN_WINDOW_SECONDS = HOUR;

/** A captcha is answered once, within 5 minutes. */
export const CAPTCHA_SECONDS = 5 * MINUTE;
