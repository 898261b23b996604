import { MatchersV3 } from '@pact-foundation/pact';
import { clientFor, loggedIn } from './pact-setup';

const { eachLike, integer, regex, string } = MatchersV3;

/** The token of the head-office staff member every back-office interaction logs in. */
export const STAFF_TOKEN = 'PactTokenForHeadOffice000000000000000000100';
export const STAFF_USERNAME = 'pact.headoffice@example.com';

/** Head-office staff with every permission, logged in. */
export const STAFF = loggedIn(
  'head office staff with every back-office permission is logged in',
  { username: STAFF_USERNAME, password: 'PactPassword2026', token: STAFF_TOKEN },
  'staffToken',
);

export const DATE = regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-02');
export const DATE_TIME = regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2026-11-02 10:30:00');

/** The real client as the staff member. */
export const staffClient = (url: string) => clientFor(url, { token: STAFF_TOKEN });

/** One page of a list, as the paged calls answer it. */
export function pageOf(item: unknown, limit = 20) {
  return { list: eachLike(item), total: integer(1), page: integer(1), limit: integer(limit) };
}

/** The partner behind a record at a desk: the states' direct project partner, by its address. */
export function deskPartner(username: string) {
  return {
    id: integer(12),
    username: string(username),
    realname: string('Lucía García'),
    company: string('Demo Direct Projects (DPP) S.L.'),
    country: string('ES'),
  };
}
