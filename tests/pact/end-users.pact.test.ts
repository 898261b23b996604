import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { FILE_CONTENT_TYPE } from '../../contract/common';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';
import { attachment } from './examples';

const { boolean, eachLike, integer, number, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheEndUsersOfAPartner0000000005';
const WITH_END_USERS = loggedIn('a partner has end users', {
  username: 'pact.endusers@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
});
const client = (url: string) => clientFor(url, { token: TOKEN });

/** An end user as the list answers it; the screens read every field. */
const endUser = {
  id: integer(41),
  company: string('Hospital Universitario La Fe'),
  address: string('Avinguda de Fernando Abril Martorell 106, 46026 Valencia'),
  website: string('https://www.lafe.example'),
  contact: string('Javier Martínez'),
  email: string('jmartinez@lafe.example'),
  mobile: string('+34 961 244 000'),
  staff_size: string(''),
  industry: string('Healthcare'),
  is_protect: 1,
  product_lines: string(''),
  rival_brands: string(''),
  last_year_total_purchase: number(1200000),
  last_year_vendor_purchase: null,
  current_year_total_purchase: null,
  current_year_vendor_purchase: null,
  other_sources: string(''),
  create_time: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.source, '2026-11-23 09:30:00'),
  in_project: boolean(false),
};

const newEndUser = {
  company: 'Ayuntamiento de Málaga',
  address: 'Avenida de Cervantes 4, 29016 Málaga',
  contact: 'Carmen Ruiz',
  email: 'cruiz@malaga.example',
  mobile: '+34 951 926 010',
  is_protect: 1 as const,
  last_year_total_purchase: 540000,
};

describe('end users', () => {
  it('GET /user/enduser answers one page of the end users matching a keyword', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'a request for the end users',
        'GET',
        '/prod-api/user/enduser',
        (request) => request.query({ page: '1', limit: '10', keyword: 'Hospital' }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(endUser), total: integer(1), page: 1, limit: 10 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await client(server.url).endUsers.list({
            query: { page: 1, limit: 10, keyword: 'Hospital' },
          }),
        );
        expect(page.list[0]).toMatchObject({
          company: 'Hospital Universitario La Fe',
          is_protect: 1,
        });
      }));

  it('POST /user/postenduser adds an end user', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'a new end user',
        'POST',
        '/prod-api/user/postenduser',
        (request) => request.jsonBody(newEndUser),
      )
      .willRespondWith(200, success({ id: integer(42) }, 'The end user has been saved.'))
      .executeTest(async (server) => {
        const saved = responseData(await client(server.url).endUsers.save({ body: newEndUser }));
        expect(saved.id).toBe(42);
      }));

  it('POST /user/postenduser with an id changes that end user', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'a change of an end user',
        'POST',
        '/prod-api/user/postenduser',
        (request) => request.jsonBody({ ...newEndUser, id: fromProviderState('${endUserId}', 41) }),
      )
      .willRespondWith(
        200,
        success({ id: fromProviderState('${endUserId}', 41) }, 'The end user has been saved.'),
      )
      .executeTest(async (server) => {
        const saved = responseData(
          await client(server.url).endUsers.save({ body: { ...newEndUser, id: 41 } }),
        );
        expect(saved.id).toBe(41);
      }));

  it('POST /user/deleteenduser deletes an end user', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'a deletion of an end user',
        'POST',
        '/prod-api/user/deleteenduser',
        (request) => request.jsonBody({ id: fromProviderState('${endUserId}', 41) }),
      )
      .willRespondWith(200, success(null, 'The end user has been deleted.'))
      .executeTest(async (server) => {
        const answer = await client(server.url).endUsers.delete({ body: { id: 41 } });
        expect(responseData(answer)).toBeNull();
      }));

  it('POST /user/getenduser answers the end users to pick from', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'a request for the end users to pick from',
        'POST',
        '/prod-api/user/getenduser',
        (request) => request.jsonBody({ keyword: 'Universidad' }),
      )
      .willRespondWith(
        200,
        success(eachLike({ id: integer(43), company: string('Universidad de Zaragoza') })),
      )
      .executeTest(async (server) => {
        const options = responseData(
          await client(server.url).endUsers.options({ body: { keyword: 'Universidad' } }),
        );
        expect(options[0]?.company).toBe('Universidad de Zaragoza');
      }));

  it('POST /user/downloadenduser answers the selected end users as a spreadsheet file', () =>
    pact
      .interaction(
        WITH_END_USERS,
        'an export of selected end users',
        'POST',
        '/prod-api/user/downloadenduser',
        (request) => request.jsonBody({ ids: [fromProviderState('${endUserId}', 41)] }),
      )
      .willRespondWith(200, (response) => {
        response.headers({
          'Content-Type': FILE_CONTENT_TYPE,
          'Content-Disposition': attachment(
            'xlsx',
            'attachment; filename="End users 2026-11-23.xlsx"',
          ),
        });
      })
      .executeTest(async (server) => {
        const answer = await client(server.url).endUsers.download({ body: { ids: [41] } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toMatch(/\.xlsx"/);
        expect(answer.body).toBeInstanceOf(Blob);
      }));
});
