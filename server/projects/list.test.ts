import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectOption, ProjectSummary } from '../../contract/projects';
import type { QuotationOption } from '../../contract/quotations';
import { approveProject, rejectProject } from './decisions';
import { expectRefusal, useTestApp, type Page } from '../testing';
import { addEndUser, directProjectPartner, registerProject } from './testing';

const h = useTestApp();
/** The rejection was decided the day before, at 16:30 by the default test clock. */
const DECIDED_BEFORE_S = 16.5 * 3600;

const list = async (token: string, query = '', lang?: string) =>
  (
    await h.get<Page<ProjectSummary>>(`/user/project${query}`, {
      token,
      ...(lang ? { lang } : {}),
    })
  ).body;

const detail = async (token: string, id: number, lang?: string) =>
  (await h.post<ProjectDetail>('/user/detailproject', { id }, { token, ...(lang ? { lang } : {}) }))
    .body;

/** A partner with four projects: applying, approved and protected, rejected, expired. */
async function partnerWithEveryState() {
  const { token } = await directProjectPartner(h);
  const db = h.database.db;
  const applying = await registerProject(h, token, { project_name: 'Hospital wing' });
  const approved = await registerProject(h, token, { project_name: 'City hall Wi-Fi' });
  const rejected = await registerProject(h, token, { project_name: 'Port logistics' });
  const expired = await registerProject(h, token, { project_name: 'Old campus' });
  // Protection that ends today still applies; one that ended yesterday has expired.
  await approveProject(
    db,
    approved.id,
    {
      start: h.clock.day(-173),
      end: h.clock.day(),
      by: 'Wang Fang',
    },
    h.clock.now(),
  );
  await rejectProject(
    db,
    rejected.id,
    'Registered by another partner first.',
    'Wang Fang',
    new Date(h.clock.now().getTime() - DECIDED_BEFORE_S * 1000),
  );
  await approveProject(
    db,
    expired.id,
    { start: h.clock.day(-365), end: h.clock.day(-1), by: 'Wang Fang' },
    h.clock.now(),
  );
  return { token, applying, approved, rejected, expired };
}

describe('the project list and detail', () => {
  it('show each state, with protection only after approval and expiry read from the end date', async () => {
    const { token, applying, approved, rejected, expired } = await partnerWithEveryState();
    const page = (await list(token)).data!;
    expect(page.total).toBe(4);
    expect(page.list.map((p) => [p.id, p.status, p.status_text])).toEqual([
      [expired.id, 4, 'Protection expired'],
      [rejected.id, 3, 'Rejected'],
      [approved.id, 2, 'Approved'],
      [applying.id, 1, 'Applying'],
    ]);
    expect(page.list[0]).toMatchObject({
      project_name: 'Old campus',
      end_company_name: 'Ayuntamiento de Málaga',
      is_protect: 1,
      dcnet_id: 'DCN-DPP-7001',
      membership_type: 'DC-DPP',
    });
    expect((await detail(token, applying.id)).data).toMatchObject({
      protect_start_time: null,
      protect_end_time: null,
      reject_reason: null,
      decide_time: null,
    });
    expect((await detail(token, approved.id)).data?.decide_time).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect((await detail(token, approved.id)).data).toMatchObject({
      status: 2,
      protect_start_time: h.clock.day(-173),
      protect_end_time: h.clock.day(),
    });
    expect((await detail(token, rejected.id)).data).toMatchObject({
      status: 3,
      status_text: 'Rejected',
      reject_reason: 'Registered by another partner first.',
      decide_time: h.clock.stamp(-DECIDED_BEFORE_S),
      protect_start_time: null,
    });
    expect((await detail(token, expired.id, 'vie')).data).toMatchObject({
      status: 4,
      status_text: 'Hết hạn bảo hộ',
      protect_end_time: h.clock.day(-1),
    });
    const arabic = (await list(token, '', 'ara')).data!.list.map((p) => p.status_text);
    expect(arabic).toEqual(['انتهت الحماية', 'مرفوض', 'مقبول', 'قيد الطلب']);
  });

  it('filter by state (expired included), keyword on name or end user, and creation day', async () => {
    const { token, approved, expired } = await partnerWithEveryState();
    const ids = async (query: string) => (await list(token, query)).data!.list.map((p) => p.id);
    expect(await ids('?status=2')).toEqual([approved.id]);
    expect(await ids('?status=4')).toEqual([expired.id]);
    expect(await ids('?keyword=wi-fi')).toEqual([approved.id]);
    expect(await ids('?keyword=m%C3%A1laga')).toHaveLength(4);
    expect(await ids('?keyword=100%25')).toEqual([]);
    const today = h.clock.day();
    expect(await ids(`?create_time[begin]=${today}&create_time[end]=${today}`)).toHaveLength(4);
    expect(await ids(`?create_time[end]=${h.clock.day(-1)}`)).toEqual([]);
    const none = await list(token, '?status=3&keyword=campus');
    expect(none).toMatchObject({ code: 1, msg: 'No data found', data: { list: [], total: 0 } });
    // A state past what the column holds finds nothing, and is no fault.
    expect(await ids('?status=99999999999')).toEqual([]);
  });

  it('pages newest first', async () => {
    const { token } = await directProjectPartner(h);
    const made = [];
    for (let i = 0; i < 11; i += 1) made.push((await registerProject(h, token)).id);
    const first = (await list(token, '?page=1&limit=10')).data!;
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect(first.list.map((p) => p.id)).toEqual(made.slice(1).reverse());
    const second = (await list(token, '?page=2&limit=10')).data!;
    expect(second.list.map((p) => p.id)).toEqual([made[0]]);
    expect((await list(token, '?page=3&limit=10')).data).toMatchObject({ list: [], total: 11 });
    const far = await list(token, '?page=999999999&limit=50');
    expect(far).toMatchObject({ code: 1, data: { list: [] } });
  });

  it('refuse bad filters and ids without a 5xx', async () => {
    const { token } = await directProjectPartner(h);
    for (const query of [
      'page=0',
      'limit=7',
      'status=x',
      'status=1.5',
      'create_time[begin]=2026-13-45',
      'create_time[end]=2026-02-30',
      'create_time[begin]=0000-01-01',
      'keyword=a&keyword=b',
    ]) {
      expectRefusal(await h.get(`/user/project?${query}`, { token }));
    }
    const status = await h.get('/user/project?status=x', { token, lang: 'pt' });
    expect(status.body.msg).toBe('O campo «Situação» não está preenchido corretamente.');
    for (const body of [{ id: 2_000_000_000 }, { id: 9_007_199_254_740_991 }, { id: -1 }, {}]) {
      expectRefusal(await h.post('/user/detailproject', body, { token }));
    }
    expect((await h.post('/user/detailproject', { id: 2_000_000_000 }, { token })).body).toEqual({
      code: 0,
      msg: 'Information not found',
    });
    expect((await h.get('/user/project')).body.code).toBe(90002);
  });
});

describe('the project select and the home counts', () => {
  it("offer the caller's projects newest first and count them", async () => {
    const { token } = await directProjectPartner(h);
    const empty = await h.get<ProjectOption[]>('/user/getuserprojects', { token });
    expect(empty.body).toEqual({ code: 1, msg: 'No data found', data: [] });
    const first = await registerProject(h, token, { project_name: 'First' });
    const second = await registerProject(h, token, { project_name: 'Second' });
    await addEndUser(h, token);
    const options = await h.get<ProjectOption[]>('/user/getuserprojects', { token });
    expect(options.body.data).toEqual([
      { id: second.id, project_name: 'Second' },
      { id: first.id, project_name: 'First' },
    ]);
    const home = await h.get<{ stats: { projects: number } }>('/user/home', { token });
    expect(home.body.data?.stats.projects).toBe(2);
    // A registered quotation is no longer offered to new projects.
    const free = await h.get<QuotationOption[]>('/user/getquotation?unlinked=1', { token });
    expect(free.body.data ?? []).toEqual([]);
  });
});
