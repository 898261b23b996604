import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../src/lib/api/client';
import { clientFor, createPact } from './pact-setup';

const { like, eachLike, integer, boolean, string, regex } = MatchersV3;
const pact = createPact();

const menuLink = {
  id: integer(2),
  name: string('Products'),
  url: string('/product'),
  external: boolean(false),
};

describe('content: layout shell', () => {
  it('GET /layout gives the menu and the footer settings', () =>
    pact
      .addInteraction()
      .given('the site has a menu and footer settings')
      .uponReceiving('a request for the layout in English')
      .withRequest('GET', '/prod-api/layout', (request) => request.headers({ lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: 1,
          msg: like('Success'),
          data: {
            // Entries without sub-entries have an empty list.
            columb: eachLike({ ...menuLink, children: eachLike(menuLink, 0) }),
            sysConifg: {
              site_name: string('DCN Partner Portal'),
              copyright: string('© 2026 DCN Networks Co., Ltd. All rights reserved.'),
              filing_number: string('京ICP备09054261号-2'),
              filing_url: string('https://beian.miit.gov.cn/'),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const layout = dataOf(await clientFor(server.url).content.layout());
        expect(layout.columb[0]).toMatchObject({
          name: 'Products',
          url: '/product',
          external: false,
        });
        expect(Array.isArray(layout.columb[0]?.children)).toBe(true);
        expect(layout.sysConifg.copyright).toContain('All rights reserved');
      }));

  it('GET /ajax/getCountries gives the countries with names and calling codes', () =>
    pact
      .addInteraction()
      .given('the country list is loaded')
      .uponReceiving('a request for the country list')
      .withRequest('GET', '/prod-api/ajax/getCountries')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: 1,
          msg: like('Success'),
          data: {
            countries: eachLike({
              english_name: string('China'),
              chinese_name: string('中国'),
              country_code: regex(/^[A-Z]{2}$/, 'CN'),
              phone_code: regex(/^\d{0,4}$/, '86'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const { countries } = dataOf(await clientFor(server.url).content.countries());
        expect(countries[0]).toMatchObject({ country_code: 'CN', phone_code: '86' });
      }));
});
