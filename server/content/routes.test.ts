import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FriendLinks, Layout } from '../../contract/layout';
import type { CertificateVerifyResult, SnCheckResult } from '../../contract/lookups';
import type { NewsDetail, NewsSummary } from '../../contract/news';
import type { Home, SearchHit, SinglePage } from '../../contract/pages';
import type { SolutionDetail, SolutionSummary } from '../../contract/solutions';
import type { Vendor, VendorCompany } from '../../contract/vendors';
import { news } from '../db/schema/index';
import {
  partnerToken,
  solvedCaptcha,
  useTestApp,
  wrongCaptcha,
  expectRefusal,
  type Page,
} from '../testing';

const h = useTestApp();

describe('GET /prod-api/layout', () => {
  it('answers the seeded menu and footer inside the envelope', async () => {
    const { status, body } = await h.call<Layout>('GET', '/layout');
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data?.columb.map((item) => item.name)).toContain('Products');
    const portal = body.data?.columb.find((item) => item.id === 78);
    expect(portal?.children.map((child) => child.id)).toEqual([79, 80, 81, 82]);
    expect(body.data?.sysConifg.copyright).toMatch(/All rights reserved/);
    expect(body.data?.sysConifg.filing_number).toMatch(/ICP/);
  });

  it('names the menu in the language of the lang header, falling back to English', async () => {
    const ar = await h.call<Layout>('GET', '/layout', { lang: 'ara' });
    expect(ar.body.data?.columb[1]?.name).toBe('المنتجات');
    expect(ar.body.msg).toBe('تمت العملية بنجاح');
    const unknown = await h.call<Layout>('GET', '/layout', { lang: 'xx' });
    expect(unknown.body.data?.columb[1]?.name).toBe('Products');
  });
});

describe('GET /prod-api/ajax/getCountries', () => {
  it('lists every ISO 3166 country with names and calling codes', async () => {
    const { body } = await h.call<{
      countries: { country_code: string; chinese_name: string; phone_code: string }[];
    }>('GET', '/ajax/getCountries');
    expect(body.code).toBe(1);
    const list = body.data?.countries ?? [];
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((c) => c.country_code)).size).toBe(list.length);
    expect(list.find((c) => c.country_code === 'CN')).toMatchObject({
      chinese_name: '中国',
      phone_code: '86',
    });
    expect(list.find((c) => c.country_code === 'BR')?.phone_code).toBe('55');
  });
});

describe('GET /prod-api/friendlink', () => {
  it('lists the footer links in order, named in the caller’s language', async () => {
    const en = await h.call<FriendLinks>('GET', '/friendlink');
    expect(en.body.code).toBe(1);
    expect(en.body.data?.links.map((link) => link.name)).toEqual([
      'DCN cloud controller',
      'DCN Academy',
      'Technical support',
      'LinkedIn',
      'YouTube',
    ]);
    expect(en.body.data?.links[0]?.logo).toMatch(/^\/media\/links\/.+\.svg$/);
    const ru = await h.call<FriendLinks>('GET', '/friendlink', { lang: 'ru' });
    expect(ru.body.data?.links[2]?.name).toBe('Техническая поддержка');
    // Brand names read the same in every language.
    expect(ru.body.data?.links[3]?.name).toBe('LinkedIn');
  });

  it('refuses a body it does not expect without a server error', async () => {
    expectRefusal(
      await h.call('POST', '/friendlink', { raw: { type: 'application/json', payload: '{' } }),
    );
  });
});

describe('GET /prod-api/index', () => {
  it('answers the carousel, featured products and solutions, and the newest news', async () => {
    const { body } = await h.call<Home>('GET', '/index', { lang: 'spa' });
    expect(body.code).toBe(1);
    const home = body.data;
    expect(home?.banner).toHaveLength(4);
    expect(home?.banner[0]?.url).toMatch(/^\/product\/detail\?id=\d+$/);
    expect(home?.products.length).toBeGreaterThanOrEqual(4);
    expect(home?.products.length).toBeLessThanOrEqual(8);
    expect(home?.products.map((p) => p.model)).toContain('S5750E-28X-SI');
    expect(home?.solutions.length).toBeGreaterThan(0);
    expect(home?.solutions[0]?.title).toBe('Red de campus inteligente');
    const times = home?.news.map((n) => n.create_time) ?? [];
    expect(times).toHaveLength(6);
    expect([...times].sort().reverse()).toEqual(times);
    expect(home?.news[0]?.title).toBe('DCN lanza el punto de acceso Wi-Fi 7 WL9200-I6');
  });
});

describe('POST /prod-api/search (form-encoded)', () => {
  it('finds products, solutions and news by keyword, products first', async () => {
    const { body } = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: 'wi-fi', limit: '50' },
    });
    expect(body.code).toBe(1);
    const types = body.data?.list.map((hit) => hit.type) ?? [];
    expect(types).toContain('product');
    expect(types).toContain('news');
    expect(types.indexOf('product')).toBeLessThan(types.indexOf('news'));
    expect(body.data?.total).toBe(types.length);
  });

  it('narrows to one kind and pages through the hits', async () => {
    const all = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: 'S5750E', type: 'product', limit: '50' },
    });
    expect(all.body.data?.list.every((hit) => hit.type === 'product')).toBe(true);
    expect(all.body.data?.total).toBe(4);
    const second = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: 'switch', page: '2', limit: '10' },
    });
    const first = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: 'switch', page: '1', limit: '10' },
    });
    expect(second.body.data).toMatchObject({ page: 2, limit: 10 });
    expect(second.body.data?.total).toBe(first.body.data?.total);
    const firstIds = first.body.data?.list.map((hit) => `${hit.type}:${hit.id}`) ?? [];
    const secondIds = second.body.data?.list.map((hit) => `${hit.type}:${hit.id}`) ?? [];
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it('searches the caller’s language as well as English', async () => {
    const { body } = await h.call<Page<SearchHit>>('POST', '/search', {
      lang: 'ru',
      form: { keyword: 'маршрутизатор', type: 'product' },
    });
    expect(body.data?.total).toBeGreaterThanOrEqual(5);
    expect(body.data?.list[0]?.title).toMatch(/маршрутизатор/i);
  });

  it('takes wildcards literally and answers "No Results" when nothing matches', async () => {
    const { body } = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: '%_%' },
    });
    expect(body.code).toBe(1);
    expect(body.data?.total).toBe(0);
    expect(body.msg).toBe('No Results');
  });

  it('refuses a missing keyword, an unknown kind and a page size outside 10, 20, 30, 50', async () => {
    expectRefusal(await h.call('POST', '/search', { form: { keyword: '  ' } }));
    expectRefusal(await h.call('POST', '/search', { form: { keyword: 'x', type: 'video' } }));
    expectRefusal(await h.call('POST', '/search', { form: { keyword: 'x', limit: '15' } }));
    expectRefusal(await h.call('POST', '/search', { form: { keyword: 'x', page: '0' } }));
    expectRefusal(
      await h.call('POST', '/search', { raw: { type: 'application/json', payload: '[1' } }),
    );
  });

  it('answers an empty page far beyond the end', async () => {
    const { body } = await h.call<Page<SearchHit>>('POST', '/search', {
      form: { keyword: 'switch', page: '99999999999999' },
    });
    expect(body.code).toBe(1);
    expect(body.data?.list).toEqual([]);
    expect(body.data?.total).toBeGreaterThan(0);
  });
});

describe('POST /prod-api/checkdownload', () => {
  it('hands out a signed link to a public datasheet that the media route serves', async () => {
    const { body } = await h.call<{ url: string }>('POST', '/checkdownload', { json: { id: 1 } });
    expect(body.code).toBe(1);
    const url = body.data?.url ?? '';
    expect(url).toMatch(/^\/media\/downloads\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]+$/);
    const file = await h.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    // The signature with its first character changed (to another one, whatever it was).
    const forged = await h.app.inject({
      method: 'GET',
      url: url.replace(/signature=(.)/, (_, first: string) =>
        first === 'A' ? 'signature=B' : 'signature=A',
      ),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ code: number }>().code).toBe(0);
  });

  it('asks for a login before handing out an installation guide', async () => {
    const anonymous = await h.call('POST', '/checkdownload', { json: { id: 2 } });
    expect(anonymous.body.code).toBe(90002);
    const forged = await h.call('POST', '/checkdownload', {
      json: { id: 2 },
      token: 'x'.repeat(43),
    });
    expect(forged.body.code).toBe(90003);
    const token = await partnerToken(h, 'DC-APP', 'BR');
    const { body } = await h.call<{ url: string }>('POST', '/checkdownload', {
      json: { id: 2 },
      token,
    });
    expect(body.code).toBe(1);
    expect(body.data?.url).toMatch(/installation-guide\.pdf\?/);
  });

  it('refuses unknown and malformed file ids', async () => {
    const unknown = await h.call('POST', '/checkdownload', { json: { id: 999999 }, lang: 'fra' });
    expectRefusal(unknown);
    expect(unknown.body).toMatchObject({ msg: 'Informations introuvables' });
    expectRefusal(await h.call('POST', '/checkdownload', { json: { id: 2 ** 40 } }));
    expectRefusal(await h.call('POST', '/checkdownload', { json: { id: 'abc' } }));
    expectRefusal(await h.call('POST', '/checkdownload', { json: {} }));
  });
});

describe('GET /prod-api/news and /news/detail', () => {
  it('pages 30 articles newest first', async () => {
    const first = await h.call<Page<NewsSummary>>('GET', '/news?limit=10');
    expect(first.body.data?.total).toBe(30);
    expect(first.body.data?.list).toHaveLength(10);
    const last = await h.call<Page<NewsSummary>>('GET', '/news?page=3&limit=10');
    const times = [...(first.body.data?.list ?? []), ...(last.body.data?.list ?? [])].map(
      (n) => n.create_time,
    );
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.every((t) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t))).toBe(true);
    const beyond = await h.call<Page<NewsSummary>>('GET', '/news?page=4&limit=10');
    expect(beyond.body.data?.list).toEqual([]);
  });

  it('filters by keyword in the caller’s language', async () => {
    const { body } = await h.call<Page<NewsSummary>>('GET', '/news?keyword=GITEX', {
      lang: 'ara',
    });
    expect(body.data?.total).toBe(2);
    expect(body.data?.list[0]?.title).toBe('DCN في معرض جيتكس جلوبال 2026 في دبي');
  });

  it('answers an article with its neighbours; bodies fall back to English', async () => {
    const list = await h.call<Page<NewsSummary>>('GET', '/news?limit=10');
    const [newest, second] = list.body.data?.list ?? [];
    // The seed has every body in every language: a back office may not.
    await h.database.db
      .update(news)
      .set({ content: sql`${news.content} - 'kor'` })
      .where(eq(news.id, second?.id ?? 0));
    const { body } = await h.call<NewsDetail>('GET', `/news/detail?id=${second?.id}`, {
      lang: 'kor',
    });
    expect(body.code).toBe(1);
    expect(body.data?.title).toBe('DCN, 두바이 GITEX Global 2026 참가');
    // Not translated into Korean: Korean readers get the English body.
    expect(body.data?.content).toContain('<p>From 13 to 17 October DCN welcomed partners');
    expect(body.data?.next?.id).toBe(newest?.id);
    expect(body.data?.prev?.id).toBe(list.body.data?.list[2]?.id);
    const arabic = await h.call<NewsDetail>('GET', `/news/detail?id=${second?.id}`, {
      lang: 'ara',
    });
    expect(arabic.body.data?.content).toContain('استقبلت DCN');
    const top = await h.call<NewsDetail>('GET', `/news/detail?id=${newest?.id}`);
    expect(top.body.data?.next).toBeNull();
  });

  it('refuses bad paging and unknown or malformed ids', async () => {
    expectRefusal(await h.call('GET', '/news?limit=25'));
    expectRefusal(await h.call('GET', '/news?page=-1'));
    expectRefusal(await h.call('GET', '/news/detail?id=0'));
    expectRefusal(await h.call('GET', '/news/detail?id=abc'));
    expectRefusal(await h.call('GET', '/news/detail'));
    expectRefusal(await h.call('GET', '/news/detail?id=4000'));
    expectRefusal(await h.call('GET', '/news/detail?id=99999999999'));
  });
});

describe('GET /prod-api/solution and /solution/detail', () => {
  it('lists ten solutions and filters by industry key or name', async () => {
    const all = await h.call<Page<SolutionSummary>>('GET', '/solution');
    expect(all.body.data?.total).toBe(10);
    const byKey = await h.call<Page<SolutionSummary>>('GET', '/solution?industry=education');
    expect(byKey.body.data?.total).toBe(2);
    const byName = await h.call<Page<SolutionSummary>>(
      'GET',
      `/solution?industry=${encodeURIComponent('образование')}`,
      { lang: 'ru' },
    );
    expect(byName.body.data?.list.map((s) => s.industry)).toEqual(['Образование', 'Образование']);
    const none = await h.call<Page<SolutionSummary>>('GET', '/solution?industry=mining');
    expect(none.body).toMatchObject({ code: 1, msg: 'No data found', data: { total: 0 } });
  });

  it('answers a solution with the products it is built from', async () => {
    const { body } = await h.call<SolutionDetail>('GET', '/solution/detail?id=3', {
      lang: 'fra',
    });
    expect(body.data?.title).toBe('Réseau hospitalier');
    expect(body.data?.content).toContain('<h2>Enjeux</h2>');
    expect(body.data?.products.map((p) => p.model)).toEqual([
      'S5750E-28X-SI',
      'CS6200-28X-EI',
      'WL8200-I3',
      'WL8200-X4',
      'DCFW-1800E-N7002',
    ]);
  });

  it('refuses unknown and malformed ids', async () => {
    expectRefusal(await h.call('GET', '/solution/detail?id=11'));
    expectRefusal(await h.call('GET', '/solution/detail?id=1.5'));
    expectRefusal(await h.call('GET', '/solution?limit=100'));
  });
});

describe('GET /prod-api/vendor and /vendor/company', () => {
  it('lists vendors with country names in the caller’s language', async () => {
    const all = await h.call<Page<Vendor>>('GET', '/vendor?limit=50');
    expect(all.body.data?.total).toBeGreaterThanOrEqual(20);
    const vn = await h.call<Page<Vendor>>('GET', '/vendor?country=vn', { lang: 'vie' });
    expect(vn.body.data?.list.map((v) => v.country)).toEqual(['VN', 'VN']);
    expect(vn.body.data?.list[0]?.country_name).toBe('Việt Nam');
    const service = await h.call<Page<Vendor>>('GET', '/vendor?partner_type=DC-ASP&limit=50');
    expect(service.body.data?.list.every((v) => v.partner_type === 'DC-ASP')).toBe(true);
    expect(service.body.data?.total).toBeGreaterThan(2);
    const byName = await h.call<Page<Vendor>>('GET', '/vendor?keyword=netlink');
    expect(byName.body.data?.list.map((v) => v.name)).toEqual(['Gulf Netlink Trading LLC']);
  });

  it('answers a vendor’s company page', async () => {
    const { body } = await h.call<VendorCompany>('GET', '/vendor/company?id=1', { lang: 'ara' });
    expect(body.data).toMatchObject({
      name: 'Gulf Netlink Trading LLC',
      country: 'AE',
      partner_type: 'DC-DDP',
      level: 'diamond',
      email: 'sales@gulfnetlink.ae',
    });
    expect(body.data?.description).toMatch(/^<p>موزع/);
  });

  it('refuses unknown tiers, malformed countries and unknown vendors', async () => {
    expectRefusal(await h.call('GET', '/vendor?partner_type=DC-XXX'));
    expectRefusal(await h.call('GET', '/vendor?country=VNM'));
    expectRefusal(await h.call('GET', '/vendor/company?id=500'));
  });
});

describe('GET /prod-api/page', () => {
  it('answers a company page translated where the back office translated it', async () => {
    const ru = await h.call<SinglePage>('GET', '/page?name=dcnbrief', { lang: 'ru' });
    expect(ru.body.data).toMatchObject({ name: 'dcnbrief', title: 'О компании DCN' });
    expect(ru.body.data?.content).toContain('<h2>Кто мы</h2>');
    expect(ru.body.data?.update_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const parent = await h.call<SinglePage>('GET', '/page?name=parentcompany', { lang: 'ru' });
    expect(parent.body.data?.title).toBe('Материнская компания');
    expect(parent.body.data?.content).toContain('DCN Holdings Group');
    for (const name of ['contactus', 'policy', 'dcntraining']) {
      expect((await h.call('GET', `/page?name=${name}`)).body.code).toBe(1);
    }
  });

  it('refuses names that are not single pages', async () => {
    expectRefusal(await h.call('GET', '/page?name=admin'));
    expectRefusal(await h.call('GET', '/page'));
  });
});

describe('POST /prod-api/certificate/verify', () => {
  it('finds several certificates separated by English or Chinese commas', async () => {
    const captcha = await solvedCaptcha(h);
    const { body } = await h.call<CertificateVerifyResult>('POST', '/certificate/verify', {
      json: {
        ...captcha,
        number: ' dcnp-rs-2025-010233，DCNA-RS-2022-001187, DCNP-RS-2025-010233 ',
      },
    });
    expect(body.code).toBe(1);
    expect(body.msg).toBe('Success');
    expect(body.data?.unmatched).toEqual([]);
    expect(body.data?.list).toEqual([
      {
        number: 'DCNP-RS-2025-010233',
        name: 'Nguyễn Thị Lan',
        issue_time: '2025-03-07',
        valid_until: '2028-03-06',
        file: '/media/certificates/dcnp.svg',
      },
      expect.objectContaining({ number: 'DCNA-RS-2022-001187', valid_until: '2025-03-13' }),
    ]);
  });

  it('lists the numbers that matched nothing', async () => {
    const some = await h.call<CertificateVerifyResult>('POST', '/certificate/verify', {
      json: { ...(await solvedCaptcha(h)), number: 'DCNE-RS-2024-000042,DCNA-0000' },
    });
    expect(some.body.data?.list.map((c) => c.number)).toEqual(['DCNE-RS-2024-000042']);
    expect(some.body.data?.unmatched).toEqual(['DCNA-0000']);
    expect(some.body.msg).toBe('No relevant information has been found for: DCNA-0000');
    const none = await h.call<CertificateVerifyResult>('POST', '/certificate/verify', {
      lang: 'spa',
      json: { ...(await solvedCaptcha(h)), number: 'NOPE-1' },
    });
    expect(none.body).toMatchObject({
      code: 1,
      msg: 'Todavía no se ha encontrado información relevante',
      data: { list: [], unmatched: ['NOPE-1'] },
    });
  });

  it('refuses a wrong captcha, and a captcha is good for one check only', async () => {
    const wrong = await h.call('POST', '/certificate/verify', {
      json: { ...(await wrongCaptcha(h)), number: 'DCNP-RS-2025-010233' },
    });
    expectRefusal(wrong);
    expect(wrong.body.msg).toMatch(/captcha/i);
    const captcha = await solvedCaptcha(h);
    const once = await h.call('POST', '/certificate/verify', {
      json: { ...captcha, number: 'DCNP-RS-2025-010233' },
    });
    expect(once.body.code).toBe(1);
    expectRefusal(
      await h.call('POST', '/certificate/verify', {
        json: { ...captcha, number: 'DCNP-RS-2025-010233' },
      }),
    );
  });

  it('refuses empty and oversized input before spending the captcha', async () => {
    const captcha = await solvedCaptcha(h);
    const empty = await h.call('POST', '/certificate/verify', {
      json: { ...captcha, number: ' ,，, ' },
    });
    expectRefusal(empty);
    expect(empty.body.msg).toBe('Please enter a certificate number.');
    const many = Array.from({ length: 51 }, (_, i) => `N-${i}`).join(',');
    const tooMany = await h.call('POST', '/certificate/verify', {
      lang: 'ru',
      json: { ...captcha, number: many },
    });
    expectRefusal(tooMany);
    expect(tooMany.body.msg).toBe('Введите не более 50 номеров за раз.');
    // The captcha was not used by the refusals above.
    const ok = await h.call('POST', '/certificate/verify', {
      json: { ...captcha, number: 'DCNP-RS-2025-010233' },
    });
    expect(ok.body.code).toBe(1);
    expectRefusal(await h.call('POST', '/certificate/verify', { json: { number: 'X' } }));
    expectRefusal(
      await h.call('POST', '/certificate/verify', {
        json: { uuid: 'nope', captcha: '3', number: 'X' },
      }),
    );
  });
});

describe('POST /prod-api/sn/check', () => {
  it('needs a token', async () => {
    const res = await h.call('POST', '/sn/check', {
      json: { ...(await solvedCaptcha(h)), sn: 'DCN2318A00421' },
    });
    expect(res.body.code).toBe(90002);
  });

  it('is only for overseas after-sales service partners', async () => {
    for (const [type, country] of [
      ['DC-DPP', 'ES'],
      ['DC-ASP', 'CN'],
      [null, 'VN'],
    ] as const) {
      const token = await partnerToken(h, type, country);
      const res = await h.call('POST', '/sn/check', {
        token,
        json: { ...(await solvedCaptcha(h)), sn: 'DCN2318A00421' },
      });
      expectRefusal(res);
      expect(res.body.msg).toBe(
        'The SN check is only available to overseas local after-sales service partners.',
      );
    }
  });

  it('answers the warranty of several SNs and lists the unmatched ones', async () => {
    const token = await partnerToken(h, 'DC-ASP', 'VN');
    const { body } = await h.call<SnCheckResult>('POST', '/sn/check', {
      token,
      json: {
        ...(await solvedCaptcha(h)),
        sn: 'dcn2318a00421, DCN2441C00093,,NOPE-1,DCN2318A00421',
      },
    });
    expect(body.code).toBe(1);
    expect(body.data?.list).toEqual([
      {
        sn: 'DCN2318A00421',
        model: 'S5750E-28X-SI',
        start_date: '2023-05-04',
        end_date: '2028-05-03',
      },
      { sn: 'DCN2441C00093', model: 'WL8200-I3', start_date: '2024-10-10', end_date: '2027-10-09' },
    ]);
    expect(body.data?.unmatched).toEqual(['NOPE-1']);
    expect(body.msg).toBe('Unmatched SN: NOPE-1');
  });

  it('splits on English commas only, and says when nothing matched', async () => {
    const token = await partnerToken(h, 'DC-DSP', 'SA');
    const { body } = await h.call<SnCheckResult>('POST', '/sn/check', {
      token,
      lang: 'ara',
      json: { ...(await solvedCaptcha(h)), sn: 'DCN2318A00421，DCN2441C00093' },
    });
    expect(body).toMatchObject({
      code: 1,
      msg: 'لم يتم العثور على معلومات الرقم التسلسلي بعد',
      data: { list: [], unmatched: ['DCN2318A00421，DCN2441C00093'] },
    });
  });

  it('refuses a wrong or reused captcha, and empty input without spending the captcha', async () => {
    const token = await partnerToken(h, 'DC-ASP', 'CL');
    expectRefusal(
      await h.call('POST', '/sn/check', {
        token,
        json: { ...(await wrongCaptcha(h)), sn: 'DCN2318A00421' },
      }),
    );
    const captcha = await solvedCaptcha(h);
    expectRefusal(await h.call('POST', '/sn/check', { token, json: { ...captcha, sn: ',' } }));
    expect(
      (await h.call('POST', '/sn/check', { token, json: { ...captcha, sn: 'X' } })).body.code,
    ).toBe(1);
    expectRefusal(await h.call('POST', '/sn/check', { token, json: { ...captcha, sn: 'X' } }));
    expectRefusal(await h.call('POST', '/sn/check', { token, json: { sn: 'X' } }));
  });
});

describe('GET /media', () => {
  it('serves the pictures of the seed data and nothing else of the folder', async () => {
    const picture = await h.app.inject({ method: 'GET', url: '/media/products/switch-24.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('<svg');
    for (const url of [
      '/media/generate.ts',
      '/media/serve.ts',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/products/none.svg',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const unsigned = await h.app.inject({
      method: 'GET',
      url: '/media/downloads/s4600-si-datasheet.pdf',
    });
    expect(unsigned.statusCode).toBe(403);
  });
});
