import { MatchersV3 } from '@pact-foundation/pact';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, responseData } from '../../src/lib/api/client';
import { clientFor, createPact, envelope, loggedIn, state, success } from './pact-setup';

const { eachLike, string, regex, integer, boolean } = MatchersV3;
const pact = createPact();

const PARTNER = { username: 'pact.partner@example.com', password: 'PactPassword2026' };
const TOKEN = 'PactTokenForTheLoggedInPartner0000000000002';
const LOGGED_IN = loggedIn('a partner is logged in', { ...PARTNER, token: TOKEN });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The user as the personal pages show it. */
const userInfo = {
  id: integer(1),
  username: string(PARTNER.username),
  realname: string('Lucía García'),
  company: string('Demo Direct Projects (DPP) S.L.'),
  avatar: string(''),
  country: regex(/^[A-Z]{2}$/, 'ES'),
  telephone: string('+34 612 345 678'),
  website: string('https://www.example.com/'),
  address: string(''),
  roles: eachLike('partner'),
  permissions: eachLike('project:register', 0),
  partner_type: string('DC-DPP'),
  dcnet_id: string('DCN-DPP-1004'),
};

describe('account', () => {
  it('GET /user/home answers the user and the record counts', () =>
    pact
      .interaction(LOGGED_IN, 'a request for the personal home', 'GET', '/prod-api/user/home')
      .willRespondWith(
        200,
        success({
          userinfo: userInfo,
          stats: {
            projects: integer(0),
            quotations: integer(0),
            orders: integer(0),
            end_users: integer(0),
            drafts: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const home = responseData(await clientFor(server.url, { token: TOKEN }).account.home());
        expect(home.userinfo.username).toBe(PARTNER.username);
        expect(home.stats.orders).toBe(0);
      }));

  it('GET /user/home without a token answers 90002', () =>
    pact
      .interaction(
        state('nobody is logged in'),
        'a request for the personal home without a token',
        'GET',
        '/prod-api/user/home',
      )
      .willRespondWith(200, envelope(90002, 'You are not logged in. Please log in first.'))
      .executeTest(async (server) => {
        const error = await clientFor(server.url)
          .account.home()
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'session', code: 90002 });
      }));

  it('POST /user/uploadhead stores the avatar image', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pact-avatar-')), 'avatar.png');
    writeFileSync(file, PNG);
    return pact
      .interaction(LOGGED_IN, 'an avatar upload', 'POST', '/prod-api/user/uploadhead', (request) =>
        // A fixed boundary keeps the pact file the same from run to run; the client's own
        // boundary is random and matched by type.
        request.multipartBody('image/png', file, 'file', 'PactAvatarBoundary'),
      )
      .willRespondWith(
        200,
        success(
          { avatar: string('/prod-api/user/avatar/0123456789abcdef0123456789abcdef') },
          'Upload successful',
        ),
      )
      .executeTest(async (server) => {
        const image = new File([new Uint8Array(PNG)], 'avatar.png', { type: 'image/png' });
        const { avatar } = responseData(
          await clientFor(server.url, { token: TOKEN }).account.uploadHead({
            body: { file: image },
          }),
        );
        expect(avatar).not.toBe('');
      });
  });

  it('POST /user/edituserinfo saves the profile and answers the user', () => {
    const profile = {
      realname: 'Lucía García Pérez',
      company: 'Demo Direct Projects (DPP) S.L.',
      country: 'ES',
      telephone: '+34 612 345 679',
      website: 'https://www.example.es/',
      address: 'Calle Mayor 1, Madrid',
    };
    return pact
      .interaction(
        LOGGED_IN,
        'a profile change',
        'POST',
        '/prod-api/user/edituserinfo',
        (request) => request.jsonBody(profile),
      )
      .willRespondWith(
        200,
        success(
          {
            ...userInfo,
            realname: string(profile.realname),
            address: string(profile.address),
          },
          'Your profile has been saved.',
        ),
      )
      .executeTest(async (server) => {
        const user = responseData(
          await clientFor(server.url, { token: TOKEN }).account.editUserInfo({ body: profile }),
        );
        expect(user.realname).toBe(profile.realname);
      });
  });

  it('POST /user/edituserinfo refuses a telephone that is not valid for the country', () => {
    const profile = {
      realname: 'Lucía García',
      company: 'Demo Direct Projects (DPP) S.L.',
      country: 'ES',
      telephone: '+34 000 000 000',
    };
    return pact
      .interaction(
        LOGGED_IN,
        'a profile change with an invalid telephone',
        'POST',
        '/prod-api/user/edituserinfo',
        (request) => request.jsonBody(profile),
      )
      .willRespondWith(
        200,
        envelope(0, 'Please enter a telephone number that is valid for the chosen country.'),
      )
      .executeTest(async (server) => {
        const error = await clientFor(server.url, { token: TOKEN })
          .account.editUserInfo({ body: profile })
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(error).toMatchObject({ kind: 'refused' });
      });
  });

  it('GET /getRouters answers the routes the partner may open', () =>
    pact
      .interaction(
        LOGGED_IN,
        'a request for the route list',
        'GET',
        '/prod-api/getRouters',
        (request) => request.headers({ lang: 'en' }),
      )
      .willRespondWith(
        200,
        success(
          eachLike({
            name: string('Personal'),
            path: string('/personal'),
            hidden: boolean(false),
            meta: { title: string('Personal home') },
            children: eachLike({
              name: string('Quotation'),
              path: string('quotation'),
              component: string('personal/quotation'),
              hidden: boolean(false),
              meta: { title: string('Quotations') },
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const routes = responseData(
          await clientFor(server.url, { token: TOKEN }).account.routers(),
        );
        expect(routes[0]?.path).toBe('/personal');
        expect(routes[0]?.children?.[0]?.path).toBe('quotation');
      }));
});
