import { ListenedCache } from './listened-cache';

/** The channel on which a change of a user's sessions or account is announced (a trigger's). */
export const SESSIONS_CHANNEL = 'portal_sessions';

/** The channel on which a change of what a user's order list shows is announced (a trigger's). */
export const ORDERS_CHANNEL = 'portal_orders';

/** More kept entries than this in one cache and it starts over. */
export const USER_CACHE_LIMIT = 10_000;

/**
 * Sessions by their token's hash, each in its user's group: a logout, a revoked session, a
 * password change or any change of the account drops the user's sessions in every process
 * (docs/server.md). Expiry is read against the clock on
 * every use, since no write announces it.
 */
export class SessionCache extends ListenedCache {
  constructor() {
    super(SESSIONS_CHANNEL, USER_CACHE_LIMIT);
  }
}

/**
 * Order list answers per user, language and filters, in the user's group: any change of the
 * user's orders, their payment receipts or their projects' names drops them in every process.
 */
export class OrderListCache extends ListenedCache {
  constructor() {
    super(ORDERS_CHANNEL, USER_CACHE_LIMIT);
  }
}
