/** A sliding-window limit: at most `max` requests per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The limits of the account calls, per e-mail address and per client IP. */
export interface RateLimits {
  /** Wrong passwords for one address (logins) or one user (password changes). */
  failedLoginsPerAddress: Limit;
  /** Every login attempt from one IP, right or wrong: a flood limit. */
  loginPerIp: Limit;
  sendCodePerAddress: Limit;
  sendCodePerIp: Limit;
  registerPerAddress: Limit;
  registerPerIp: Limit;
  checkEmailPerIp: Limit;
  captchaPerIp: Limit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Defaults (docs/decisions/032-abuse-limits.md and 058-login-limits-count-failures.md). Per-IP
 * limits are generous because a whole office often shares one address; per-address limits
 * protect one account or one mailbox, and for logins they count wrong passwords only.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  failedLoginsPerAddress: { max: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { max: 100, windowSeconds: 15 * MINUTE },
  sendCodePerAddress: { max: 6, windowSeconds: HOUR },
  sendCodePerIp: { max: 30, windowSeconds: HOUR },
  registerPerAddress: { max: 5, windowSeconds: HOUR },
  registerPerIp: { max: 20, windowSeconds: HOUR },
  checkEmailPerIp: { max: 60, windowSeconds: 10 * MINUTE },
  captchaPerIp: { max: 120, windowSeconds: 10 * MINUTE },
};

/** Life of a session token, and of one logged in with "remember this device" (logIp=1). */
export const SESSION_SECONDS = 12 * HOUR;
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;

/** The send-code button's cooldown, enforced by the server as well. */
export { SEND_CODE_COOLDOWN_SECONDS } from '../../machines/send-code-cooldown/send-code-cooldown.machine';

/** E-mail codes: 6 digits, valid for 10 minutes, one new code per 60 s, 5 wrong guesses. */
export const CODE_DIGITS = 6;
export const CODE_SECONDS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;

/** Failed logins for one address within the window after which a verification code is asked. */
export const FAILED_LOGINS_BEFORE_VERIFY = 3;
export const FAILED_LOGIN_WINDOW_SECONDS = HOUR;

/** A captcha is answered once, within 5 minutes. */
export const CAPTCHA_SECONDS = 5 * MINUTE;
