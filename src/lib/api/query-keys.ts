/**
 * The first part of the query key of every call that needs a token (the cart, the route list,
 * ...): those queries are dropped when the session ends, so nothing of one user's data is shown
 * to the next, and nothing is fetched again without a token.
 */
export const USER_SCOPE = 'user';

/** The first part of the query key of public content, which every visitor may see. */
export const PUBLIC_SCOPE = 'public';
