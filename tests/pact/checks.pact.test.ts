import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact } from './pact-setup';

const { like, eachLike, boolean } = MatchersV3;
const pact = createPact();

const PARTNER = { username: 'pact.checks@example.com', password: 'PactPassword2026' };
const TOKEN = 'PactTokenForTheChecksPartner000000000000003';

describe('checks before a screen lets the user go on', () => {
  it('GET /v2/user/checkInfoIsComplete names the profile fields still empty', () =>
    pact
      .addInteraction()
      // The state's partner signed up without an address.
      .given('a partner is logged in', { ...PARTNER, token: TOKEN })
      .uponReceiving('a check of a profile without an address')
      .withRequest('GET', '/prod-api/v2/user/checkInfoIsComplete', (request) =>
        request.headers({ token: TOKEN }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: 1,
          msg: like('Success'),
          data: { isComplete: boolean(false), missing: eachLike('address') },
        }),
      )
      .executeTest(async (server) => {
        const check = responseData(
          await clientFor(server.url, { token: TOKEN }).checks.infoIsComplete(),
        );
        expect(check).toEqual({ isComplete: false, missing: ['address'] });
      }));

  it('GET /v2/user/checkUserIsOverseasPartner lets an overseas service partner check SNs', () =>
    pact
      .addInteraction()
      .given('an overseas service partner is logged in', { token: TOKEN })
      .uponReceiving('a check of an overseas service partner')
      .withRequest('GET', '/prod-api/v2/user/checkUserIsOverseasPartner', (request) =>
        request.headers({ token: TOKEN }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ code: 1, msg: like('Success'), data: { isOverseasPartner: true } }),
      )
      .executeTest(async (server) => {
        const check = responseData(
          await clientFor(server.url, { token: TOKEN }).checks.isOverseasPartner(),
        );
        expect(check.isOverseasPartner).toBe(true);
      }));
});
