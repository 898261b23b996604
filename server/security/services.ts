import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { createMailer, mailSettingsFromEnv, type Mailer } from '../mail/mailer';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './settings';

/** What the account routes share: the database, the clock, the mailer and the limits. */
export interface AccountServices {
  db: Db;
  now: Clock;
  mailer: Mailer;
  limits: RateLimits;
  /**
   * This process's kept sessions, when it keeps them. A call that ends sessions (a logout, a
   * password changed or reset) answers only once this process has heard the change: until then
   * it could still take an ended token (server/plugins/user-caches.ts).
   */
  sessions?: { caughtUp(): Promise<void> };
}

/** The mailer and limits of the account calls; both have a default. */
export interface AccountOptions {
  mailer?: Mailer;
  limits?: Partial<RateLimits>;
}

export function accountServices(db: Db, now: Clock, options: AccountOptions = {}): AccountServices {
  return {
    db,
    now,
    mailer: options.mailer ?? createMailer(mailSettingsFromEnv(), now),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
  };
}
