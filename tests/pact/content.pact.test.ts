import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import {
  clientFor,
  createPact,
  envelope,
  formBody,
  loggedIn,
  refusalOf,
  state,
  success,
} from './pact-setup';
import { productCard, link } from './examples';

const { like, eachLike, integer, boolean, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

/** A token as the server issues them: 43 base64url characters. */
const TOKEN = 'PactTokenForTheServicePartnerSnCheck0000001';
const SERVICE_PARTNER = loggedIn('an overseas service partner is logged in', { token: TOKEN });
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A chat address as the contract allows it (isChatAddress), or nothing; no look-ahead for Pact. */
const CHAT_ADDRESS = /^(|https?:\/\/[^\s/\\?#]+[^\s\\]*|\/([^\s/\\][^\s\\]*)?)$/;

const menuLink = {
  id: integer(2),
  name: string('Products'),
  url: string('/product'),
  external: boolean(false),
};

const newsCard = {
  id: integer(30),
  title: string('DCN launches the WL9200-I6 Wi-Fi 7 access point'),
  image: link('/media/news/launch.svg'),
  summary: string('A tri-band access point with 6 GHz.'),
  create_time: regex(DATE_TIME, '2026-11-12 09:30:00'),
};

const solutionCard = {
  id: integer(1),
  title: string('Smart campus network'),
  image: link('/media/solutions/campus.svg'),
  summary: string('Wired and wireless access for universities.'),
  industry: string('Education'),
};

const vendorCard = {
  id: integer(22),
  name: string('Saigon NetCom JSC'),
  logo: link('/media/vendors/22.svg'),
  country: string('VN'),
  country_name: string('Vietnam'),
  partner_type: regex(/^DC-[A-Z]{3}$/, 'DC-ADP'),
  level: regex(/^(pre|silver|gold|diamond)$/, 'gold'),
  website: string('https://www.saigonnetcom.vn'),
};

function pageOf<T>(item: T, page = 1, limit = 20) {
  return { list: eachLike(item), total: integer(30), page: integer(page), limit: integer(limit) };
}

describe('content: layout shell', () => {
  it('GET /layout gives the menu and the footer settings', () =>
    pact
      .interaction(
        state('the site has a menu and footer settings'),
        'a request for the layout in English',
        'GET',
        '/prod-api/layout',
        (request) => request.headers({ lang: 'en' }),
      )
      .willRespondWith(
        200,
        success({
          // Entries without sub-entries have an empty list.
          columb: eachLike({ ...menuLink, children: eachLike(menuLink, 0) }),
          sysConifg: {
            site_name: string('DCN Partner Portal'),
            copyright: string('© 2026 DCN Networks Co., Ltd. All rights reserved.'),
            filing_number: string('京ICP备09054261号-2'),
            filing_url: string('https://beian.miit.gov.cn/'),
            // Empty without a chat; otherwise an http(s) URL or a path on the portal's origin.
            chat_url: regex(CHAT_ADDRESS, '/chat/'),
          },
        }),
      )
      .executeTest(async (server) => {
        const layout = responseData(await clientFor(server.url).content.layout());
        expect(layout.columb[0]).toMatchObject({
          name: 'Products',
          url: '/product',
          external: false,
        });
        expect(Array.isArray(layout.columb[0]?.children)).toBe(true);
        expect(layout.sysConifg.copyright).toContain('All rights reserved');
        expect(layout.sysConifg.chat_url).toBe('/chat/');
      }));

  it('GET /ajax/getCountries gives the countries with names and calling codes', () =>
    pact
      .interaction(
        state('the country list is loaded'),
        'a request for the country list',
        'GET',
        '/prod-api/ajax/getCountries',
      )
      .willRespondWith(
        200,
        success({
          countries: eachLike({
            english_name: string('China'),
            chinese_name: string('中国'),
            country_code: regex(/^[A-Z]{2}$/, 'CN'),
            phone_code: regex(/^\d{0,4}$/, '86'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { countries } = responseData(await clientFor(server.url).content.countries());
        expect(countries[0]).toMatchObject({ country_code: 'CN', phone_code: '86' });
      }));

  it('GET /friendlink gives the footer links', () =>
    pact
      .interaction(
        state('the site has footer links'),
        'a request for the footer links',
        'GET',
        '/prod-api/friendlink',
      )
      .willRespondWith(
        200,
        success({
          links: eachLike({
            id: integer(1),
            name: string('DCN Academy'),
            url: regex('^https?://.+$', 'https://academy.dcnetworks.com.cn'),
            logo: string('/media/links/academy.svg'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { links } = responseData(await clientFor(server.url).content.friendLinks());
        expect(links[0]).toMatchObject({ name: 'DCN Academy' });
      }));

  it('GET /index gives the home page', () =>
    pact
      .interaction(
        state('the home page has banners, featured products, solutions and news'),
        'a request for the home page',
        'GET',
        '/prod-api/index',
      )
      .willRespondWith(
        200,
        success({
          banner: eachLike({
            id: integer(1),
            title: string('Wi-Fi 7 is here: WL9200-I6 tri-band access point'),
            image: link('/media/banners/wifi7.svg'),
            url: string('/product/detail?id=36'),
          }),
          products: eachLike(productCard),
          solutions: eachLike(solutionCard),
          news: eachLike(newsCard),
        }),
      )
      .executeTest(async (server) => {
        const home = responseData(await clientFor(server.url).content.home());
        expect(home.banner[0]?.image).toMatch(/^\/media\//);
        expect(home.products[0]?.model).toBe('S5750E-28X-SI');
        expect(home.news[0]?.create_time).toMatch(DATE_TIME);
      }));
});

describe('content: search and downloads', () => {
  it('POST /search (form-encoded) gives one page of hits', () =>
    pact
      .interaction(
        state('the catalogue has a product to search for'),
        'a form-encoded search for a product model',
        'POST',
        '/prod-api/search',
        (request) =>
          formBody(request, {
            keyword: fromProviderState('${keyword}', 'S5750E'),
            page: '1',
            limit: '10',
          }),
      )
      .willRespondWith(
        200,
        success({
          list: eachLike({
            type: regex(/^(product|solution|news)$/, 'product'),
            id: integer(5),
            title: string('S5750E-28X-SI Layer 3 Gigabit access switch with 10G uplinks'),
            summary: string('Layer 3 access with 10G uplinks for enterprise campuses.'),
            image: link('/media/products/switch-24.svg'),
          }),
          total: integer(4),
          page: integer(1),
          limit: integer(10),
        }),
      )
      .executeTest(async (server) => {
        const hits = responseData(
          await clientFor(server.url).content.search({
            body: { keyword: 'S5750E', page: 1, limit: 10 },
          }),
        );
        expect(hits.list[0]).toMatchObject({ type: 'product', id: 5 });
        expect(hits.total).toBe(4);
      }));

  it('POST /checkdownload hands out the address of a public file', () =>
    pact
      .interaction(
        state('a product has a download', { access: 'public' }),
        'a request for the address of a public datasheet',
        'POST',
        '/prod-api/checkdownload',
        (request) => request.jsonBody({ id: fromProviderState('${downloadId}', 9) }),
      )
      .willRespondWith(
        200,
        success({
          url: link('/media/downloads/s5750e-si-datasheet.pdf?expires=1795266437&signature=abc'),
        }),
      )
      .executeTest(async (server) => {
        const link = responseData(
          await clientFor(server.url).content.checkDownload({ body: { id: 9 } }),
        );
        expect(link.url).toContain('datasheet.pdf');
      }));

  it('POST /checkdownload asks for a login for a file that needs one', () =>
    pact
      .interaction(
        state('a product has a download', { access: 'login' }),
        'an anonymous request for the address of an installation guide',
        'POST',
        '/prod-api/checkdownload',
        (request) => request.jsonBody({ id: fromProviderState('${downloadId}', 10) }),
      )
      .willRespondWith(200, envelope(90002, 'You are not logged in. Please log in first.'))
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).content.checkDownload({ body: { id: 10 } }),
        );
        expect(error.kind).toBe('session');
        expect(error.code).toBe(90002);
      }));
});

describe('content: news, solutions, vendors and pages', () => {
  it('GET /news gives one page of articles, newest first', () =>
    pact
      .interaction(
        state('there are news articles'),
        'a request for the first page of news',
        'GET',
        '/prod-api/news',
        (request) => request.query({ page: '1', limit: '10' }),
      )
      .willRespondWith(200, success(pageOf(newsCard, 1, 10)))
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).content.newsList({ query: { page: 1, limit: 10 } }),
        );
        expect(page.list[0]?.title).toContain('WL9200');
        expect(page.total).toBe(30);
      }));

  it('GET /news/detail gives an article with its neighbours', () =>
    pact
      .interaction(
        state('a news article with older and newer neighbours exists'),
        'a request for a news article',
        'GET',
        '/prod-api/news/detail',
        (request) => request.query({ id: fromProviderState('${newsId}', '29') }),
      )
      .willRespondWith(
        200,
        success({
          ...newsCard,
          content: string('<p>From 13 to 17 October DCN welcomed partners.</p>'),
          source: string('DCN Newsroom'),
          prev: like({ id: integer(28), title: string('S6510 switches pass RoCEv2 tests') }),
          next: like({ id: integer(30), title: string('DCN launches the WL9200-I6') }),
        }),
      )
      .executeTest(async (server) => {
        const article = responseData(
          await clientFor(server.url).content.newsDetail({ query: { id: 29 } }),
        );
        expect(article.content).toContain('<p>');
        expect(article.prev?.id).toBe(28);
        expect(article.next?.id).toBe(30);
      }));

  it('GET /solution gives one page of solutions', () =>
    pact
      .interaction(
        state('there are solutions'),
        'a request for the solutions',
        'GET',
        '/prod-api/solution',
        (request) => request.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(200, success(pageOf(solutionCard)))
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).content.solutionList({ query: { page: 1, limit: 20 } }),
        );
        expect(page.list[0]?.industry).toBe('Education');
      }));

  it('GET /solution/detail gives a solution with its products', () =>
    pact
      .interaction(
        state('a solution built from catalogue products exists'),
        'a request for a solution',
        'GET',
        '/prod-api/solution/detail',
        (request) => request.query({ id: fromProviderState('${solutionId}', '1') }),
      )
      .willRespondWith(
        200,
        success({
          ...solutionCard,
          content: string('<h2>Challenges</h2><p>Tens of thousands of devices.</p>'),
          products: eachLike(productCard),
        }),
      )
      .executeTest(async (server) => {
        const solution = responseData(
          await clientFor(server.url).content.solutionDetail({ query: { id: 1 } }),
        );
        expect(solution.products[0]?.model).toBe('S5750E-28X-SI');
      }));

  it('GET /vendor gives one page of vendors of a country', () =>
    pact
      .interaction(
        state('there are vendors in a country'),
        'a request for the vendors of a country',
        'GET',
        '/prod-api/vendor',
        (request) =>
          request.query({ page: '1', limit: '20', country: fromProviderState('${country}', 'VN') }),
      )
      .willRespondWith(200, success(pageOf(vendorCard)))
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).content.vendorList({
            query: { page: 1, limit: 20, country: 'VN' },
          }),
        );
        expect(page.list[0]).toMatchObject({ country: 'VN', partner_type: 'DC-ADP' });
      }));

  it('GET /vendor/company gives a vendor’s company page', () =>
    pact
      .interaction(
        state('a vendor exists'),
        'a request for a vendor company page',
        'GET',
        '/prod-api/vendor/company',
        (request) => request.query({ id: fromProviderState('${vendorId}', '1') }),
      )
      .willRespondWith(
        200,
        success({
          ...vendorCard,
          address: string('Office 1204, Jumeirah Bay Tower X2, Dubai, UAE'),
          telephone: string('+971 4 557 2190'),
          email: string('sales@gulfnetlink.ae'),
          description: string('<p>Value-added distributor.</p>'),
        }),
      )
      .executeTest(async (server) => {
        const vendor = responseData(
          await clientFor(server.url).content.vendorCompany({ query: { id: 1 } }),
        );
        expect(vendor.email).toContain('@');
      }));

  it('GET /page gives a company page', () =>
    pact
      .interaction(
        state('the company pages exist'),
        'a request for the company brief in Russian',
        'GET',
        '/prod-api/page',
        (request) => request.headers({ lang: 'ru' }).query({ name: 'dcnbrief' }),
      )
      .willRespondWith(
        200,
        success(
          {
            name: 'dcnbrief',
            title: string('О компании DCN'),
            content: string('<h2>Кто мы</h2>'),
            update_time: regex(DATE_TIME, '2026-06-01 10:00:00'),
          },
          'Успешно',
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { lang: 'ru' }).content.page({ query: { name: 'dcnbrief' } }),
        );
        expect(page.title).toBe('О компании DCN');
      }));
});

describe('content: certificate and SN checks', () => {
  it('POST /certificate/verify finds certificates and lists the unmatched numbers', () =>
    pact
      .interaction(
        [state('a certificate exists'), state('a captcha has been answered')],
        'a certificate check of two numbers with the right captcha',
        'POST',
        '/prod-api/certificate/verify',
        (request) =>
          request.jsonBody({
            number: fromProviderState('${number},DCNA-0000', 'DCNP-RS-2025-010233,DCNA-0000'),
            captcha: fromProviderState('${answer}', '7'),
            uuid: fromProviderState('${uuid}', '0d9f6a52-3c0e-4c36-9d5c-6c2f1f0d2b7e'),
          }),
      )
      .willRespondWith(
        200,
        success(
          {
            list: eachLike({
              number: string('DCNP-RS-2025-010233'),
              name: string('Nguyễn Thị Lan'),
              issue_time: regex(DATE, '2025-03-07'),
              valid_until: regex(DATE, '2028-03-06'),
              file: link('/media/certificates/dcnp.svg'),
            }),
            unmatched: ['DCNA-0000'],
          },
          'No relevant information has been found for: DCNA-0000',
        ),
      )
      .executeTest(async (server) => {
        const result = responseData(
          await clientFor(server.url).content.verifyCertificate({
            body: {
              number: 'DCNP-RS-2025-010233,DCNA-0000',
              captcha: '7',
              uuid: '0d9f6a52-3c0e-4c36-9d5c-6c2f1f0d2b7e',
            },
          }),
        );
        expect(result.list[0]?.name).toBe('Nguyễn Thị Lan');
        expect(result.unmatched).toEqual(['DCNA-0000']);
      }));

  it('POST /certificate/verify refuses an unknown or expired captcha', () =>
    pact
      .interaction(
        state('a certificate exists'),
        'a certificate check with an expired captcha',
        'POST',
        '/prod-api/certificate/verify',
        (request) =>
          request.jsonBody({
            number: fromProviderState('${number}', 'DCNP-RS-2025-010233'),
            captcha: '7',
            uuid: 'an-expired-captcha',
          }),
      )
      .willRespondWith(
        200,
        envelope(0, 'The captcha answer is incorrect or has expired. Please answer the new one.'),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).content.verifyCertificate({
            body: { number: 'DCNP-RS-2025-010233', captcha: '7', uuid: 'an-expired-captcha' },
          }),
        );
        expect(error.kind).toBe('refused');
        expect(error.message).toContain('captcha');
      }));

  it('POST /sn/check answers the warranty records and the unmatched SNs', () =>
    pact
      .interaction(
        [
          SERVICE_PARTNER,
          state('a serial number is registered'),
          state('a captcha has been answered'),
        ],
        'an SN check of two serial numbers by a service partner',
        'POST',
        '/prod-api/sn/check',
        (request) =>
          request.jsonBody({
            sn: fromProviderState('${sn},NOPE-1', 'DCN2318A00421,NOPE-1'),
            captcha: fromProviderState('${answer}', '7'),
            uuid: fromProviderState('${uuid}', '0d9f6a52-3c0e-4c36-9d5c-6c2f1f0d2b7e'),
          }),
      )
      .willRespondWith(
        200,
        success(
          {
            list: eachLike({
              sn: string('DCN2318A00421'),
              model: string('S5750E-28X-SI'),
              start_date: regex(DATE, '2023-05-04'),
              end_date: regex(DATE, '2028-05-03'),
            }),
            unmatched: ['NOPE-1'],
          },
          'Unmatched SN: NOPE-1',
        ),
      )
      .executeTest(async (server) => {
        const result = responseData(
          await clientFor(server.url, { token: TOKEN }).content.checkSn({
            body: {
              sn: 'DCN2318A00421,NOPE-1',
              captcha: '7',
              uuid: '0d9f6a52-3c0e-4c36-9d5c-6c2f1f0d2b7e',
            },
          }),
        );
        expect(result.list[0]).toMatchObject({ sn: 'DCN2318A00421', end_date: '2028-05-03' });
        expect(result.unmatched).toEqual(['NOPE-1']);
      }));

  it('POST /sn/check without a token ends in "Please log in"', () =>
    pact
      .interaction(
        state('a serial number is registered'),
        'an SN check without a token',
        'POST',
        '/prod-api/sn/check',
        (request) =>
          request.jsonBody({
            sn: fromProviderState('${sn}', 'DCN2318A00421'),
            captcha: '7',
            uuid: 'any-captcha',
          }),
      )
      .willRespondWith(200, envelope(90002, 'You are not logged in. Please log in first.'))
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).content.checkSn({
            body: { sn: 'DCN2318A00421', captcha: '7', uuid: 'any-captcha' },
          }),
        );
        expect(error.kind).toBe('session');
      }));
});

describe('training subjects', () => {
  it('GET /v2/category/trainList gives the training subjects', () =>
    pact
      .interaction(
        SERVICE_PARTNER,
        'a request for the training subjects',
        'GET',
        '/prod-api/v2/category/trainList',
      )
      .willRespondWith(
        200,
        success(eachLike({ id: integer(1), name: string('DCNA Routing and Switching') })),
      )
      .executeTest(async (server) => {
        const subjects = responseData(
          await clientFor(server.url, { token: TOKEN }).training.trainSubjects(),
        );
        expect(subjects[0]?.name).toContain('DCNA');
      }));

  it('GET /v2/category/examList gives the exam subjects', () =>
    pact
      .interaction(
        SERVICE_PARTNER,
        'a request for the exam subjects',
        'GET',
        '/prod-api/v2/category/examList',
      )
      .willRespondWith(
        200,
        success(
          eachLike({ id: integer(101), name: string('DCN-101: DCNA Routing and Switching') }),
        ),
      )
      .executeTest(async (server) => {
        const subjects = responseData(
          await clientFor(server.url, { token: TOKEN }).training.examSubjects(),
        );
        expect(subjects[0]?.name).toMatch(/^DCN-\d{3}: /);
      }));
});
