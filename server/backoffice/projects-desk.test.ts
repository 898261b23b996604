import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorkQueue } from '../../contract/backoffice';
import type { BackofficeProject, QueuedProject } from '../../contract/backoffice-projects';
import type { ProjectDetail } from '../../contract/projects';
import { projects, users } from '../db/schema/index';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';
import { registerProject } from '../projects/testing';
import { testDay, writtenDay } from '../testing-clock';
import { applyingProject, latestMailTo, sideEffects } from './testing-desks';
import { auditRows, staff } from './testing';

const h = useTestApp({ loginPerIp: { max: 10_000, windowSeconds: 900 } });

const desk = () => staff(h, ['project:approve']);

const partnerDetail = async (token: string, id: number) =>
  (await h.post<ProjectDetail>('/user/detailproject', { id }, { token })).body
    .data as ProjectDetail;

const deskDetail = async (token: string, id: number) =>
  (await h.get<BackofficeProject>(`/backoffice/projects/detail?id=${id}`, { token })).body.data;

async function speaks(userId: number, lang: string) {
  await h.database.db.update(users).set({ lang }).where(eq(users.id, userId));
}

describe('project registrations in the back office', () => {
  it('are listed with the partner while applying, and counted in the work queue', async () => {
    const { token } = await desk();
    const count = async () =>
      ((await h.get<WorkQueue>('/backoffice/queue', { token })).body.data as WorkQueue).projects ??
      -1;
    const before = await count();
    const { partner, id } = await applyingProject(h);
    expect(await count()).toBe(before + 1);
    const page = await h.get<Page<QueuedProject>>('/backoffice/projects?limit=50', { token });
    expect(page.body.data?.list.find((row) => row.id === id)).toMatchObject({
      status: 1,
      project_name: 'Campus network upgrade',
      partner: { id: partner.id },
    });
    expectRefusal(await h.get('/backoffice/projects?status=7', { token }));
  });

  it('are searched by the project, the partner’s company or e-mail, in the state asked for', async () => {
    const { token } = await desk();
    const mark = Date.now().toString(36);
    const company = `Quayside Networks ${mark}`;
    const partner = await signedIn(h, { partnerType: 'DC-DPP', dcnetId: 'DCN-DPP-7002', company });
    const [owner] = await h.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, partner.id));
    const username = owner?.username ?? '';
    const crane = await registerProject(h, partner.token, {
      project_name: `Crane telemetry ${mark}`,
    });
    const campus = await registerProject(h, partner.token, { project_name: 'Campus refit' });
    const found = async (query: string) =>
      (
        (await h.get<Page<QueuedProject>>(`/backoffice/projects?limit=50&${query}`, { token })).body
          .data?.list ?? []
      ).map((row) => row.id);
    expect(await found(`keyword=${encodeURIComponent(`TELEMETRY ${mark}`)}`)).toEqual([crane.id]);
    expect(await found(`keyword=${encodeURIComponent(company)}`)).toEqual([crane.id, campus.id]);
    expect(await found(`keyword=${encodeURIComponent(username)}`)).toEqual([crane.id, campus.id]);
    // Applying, they are not among the approved ones.
    expect(await found(`status=2&keyword=${encodeURIComponent(company)}`)).toEqual([]);
    expect(await found(`keyword=${encodeURIComponent(`nothing like ${mark}`)}`)).toEqual([]);
  });

  it('are approved with protection dates: audit row, Spanish e-mail, the partner’s history', async () => {
    const { token, id: staffId } = await desk();
    const { partner, id } = await applyingProject(h);
    await speaks(partner.id, 'spa');
    // Protection from ten days after the test's day, for a year: in force whatever day it runs.
    const [start, end] = [testDay(10), testDay(374)];
    const form = { id, start_date: start, end_date: end };
    const res = await h.post('/backoffice/projects/approve', form, { token });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'The project has been approved and the partner has been told by email.',
    });
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: 'project.approve',
      targetType: 'project',
      targetId: String(id),
      partnerId: partner.id,
      before: { status: 1, protect_start: null, protect_end: null },
      after: { status: 2, protect_start: start, protect_end: end },
    });
    const mail = await latestMailTo(h, partner.id);
    expect(mail?.subject).toBe('Su proyecto «Campus network upgrade» se ha aprobado');
    // The protection's days written out in Spanish, as the partner reads them.
    const written = (day: string) => writtenDay(day, 'es');
    expect(mail?.text).toContain(`del ${written(start)} al ${written(end)}`);
    expect(mail?.text).not.toContain(start);

    const seen = await partnerDetail(partner.token, id);
    expect(seen).toMatchObject({ status: 2, protect_start_time: start });
    expect(seen.history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['registered', 'partner'],
      ['approved', 'head_office'],
    ]);
    expect(seen.history[1]).toMatchObject({
      actor_name: 'Test User',
      text: `Approved the project, with protection from ${start} to ${end}`,
    });
    // No key of the audit trail reaches the partner (the notes may say "before" in words).
    expect(JSON.stringify(seen)).not.toMatch(/"(audit|actor_id|before|after)":/);
    const shown = await deskDetail(token, id);
    expect(shown?.audit).toMatchObject([{ action: 'project.approve', actor_id: staffId }]);
    expect(shown?.partner).toMatchObject({ id: partner.id, partner_type: 'DC-DPP' });
  });

  it('are rejected with a reason the partner reads in its history', async () => {
    const { token } = await desk();
    const { partner, id } = await applyingProject(h);
    const reason = 'Registered by another partner first.';
    const res = await h.post('/backoffice/projects/reject', { id, reason }, { token, lang: 'kor' });
    expect(res.body).toMatchObject({
      code: 1,
      msg: '프로젝트를 반려했으며 파트너에게 이메일로 알렸습니다.',
    });
    const seen = await partnerDetail(partner.token, id);
    expect(seen).toMatchObject({ status: 3, reject_reason: reason });
    expect(seen.history.at(-1)).toMatchObject({ action: 'rejected', note: reason });
    expect((await latestMailTo(h, partner.id))?.text).toContain(reason);
  });

  it('show the end of protection in the history once it has ended', async () => {
    const { token } = await desk();
    const { partner, id } = await applyingProject(h);
    // A period that ended a month before the test's day.
    const form = { id, start_date: testDay(-395), end_date: testDay(-31) };
    expect((await h.post('/backoffice/projects/approve', form, { token })).body.code).toBe(1);
    const seen = await partnerDetail(partner.token, id);
    expect(seen.status).toBe(4);
    expect(seen.history.at(-1)).toMatchObject({
      action: 'expired',
      actor: null,
      time: `${testDay(-30)} 00:00:00`,
      text: 'The protection period ended',
    });
    const expired = await h.get<Page<QueuedProject>>('/backoffice/projects?status=4&limit=50', {
      token,
    });
    expect(expired.body.data?.list.some((row) => row.id === id)).toBe(true);
  });

  it('are decided once; stale and bad input are refused in words and change nothing', async () => {
    const { token } = await desk();
    const { id } = await applyingProject(h);
    const decided = await applyingProject(h);
    await h.post('/backoffice/projects/reject', { id: decided.id, reason: 'No.' }, { token });
    const before = await sideEffects(h);
    const row = async (projectId: number) =>
      (await h.database.db.select().from(projects).where(eq(projects.id, projectId)))[0];
    const stored = await row(id);

    const again = await h.post(
      '/backoffice/projects/approve',
      { id: decided.id, start_date: '2026-12-01', end_date: '2027-11-30' },
      { token, lang: 'fra' },
    );
    expect(again.body).toEqual({
      code: 0,
      msg: 'Le siège a déjà pris sa décision sur ce projet.',
    });
    const bad = [
      ['/backoffice/projects/approve', { id, start_date: '2027-12-01', end_date: '2027-11-30' }],
      ['/backoffice/projects/approve', { id, start_date: '2026-02-30', end_date: '2027-11-30' }],
      ['/backoffice/projects/approve', { id, start_date: '2026-12-01' }],
      [
        '/backoffice/projects/approve',
        { id: 99_999_999_999, start_date: '2026-12-01', end_date: '2027-11-30' },
      ],
      ['/backoffice/projects/reject', { id, reason: '   ' }],
      ['/backoffice/projects/reject', { id, reason: 'x'.repeat(501) }],
      ['/backoffice/projects/reject', { id: 'one', reason: 'No.' }],
    ] as const;
    for (const [path, body] of bad) expectRefusal(await h.post(path, body, { token }));
    const dates = await h.post(
      '/backoffice/projects/approve',
      { id, start_date: '2026-12-01' },
      { token, lang: 'ara' },
    );
    expect(dates.body.msg).toContain('الحماية حتى');
    const missing = await h.post(
      '/backoffice/projects/reject',
      { id: 2_000_000_000, reason: 'No.' },
      { token },
    );
    expect(missing.body).toEqual({ code: 0, msg: 'Information not found' });
    expect(await sideEffects(h)).toEqual(before);
    expect(await row(id)).toEqual(stored);
  });
});
