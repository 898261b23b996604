import type { Db } from '../db/client';
import { createMailer, mailSettingsFromEnv, type Mailer } from '../mail/mailer';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './settings';

/** What the account routes share: the database, the clock, the mailer and the limits. */
export interface AccountServices {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  limits: RateLimits;
  /**
   * This process's kept sessions, when it keeps them. A call that ends sessions (a logout, a
   * password changed or reset) answers only once this process has heard the change: until then
   * it could still take an ended token (server/user-caches.ts).
   */
  sessions?: { caughtUp(): Promise<void> };
}

/** Overrides for tests and special runs; everything has a default. */
export interface AccountOptions {
  /** The clock; tests move a fake one instead of sleeping through cooldowns and expiries. */
  now?: () => Date;
  mailer?: Mailer;
  limits?: Partial<RateLimits>;
}

export function accountServices(db: Db, options: AccountOptions = {}): AccountServices {
  return {
    db,
    now: options.now ?? (() => new Date()),
    mailer: options.mailer ?? createMailer(mailSettingsFromEnv()),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
  };
}
