import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';

const { eachLike, boolean } = MatchersV3;
const pact = createPact();

const PARTNER = { username: 'pact.checks@example.com', password: 'PactPassword2026' };
const TOKEN = 'PactTokenForTheChecksPartner000000000000003';

describe('checks before a screen lets the user go on', () => {
  it('GET /v2/user/checkInfoIsComplete names the profile fields still empty', () =>
    pact
      // The state's partner signed up without an address.
      .interaction(
        loggedIn('a partner is logged in', { ...PARTNER, token: TOKEN }),
        'a check of a profile without an address',
        'GET',
        '/prod-api/v2/user/checkInfoIsComplete',
      )
      .willRespondWith(200, success({ isComplete: boolean(false), missing: eachLike('address') }))
      .executeTest(async (server) => {
        const check = responseData(
          await clientFor(server.url, { token: TOKEN }).checks.infoIsComplete(),
        );
        expect(check).toEqual({ isComplete: false, missing: ['address'] });
      }));

  it('GET /v2/user/checkUserIsOverseasPartner lets an overseas service partner check SNs', () =>
    pact
      .interaction(
        loggedIn('an overseas service partner is logged in', { token: TOKEN }),
        'a check of an overseas service partner',
        'GET',
        '/prod-api/v2/user/checkUserIsOverseasPartner',
      )
      .willRespondWith(200, success({ isOverseasPartner: true }))
      .executeTest(async (server) => {
        const check = responseData(
          await clientFor(server.url, { token: TOKEN }).checks.isOverseasPartner(),
        );
        expect(check.isOverseasPartner).toBe(true);
      }));
});
