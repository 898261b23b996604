/**
 * The first part of the query key of every call that needs a token (the cart, the route list,
 * ...): those queries are dropped when the session ends, so nothing of one user's data is shown
 * to the next, and nothing is fetched again without a token.
 */
export const USER_SCOPE = 'user';

/** The first part of the query key of public content, which every visitor may see. */
export const PUBLIC_SCOPE = 'public';

/**
 * Public content changes rarely: an answer is kept fresh for five minutes, so a page the server
 * rendered is not asked for again the moment it is taken over, nor a list on coming back to it.
 */
export const PUBLIC_STALE_MS = 5 * 60_000;
