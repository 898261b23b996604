import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rtl } from '../../i18n/bidi-testing';
import type { QueuedMembership, WorkQueue } from '../../contract/backoffice';
import type { DcnetInfo } from '../../contract/dcnet';
import type { RouteEntry, UserHome } from '../../contract/account';
import { dcnetApplications, outbox, partnerDistributors, users } from '../db/schema/index';
import { auditTrailOf } from './audit';
import {
  expectRefusal,
  logIn,
  createUser,
  signedIn,
  uniqueEmail,
  useTestApp,
  type Page,
} from '../testing';
import { testDay, writtenDay } from '../testing-clock';
import { auditRows, latestMailTo, partner, pendingApplication, staff } from './testing';
import { tierPartner } from './testing-desks';

const h = useTestApp();

const desk = () => staff(h, ['dcnet:approve']);

const application = async (id: number) =>
  (await h.database.db.select().from(dcnetApplications).where(eq(dcnetApplications.id, id)))[0];

describe('DCNet applications in the back office', () => {
  it('lists pending applications with the partner, and counts them in the work queue', async () => {
    const { token } = await desk();
    const queue = async () => (await h.get<WorkQueue>('/backoffice/queue', { token })).body.data;
    const before = (await queue())?.memberships ?? 0;
    const applicant = await partner(h);
    const id = await pendingApplication(h, applicant.id, 'DC-ASP');
    expect((await queue())?.memberships).toBe(before + 1);

    const page = await h.get<Page<QueuedMembership>>('/backoffice/dcnet?limit=50', { token });
    const row = page.body.data?.list.find((item) => item.id === id);
    expect(row).toMatchObject({
      type: 'DC-ASP',
      status: 0,
      applicant: { id: applicant.id, partner_type: 'DC-DPP' },
    });
    expect(row?.applicant.username).toMatch(/@example\.org$/);
  });

  it('approves with a level: membership, DCNet ID, audit row and a French e-mail', async () => {
    const { token, id: staffId } = await desk();
    const applicant = await partner(h, 'fra');
    const id = await pendingApplication(h, applicant.id);
    const [start, end] = [testDay(10), testDay(374)];
    const form = { id, level: 'gold', start_date: start, end_date: end };
    const res = await h.post('/backoffice/dcnet/approve', form, { token });
    expect(res.body).toMatchObject({ code: 1 });

    expect(await application(id)).toMatchObject({
      status: 1,
      level: 'gold',
      startDate: start,
      endDate: end,
    });
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'dcnet.approve',
      targetType: 'dcnet_application',
      targetId: String(id),
      partnerId: applicant.id,
      before: { status: 0, level: null, start_date: null, end_date: null },
      after: { status: 1, level: 'gold', start_date: start, end_date: end },
    });
    // The application's own trail, as its detail will show it.
    const trail = await auditTrailOf(h.database.db, { type: 'dcnet_application', id });
    expect(trail.map((row) => row.action)).toEqual(['dcnet.approve']);
    const mail = await latestMailTo(h, applicant.id);
    expect(mail?.subject).toBe('Votre adhésion DC-APP a été approuvée');
    expect(mail?.text).toContain('au niveau Or');
    // The validity's days written out in French, as the partner reads them.
    const written = (day: string) => writtenDay(day, 'fr');
    expect(mail?.text).toContain(`du ${written(start)} au ${written(end)}`);
    expect(mail?.text).not.toContain(start);

    const info = await h.get<DcnetInfo>('/user/dcnetinfo', { token: applicant.token });
    expect(info.body.data?.dcnet_id).toMatch(/^DCN-APP-\d+$/);
  });

  it('makes the applicant a partner of the tier approved, from none or from another tier', async () => {
    const { token } = await desk();
    const [start, end] = [testDay(0), testDay(365)];
    const approve = (id: number) =>
      h.post(
        '/backoffice/dcnet/approve',
        { id, level: 'silver', start_date: start, end_date: end },
        {
          token,
        },
      );
    const newcomer = await signedIn(h);
    const routes = async () =>
      (
        await h.get<RouteEntry[]>('/getRouters', { token: newcomer.token })
      ).body.data?.[0]?.children?.map((route) => route.path);
    expect(await routes()).not.toContain('project');
    const id = await pendingApplication(h, newcomer.id, 'DC-DPP');
    expect((await approve(id)).body).toMatchObject({ code: 1 });

    const home = await h.get<UserHome>('/user/home', { token: newcomer.token });
    expect(home.body.data?.userinfo).toMatchObject({
      partner_type: 'DC-DPP',
      roles: ['partner', 'DC-DPP'],
      permissions: ['project:register'],
    });
    // Its screens follow on the session it already has: projects, and the project forms only.
    expect(await routes()).toEqual(expect.arrayContaining(['project', 'partner/project']));
    expect(await routes()).not.toContain('partner/distribution');
    expect((await latestMailTo(h, newcomer.id))?.text).toContain(
      'Your account is now a DC-DPP account.',
    );
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      action: 'dcnet.approve',
      before: { partner_type: null },
      after: { partner_type: 'DC-DPP' },
    });

    // An APP (a DPP head office migrated) approved as DPP registers projects again, and no
    // longer buys through the master distributor head office chose for it as an APP.
    const app = await tierPartner(h, 'DC-APP');
    const ddp = await tierPartner(h, 'DC-DDP');
    await h.database.db
      .insert(partnerDistributors)
      .values({ partnerId: app.id, distributorId: ddp.id, chosenAt: h.clock.now() });
    expect((await approve(await pendingApplication(h, app.id, 'DC-DPP'))).body.code).toBe(1);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, app.id));
    expect(row).toMatchObject({
      partnerType: 'DC-DPP',
      roles: ['partner', 'DC-DPP'],
      permissions: ['project:register'],
    });
    const distributors = h.database.db.select().from(partnerDistributors);
    expect(await distributors.where(eq(partnerDistributors.partnerId, app.id))).toEqual([]);
    const [moved] = await auditRows(h);
    expect(moved).toMatchObject({
      before: { partner_type: 'DC-APP' },
      after: { partner_type: 'DC-DPP' },
    });

    // The same tier again (a renewal) leaves the account as it is.
    expect((await approve(await pendingApplication(h, app.id, 'DC-DPP'))).body.code).toBe(1);
    expect((await latestMailTo(h, app.id))?.text).not.toContain('Your account is now');
    const [renewed] = await auditRows(h);
    expect(renewed?.before).not.toHaveProperty('partner_type');
    expect(renewed?.after).not.toHaveProperty('partner_type');
  });

  it('rejects with a reason the partner is told, in Arabic', async () => {
    const { token } = await desk();
    const applicant = await partner(h, 'ara');
    const id = await pendingApplication(h, applicant.id);
    const reason = 'Purchase volumes are below the tier minimum.';
    const res = await h.post('/backoffice/dcnet/reject', { id, reason }, { token, lang: 'ara' });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'رُفض الطلب وأُبلغ الشريك بالبريد الإلكتروني.',
    });
    expect((await application(id))?.status).toBe(2);
    const mail = await latestMailTo(h, applicant.id);
    expect(mail?.subject).toBe(rtl`لم تتم الموافقة على طلبك للانضمام إلى ${'DC-APP'}`);
    expect(mail?.text).toContain(reason);
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({ action: 'dcnet.reject', after: { status: 2, reason } });
  });

  it('e-mails in the language of the last login', async () => {
    const username = uniqueEmail('partner');
    const userId = await createUser(h, username, 'Correct-Horse-7');
    const login = await h.post<{ token: string }>(
      '/v2/user/login',
      { username, password: 'Correct-Horse-7', logIp: 0 },
      { lang: 'kor' },
    );
    expect(login.body.code).toBe(1);
    const id = await pendingApplication(h, userId);
    const { token } = await desk();
    await h.post('/backoffice/dcnet/reject', { id, reason: '서류 부족' }, { token });
    expect((await latestMailTo(h, userId))?.subject).toBe('DC-APP 신청이 승인되지 않았습니다');
  });

  it('decides only pending applications, and refuses bad input without changing anything', async () => {
    const { token } = await desk();
    const applicant = await partner(h);
    const id = await pendingApplication(h, applicant.id);
    const audit = (await auditRows(h)).length;
    const mails = (await h.database.db.select().from(outbox)).length;
    const bad = [
      { id, level: 'platinum', start_date: '2026-12-01', end_date: '2027-11-30' },
      { id, level: 'gold', start_date: '2027-12-01', end_date: '2027-11-30' },
      { id, level: 'gold', start_date: '2026-02-31', end_date: '2027-11-30' },
      { id, level: 'gold', start_date: '2026-12-01' },
      { id: -1, level: 'gold', start_date: '2026-12-01', end_date: '2027-11-30' },
      { id: 99_999_999_999, level: 'gold', start_date: '2026-12-01', end_date: '2027-11-30' },
      'approve',
    ];
    for (const body of bad)
      expectRefusal(await h.post('/backoffice/dcnet/approve', body, { token }));
    for (const body of [{ id }, { id, reason: '   ' }, { id, reason: 'x'.repeat(501) }]) {
      expectRefusal(await h.post('/backoffice/dcnet/reject', body, { token }));
    }
    expect((await application(id))?.status).toBe(0);
    // Refusals name the field as the form does, in the caller's language.
    const level = await h.post('/backoffice/dcnet/approve', bad[0], { token, lang: 'fra' });
    expect(level.body.msg).toContain('Niveau');
    const reasonless = await h.post('/backoffice/dcnet/reject', { id, reason: ' ' }, { token });
    expect(reasonless.body.msg).toContain('Reason');

    const missing = await h.post(
      '/backoffice/dcnet/reject',
      { id: 2_000_000_000, reason: 'x' },
      { token },
    );
    expectRefusal(missing);
    expect(missing.body.msg).toBe('Information not found');

    await h.post('/backoffice/dcnet/reject', { id, reason: 'No.' }, { token });
    const again = await h.post(
      '/backoffice/dcnet/approve',
      { id, level: 'gold', start_date: '2026-12-01', end_date: '2027-11-30' },
      { token, lang: 'fra' },
    );
    expectRefusal(again);
    expect(again.body.msg).toBe('Cette demande a déjà été traitée ou retirée.');
    expect((await application(id))?.status).toBe(2);
    // The one rejection: one audit row and one e-mail.
    expect(await auditRows(h)).toHaveLength(audit + 1);
    expect(await h.database.db.select().from(outbox)).toHaveLength(mails + 1);
  });

  it('lists decided applications when a status is asked for, and refuses a status that is none', async () => {
    const { token } = await desk();
    const res = await h.get<Page<QueuedMembership>>('/backoffice/dcnet?status=2&limit=50', {
      token,
    });
    expect(res.body.code).toBe(1);
    for (const row of res.body.data?.list ?? []) expect(row.status).toBe(2);
    expectRefusal(await h.get('/backoffice/dcnet?status=9', { token }));
    expectRefusal(await h.get('/backoffice/dcnet?limit=7', { token }));
  });
});

describe('the language of the last login', () => {
  it('is kept on the account', async () => {
    const username = uniqueEmail('partner');
    const userId = await createUser(h, username, 'Correct-Horse-7');
    await logIn(h, username, 'Correct-Horse-7');
    const read = async () =>
      (await h.database.db.select().from(users).where(eq(users.id, userId)))[0]?.lang;
    expect(await read()).toBe('en');
    await h.post(
      '/v2/user/login',
      { username, password: 'Correct-Horse-7', logIp: 0 },
      { lang: 'vie' },
    );
    expect(await read()).toBe('vie');
  });
});
