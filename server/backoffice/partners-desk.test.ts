import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectPartner } from '../../contract/backoffice-projects';
import type { DcnetInfo } from '../../contract/dcnet';
import type { RouteEntry, UserHome } from '../../contract/account';
import { dcnetApplications, users } from '../db/schema/index';
import { expectRefusal, useTestApp, type Page } from '../testing';
import { latestMailTo, sideEffects, tierPartner } from './testing-desks';
import { projectForm, projectParts } from '../projects/testing';
import { auditRows, pendingApplication, staff } from './testing';

const h = useTestApp({ loginPerIp: { max: 10_000, windowSeconds: 900 } });

const desk = () => staff(h, ['project:approve']);

const account = async (id: number) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('project partners in the back office', () => {
  it('are listed by tier and text, with their master distributor', async () => {
    const { token } = await desk();
    const app = await tierPartner(h, 'DC-APP', 'Kestrel Integration Ltd');
    const ddp = await tierPartner(h, 'DC-DDP', 'Northwind Distribution');
    await h.post(
      '/backoffice/partners/distributor',
      { id: app.id, distributor_id: ddp.id },
      { token },
    );
    const page = await h.get<Page<ProjectPartner>>(
      '/backoffice/partners?tier=DC-APP&keyword=kestrel',
      { token },
    );
    expect(page.body.data?.list).toEqual([
      expect.objectContaining({
        id: app.id,
        company: 'Kestrel Integration Ltd',
        partner_type: 'DC-APP',
        master_distributor: { id: ddp.id, company: 'Northwind Distribution' },
      }),
    ]);
    const distributors = await h.get<Page<ProjectPartner>>(
      '/backoffice/partners?tier=DC-DDP&limit=50',
      {
        token,
      },
    );
    expect(distributors.body.data?.list.every((row) => row.partner_type === 'DC-DDP')).toBe(true);
    expectRefusal(await h.get('/backoffice/partners?tier=DC-XYZ', { token }));
  });

  it('are found by any part of their company, e-mail address or name, each a search of its own', async () => {
    const { token } = await desk();
    const partner = await tierPartner(h, 'DC-APP', 'Osprey Cabling plc');
    await h.database.db
      .update(users)
      .set({ username: `osprey.${partner.id}@example.com`, realname: 'Marisol Quintero' })
      .where(eq(users.id, partner.id));
    const ids = async (keyword: string) =>
      (
        await h.get<Page<ProjectPartner>>(
          `/backoffice/partners?limit=50&keyword=${encodeURIComponent(keyword)}`,
          { token },
        )
      ).body.data?.list.map((row) => row.id);
    expect(await ids('OSPREY cab')).toEqual([partner.id]);
    expect(await ids(`osprey.${partner.id}@`)).toEqual([partner.id]);
    expect(await ids('isol quin')).toEqual([partner.id]);
    expect(await ids(`Osprey Cabling plc ${partner.id}`)).toEqual([]);
  });

  it("count a search's matches on each of its pages, and on a page past the last", async () => {
    const { token } = await desk();
    const made: number[] = [];
    for (let n = 10; n <= 20; n += 1) {
      made.push((await tierPartner(h, 'DC-APP', `Bittern Fibre ${n}`)).id);
    }
    const page = async (n: number) =>
      (
        await h.get<Page<ProjectPartner>>(
          `/backoffice/partners?page=${n}&limit=10&keyword=bittern`,
          {
            token,
          },
        )
      ).body.data;
    const first = await page(1);
    expect(first?.total).toBe(11);
    expect(first?.list.map((row) => row.id)).toEqual(made.slice(0, 10));
    expect(await page(2)).toMatchObject({ total: 11, list: [{ id: made[10] }] });
    expect(await page(3)).toMatchObject({ total: 11, list: [] });
    const none = await h.get<Page<ProjectPartner>>('/backoffice/partners?keyword=bittern+heron', {
      token,
    });
    expect(none.body).toMatchObject({ msg: 'No data found', data: { total: 0, list: [] } });
  });

  it('migrates a DPP to APP: tier, role, current membership, audit row and e-mail', async () => {
    const { token, id: staffId } = await desk();
    const dpp = await tierPartner(h, 'DC-DPP');
    await h.database.db.update(users).set({ lang: 'vie' }).where(eq(users.id, dpp.id));
    const membership = await pendingApplication(h, dpp.id, 'DC-DPP');
    await h.database.db
      .update(dcnetApplications)
      .set({ status: 1, level: 'gold', startDate: h.clock.day(-30), endDate: h.clock.day(400) })
      .where(eq(dcnetApplications.id, membership));

    const res = await h.post<ProjectPartner>(
      '/backoffice/partners/migrate',
      { id: dpp.id },
      { token },
    );
    expect(res.body).toMatchObject({ code: 1, data: { id: dpp.id, partner_type: 'DC-APP' } });
    expect(await account(dpp.id)).toMatchObject({
      partnerType: 'DC-APP',
      roles: ['partner', 'DC-APP'],
      permissions: [],
    });
    const info = await h.get<DcnetInfo>('/user/dcnetinfo', { token: dpp.token });
    expect(info.body.data).toMatchObject({ partner_type: 'DC-APP', level: 'gold' });
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'partner.migrate',
      targetType: 'partner',
      partnerId: dpp.id,
      before: {
        partner_type: 'DC-DPP',
        permissions: ['project:register'],
        memberships: [membership],
      },
      after: { partner_type: 'DC-APP', permissions: [] },
    });
    expect((await latestMailTo(h, dpp.id))?.subject).toBe(
      'Bạn hiện là đối tác dự án ủy quyền (APP)',
    );
    // An APP no longer registers projects itself, and is no longer offered to: it keeps the
    // project screens, to read the projects it registered.
    const parts = await projectParts(h, dpp.token);
    const refused = await h.post('/user/postproject', projectForm(parts), { token: dpp.token });
    expect(refused.body.code).toBe(0);
    const home = await h.get<UserHome>('/user/home', { token: dpp.token });
    expect(home.body.data?.userinfo.permissions).not.toContain('project:register');
    const routes = await h.get<RouteEntry[]>('/getRouters', { token: dpp.token });
    expect(routes.body.data?.[0]?.children?.map((route) => route.path)).toContain('project');
  });

  it('chooses a DDP as an APP’s master distributor, once per choice', async () => {
    const { token } = await desk();
    const app = await tierPartner(h, 'DC-APP');
    const ddp = await tierPartner(h, 'DC-DDP', 'Harbour Distribution');
    const form = { id: app.id, distributor_id: ddp.id };
    const res = await h.post<ProjectPartner>('/backoffice/partners/distributor', form, {
      token,
      lang: 'ru',
    });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'Главный дистрибьютор выбран, партнёру отправлено письмо.',
      data: { master_distributor: { id: ddp.id, company: 'Harbour Distribution' } },
    });
    expect((await latestMailTo(h, app.id))?.text).toContain('Harbour Distribution');
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      action: 'partner.distributor',
      before: { master_distributor: null },
      after: { master_distributor: { id: ddp.id } },
    });
    const before = await sideEffects(h);
    expect((await h.post('/backoffice/partners/distributor', form, { token })).body.code).toBe(1);
    expect(await sideEffects(h)).toEqual(before);
  });

  it('refuses what head office cannot decide, in words, and changes nothing', async () => {
    const { token } = await desk();
    const dpp = await tierPartner(h, 'DC-DPP');
    const app = await tierPartner(h, 'DC-APP');
    const asp = await tierPartner(h, 'DC-ASP');
    const ddp = await tierPartner(h, 'DC-DDP');
    const before = await sideEffects(h);
    const cases = [
      [
        '/backoffice/partners/migrate',
        { id: app.id },
        'Only a Direct Project Partner (DPP) can be migrated to APP.',
      ],
      [
        '/backoffice/partners/migrate',
        { id: asp.id },
        'Only a Direct Project Partner (DPP) can be migrated to APP.',
      ],
      ['/backoffice/partners/migrate', { id: 2_000_000_000 }, 'Information not found'],
      ['/backoffice/partners/migrate', { id: 99_999_999_999 }, 'Information not found'],
      [
        '/backoffice/partners/distributor',
        { id: dpp.id, distributor_id: ddp.id },
        'A master distributor can only be chosen for an Authorized Project Partner (APP).',
      ],
      [
        '/backoffice/partners/distributor',
        { id: app.id, distributor_id: asp.id },
        'Please choose a Direct Distribution Partner (DDP) as the master distributor.',
      ],
      [
        '/backoffice/partners/distributor',
        { id: app.id, distributor_id: 2_000_000_000 },
        'Please choose a Direct Distribution Partner (DDP) as the master distributor.',
      ],
      ['/backoffice/partners/distributor', { id: app.id }, 'Please fill in “Master distributor”.'],
    ] as const;
    for (const [path, body, msg] of cases) {
      const res = await h.post(path, body, { token });
      expectRefusal(res);
      expect(res.body.msg, path).toBe(msg);
    }
    const ara = await h.post('/backoffice/partners/migrate', { id: 'x' }, { token, lang: 'ara' });
    expect(ara.body.msg).toContain('الشريك');
    expect(await sideEffects(h)).toEqual(before);
    expect((await account(dpp.id))?.partnerType).toBe('DC-DPP');
    expect((await account(app.id))?.partnerType).toBe('DC-APP');
  });
});
