import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';

const { arrayContaining, string } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheRouteListOfAServicePartner01';

/** One screen of the personal area, as the web app reads it. */
function screen(name: string, path: string, title: string, hidden: boolean) {
  return {
    name: string(name),
    path,
    component: string(`personal/${path}`),
    hidden,
    meta: { title: string(title) },
  };
}

describe('route list', () => {
  it('GET /getRouters answers a service partner the screens its roles allow', () =>
    pact
      .interaction(
        loggedIn('an overseas service partner is logged in', { token: TOKEN }),
        'a request for the route list of a service partner',
        'GET',
        '/prod-api/getRouters',
        (request) => request.headers({ lang: 'en' }),
      )
      .willRespondWith(
        200,
        success([
          {
            name: string('Personal'),
            path: '/personal',
            hidden: false,
            meta: { title: string('Personal home') },
            children: arrayContaining(
              screen('Quotation', 'quotation', 'Quotations', false),
              screen('Training', 'training', 'Training', false),
              // The membership form of the partner's own programme, opened from DCNet.
              screen('PartnerService', 'partner/service', 'Service partner application', true),
            ),
          },
        ]),
      )
      .executeTest(async (server) => {
        const [personal] = responseData(
          await clientFor(server.url, { token: TOKEN }).account.routers(),
        );
        expect(personal?.path).toBe('/personal');
        const children = personal?.children ?? [];
        expect(children.find((entry) => entry.path === 'quotation')?.hidden).toBe(false);
        expect(children.find((entry) => entry.path === 'partner/service')).toMatchObject({
          hidden: true,
          meta: { title: 'Service partner application' },
        });
      }));
});
