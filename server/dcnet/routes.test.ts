import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DcnetInfo, MembershipApplication, MembershipForm } from '../../contract/dcnet';
import { dcnetApplications, users } from '../db/schema/index';
import { decideMembership } from './dcnet';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** Three years of purchases, with cents, which must come back exactly as sent. */
const PURCHASES = [
  { year: 2020, amount: 120000 },
  { year: 2021, amount: 185000.5 },
  { year: 2022, amount: 240000.25 },
];

/** A complete application for a tier. */
function form(changes: Partial<MembershipForm> = {}): MembershipForm {
  return {
    type: 'DC-APP',
    end_user_type: 'Government and education',
    product_line: 'Campus switching, wireless',
    rival_brands: 'Huawei, H3C',
    master_distributor: 'Demo Distribution (ADP) Co., Ltd.',
    purchases: PURCHASES,
    partners: [
      {
        company: 'Seoul Network Integration Co.',
        project_details: 'University campus refresh, 40 buildings',
        industry: 'Education',
        business_type: 'System integrator',
        contact: 'Park Ji-woo',
        email: 'jiwoo.park@example.kr',
        phone: '+82 2 555 0142',
        website: 'https://sni.example.kr/',
      },
    ],
    ...changes,
  };
}

const apply = (token: string, body: unknown, lang?: string) =>
  h.post<{ id: number }>('/user/postdcnet', body, { token, ...(lang ? { lang } : {}) });
const list = (token: string, query = '') =>
  h.get<Page<MembershipApplication>>(`/user/dcnet${query}`, { token });
const info = async (token: string) =>
  (await h.get<DcnetInfo>('/user/dcnetinfo', { token })).body.data;

describe('DCNet membership applications', () => {
  it('files an application and lists it as pending and revocable, with exact amounts', async () => {
    const { token } = await signedIn(h);
    const saved = await apply(token, form());
    expect(saved.body).toMatchObject({
      code: 1,
      msg: 'Your application has been submitted. Head office will review it.',
    });
    const page = await list(token);
    expect(page.body.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(page.body.data?.list[0]).toMatchObject({
      id: saved.body.data?.id,
      type: 'DC-APP',
      master_distributor: 'Demo Distribution (ADP) Co., Ltd.',
      purchases: PURCHASES,
      level: null,
      status: 0,
      status_text: 'Pending review',
      revocable: true,
    });
    expect(page.body.data?.list[0]?.partners).toHaveLength(1);
  });

  it('keeps a tier closed while an application for it is pending or current', async () => {
    const { token } = await signedIn(h);
    expect((await info(token))?.available_types).toContain('DC-APP');
    await apply(token, form());
    expect((await info(token))?.available_types).not.toContain('DC-APP');
    const again = await apply(token, form(), 'fra');
    expectRefusal(again);
    expect(again.body.msg).toBe(
      'Vous avez déjà une demande en attente ou une adhésion en cours pour ce type de partenaire.',
    );
    expect((await apply(token, form({ type: 'DC-ASP' }))).body.code).toBe(1);
  });

  it('files one of two applications for a tier sent at once', async () => {
    const { token } = await signedIn(h);
    const answers = await Promise.all([apply(token, form()), apply(token, form())]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    expect((await list(token)).body.data?.total).toBe(1);
  });

  it('answers the standing: DCNet ID, tier, level and validity once head office approves', async () => {
    const { id: userId, token } = await signedIn(h, { partnerType: 'DC-DPP', dcnetId: null });
    expect(await info(token)).toEqual({
      dcnet_id: null,
      partner_type: 'DC-DPP',
      level: null,
      start_date: null,
      end_date: null,
      available_types: expect.arrayContaining(['DC-APP', 'DC-DPP']) as unknown,
    });
    const saved = await apply(token, form());
    const id = saved.body.data!.id;
    const decided = await decideMembership(
      h.database.db,
      id,
      { approve: true, level: 'gold', startDate: h.clock.day(-30), endDate: h.clock.day(400) },
      h.clock.now(),
    );
    expect(decided).toEqual({ tierMoved: { from: 'DC-DPP', to: 'DC-APP' } });
    const standing = await info(token);
    expect(standing).toMatchObject({
      partner_type: 'DC-APP',
      level: 'gold',
      start_date: h.clock.day(-30),
      end_date: h.clock.day(400),
    });
    expect(standing?.dcnet_id).toBe(`DCN-APP-${100000 + userId}`);
    const [row] = (await list(token)).body.data!.list;
    expect(row).toMatchObject({
      status: 1,
      status_text: 'Approved',
      level: 'gold',
      revocable: false,
    });
  });

  it('keeps a DCNet ID the user already has', async () => {
    const { id: userId, token } = await signedIn(h, { dcnetId: 'DCN-DPP-1004' });
    const id = (await apply(token, form())).body.data!.id;
    await decideMembership(
      h.database.db,
      id,
      { approve: true, level: 'silver', startDate: testDay(-30), endDate: testDay(335) },
      h.clock.now(),
    );
    const [user] = await h.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.dcnetId).toBe('DCN-DPP-1004');
  });

  it('withdraws a pending application, and refuses one head office has decided', async () => {
    const { token } = await signedIn(h);
    const pending = (await apply(token, form())).body.data!.id;
    const revoked = await h.post('/user/revoke', { id: pending }, { token });
    expect(revoked.body).toMatchObject({ code: 1, msg: 'Your application has been withdrawn.' });
    const [row] = (await list(token)).body.data!.list;
    expect(row).toMatchObject({ status: 3, status_text: 'Withdrawn', revocable: false });
    // Withdrawn: the tier is open again, and a second withdrawal is refused.
    expect((await info(token))?.available_types).toContain('DC-APP');
    const twice = await h.post('/user/revoke', { id: pending }, { token, lang: 'ru' });
    expectRefusal(twice);
    expect(twice.body.msg).toMatch(/^Эту заявку уже нельзя отозвать/);

    const rejected = (await apply(token, form())).body.data!.id;
    await decideMembership(h.database.db, rejected, { approve: false }, h.clock.now());
    const refused = await h.post('/user/revoke', { id: rejected }, { token });
    expectRefusal(refused);
    expect(refused.body.msg).toMatch(/head office has already decided/);
    expect(
      await decideMembership(h.database.db, rejected, { approve: false }, h.clock.now()),
    ).toBeNull();
  });

  it('pages the list', async () => {
    const { token } = await signedIn(h);
    for (const type of ['DC-APP', 'DC-ASP', 'DC-ADP'] as const) await apply(token, form({ type }));
    const second = await list(token, '?page=2&limit=10');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, limit: 10, list: [] });
    expect(second.body.msg).toBe('No data found');
    expect((await list(token, '?page=1&limit=10')).body.data?.list.map((a) => a.type)).toEqual([
      'DC-ADP',
      'DC-ASP',
      'DC-APP',
    ]);
    expectRefusal(await list(token, '?limit=7'));
    expectRefusal(await list(token, '?page=0'));
    expect((await list(token, '?page=99999999999')).body.data?.list).toEqual([]);
  });
});

describe('DCNet: bad input changes nothing', () => {
  const huge = 'x'.repeat(100_000);
  const bad: [string, unknown, RegExp][] = [
    ['no body', undefined, /./],
    ['missing type', { ...form(), type: undefined }, /Search in|Please/],
    ['an unknown tier', form({ type: 'DC-XYZ' as 'DC-APP' }), /offered values/],
    ['an empty product line', form({ product_line: ' ' }), /Product line/],
    ['a number as end-user type', { ...form(), end_user_type: 5 }, /Target end-user type/],
    ['a huge rival-brands text', form({ rival_brands: huge }), /at most 2000/],
    [
      'two purchase years',
      form({
        purchases: [
          { year: 2020, amount: 1 },
          { year: 2021, amount: 1 },
        ],
      }),
      /./,
    ],
    [
      'a repeated year',
      form({ purchases: [2020, 2020, 2021].map((year) => ({ year, amount: 1 })) }),
      /Purchase volumes|not filled in correctly/,
    ],
    [
      'a negative amount',
      form({ purchases: [2020, 2021, 2022].map((year) => ({ year, amount: -1 })) }),
      /Amount/,
    ],
    [
      'an amount beyond any purchase',
      form({ purchases: [2020, 2021, 2022].map((year) => ({ year, amount: 1e300 })) }),
      /Amount/,
    ],
    [
      'a sub-partner without company',
      form({ partners: [{ ...form().partners![0]!, company: '' }] }),
      /Company/,
    ],
    [
      'a sub-partner with a bad e-mail',
      form({ partners: [{ ...form().partners![0]!, email: 'nope' }] }),
      /e-?mail/i,
    ],
    [
      'too many sub-partners',
      form({ partners: Array.from({ length: 51 }, () => form().partners![0]!) }),
      /./,
    ],
  ];
  it.each(bad)('refuses %s', async (_name, body, msg) => {
    const { id, token } = await signedIn(h);
    const res = await apply(token, body);
    expectRefusal(res);
    expect(res.body.msg).toMatch(msg);
    const rows = await h.database.db
      .select()
      .from(dcnetApplications)
      .where(eq(dcnetApplications.userId, id));
    expect(rows).toEqual([]);
  });

  it('refuses a revoke of a missing, malformed or huge id', async () => {
    const { token } = await signedIn(h);
    for (const body of [
      {},
      { id: 'one' },
      { id: -1 },
      { id: 1.5 },
      { id: 2 ** 40 },
      { id: 999999 },
    ]) {
      const res = await h.post('/user/revoke', body, { token });
      expectRefusal(res);
    }
    expect((await h.post('/user/revoke', { id: 999999 }, { token })).body.msg).toBe(
      'Information not found',
    );
  });

  it('needs a valid token for every call', async () => {
    expect((await h.get('/user/dcnet')).body.code).toBe(90002);
    expect((await h.get('/user/dcnetinfo', { token: 'nope' })).body.code).toBe(90003);
    expect((await h.post('/user/postdcnet', form())).body.code).toBe(90002);
    expect((await h.post('/user/revoke', { id: 1 })).body.code).toBe(90002);
  });
});
