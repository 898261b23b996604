import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Draft, DraftSummary } from '../../contract/drafts';
import { drafts } from '../db/schema/index';
import { DRAFT_GRACE_DAYS, DRAFT_VALID_DAYS, MAX_DRAFTS_PER_USER } from './drafts';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';

const h = useTestApp();
const DAY = 24 * 60 * 60;

const projectForm = { project_name: 'Campus network', end_company: 12, is_tender: 1 };

async function save(token: string, body: Record<string, unknown>) {
  return h.post<{ id: number; validity_time: string }>('/v2/user/saveDraftBoxData', body, {
    token,
  });
}

const list = async (token: string, query = '') =>
  (await h.get<Page<DraftSummary>>(`/v2/user/getMyDraftBoxLists${query}`, { token })).body;
const detail = async (token: string, id: number | string) =>
  (await h.get<Draft>(`/v2/user/getDraftBoxDetail?id=${id}`, { token })).body;

/**
 * Makes a draft `days` older, as if it had been saved that much earlier (moving the clock
 * instead would end the session of the test's user).
 */
async function age(id: number, days: number) {
  const shift = sql`interval '1 day' * ${days}`;
  await h.database.db
    .update(drafts)
    .set({
      createdAt: sql`${drafts.createdAt} - ${shift}`,
      updatedAt: sql`${drafts.updatedAt} - ${shift}`,
      validUntil: sql`${drafts.validUntil} - ${shift}`,
    })
    .where(eq(drafts.id, id));
}

/**
 * Days from one moment to another as the backend writes them (`YYYY-MM-DD HH:mm:ss`, in the
 * database's time zone, whichever that is).
 */
function daysBetween(from: string, to: string): number {
  const ms = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
  return (ms(to) - ms(from)) / (DAY * 1000);
}

describe('saving drafts', () => {
  it('saves a project draft as given and answers its validity time', async () => {
    const { token } = await signedIn(h);
    const res = await save(token, { type: 'project', title: 'Campus', content: projectForm });
    expect(res.body).toMatchObject({ code: 1, msg: 'Saved to the drafts box.' });
    const draft = await detail(token, res.body.data!.id);
    expect(draft).toMatchObject({
      code: 1,
      data: { type: 'project', title: 'Campus', content: projectForm, expired: false },
    });
    expect(draft.data?.validity_time).toBe(res.body.data?.validity_time);
    expect(daysBetween(draft.data!.update_time, res.body.data!.validity_time)).toBe(
      DRAFT_VALID_DAYS,
    );
  });

  it('overwrites a draft of the same type and renews its validity', async () => {
    const { token } = await signedIn(h);
    const first = await save(token, { type: 'quotation', content: { items: [] } });
    const id = first.body.data!.id;
    await age(id, 1);
    const aged = (await detail(token, id)).data!.validity_time;
    const again = await save(token, {
      id,
      type: 'quotation',
      content: { items: [{ goods_id: 3 }] },
    });
    expect(again.body).toMatchObject({ code: 1, data: { id } });
    // Saved a day after the first time, so valid a day longer.
    expect(daysBetween(aged, again.body.data!.validity_time)).toBe(1);
    expect((await detail(token, id)).data?.content).toEqual({ items: [{ goods_id: 3 }] });
    expect((await list(token)).data?.total).toBe(1);
  });

  it('refuses to overwrite a draft with a form of the other type', async () => {
    const { token } = await signedIn(h);
    const { body } = await save(token, { type: 'project', content: projectForm });
    const res = await save(token, { id: body.data!.id, type: 'quotation', content: {} });
    expectRefusal(res);
    expect(res.body.msg).toBe(
      'This draft holds another kind of form. Please save it as a new draft.',
    );
    expect((await detail(token, body.data!.id)).data?.type).toBe('project');
  });

  it('refuses malformed drafts, huge ones and ids that name no draft', async () => {
    const { token } = await signedIn(h);
    const bad: Record<string, unknown>[] = [
      { content: {} },
      { type: 'order', content: {} },
      { type: 'project' },
      { type: 'project', content: [] },
      { type: 'project', content: 'text' },
      { type: 'project', title: 5, content: {} },
      { type: 'project', title: 't'.repeat(201), content: {} },
      { type: 'project', id: 'x', content: {} },
      { type: 'project', id: 0, content: {} },
    ];
    for (const body of bad) expectRefusal(await save(token, body));
    const huge = await save(token, { type: 'project', content: { notes: 'n'.repeat(150_000) } });
    expectRefusal(huge);
    expect(huge.body.msg).toBe('The draft is too large to be saved (at most 100 kB).');
    // Content the database could not store as JSON.
    const deep = `${'['.repeat(200_000)}1${']'.repeat(200_000)}`;
    const tooDeep = await h.call('POST', '/v2/user/saveDraftBoxData', {
      token,
      raw: { type: 'application/json', payload: `{"type":"project","content":{"a":${deep}}}` },
    });
    expectRefusal(tooDeep);
    const nulName = await h.call('POST', '/v2/user/saveDraftBoxData', {
      token,
      raw: { type: 'application/json', payload: '{"type":"project","content":{"a\\u0000b":1}}' },
    });
    expectRefusal(nulName);
    expect(nulName.body.msg).toMatch(/character that cannot be saved/);
    for (const id of [999_999, 2 ** 40]) {
      const res = await save(token, { id, type: 'project', content: {} });
      expectRefusal(res);
      expect(res.body.msg).toBe('Information not found');
    }
    expect((await list(token)).data?.total).toBe(0);
  });

  it('keeps at most the set number of drafts per user', async () => {
    const { id: userId, token } = await signedIn(h);
    const now = h.clock.now();
    const until = new Date(now.getTime() + DRAFT_VALID_DAYS * DAY * 1000);
    await h.database.db.insert(drafts).values(
      Array.from({ length: MAX_DRAFTS_PER_USER }, () => ({
        userId,
        type: 'project' as const,
        content: {},
        createdAt: now,
        updatedAt: now,
        validUntil: until,
      })),
    );
    const res = await save(token, { type: 'project', content: {} });
    expectRefusal(res);
    expect(res.body.msg).toMatch(/full \(100 drafts\)/);
  });
});

describe('the drafts box', () => {
  it('lists drafts newest first with type, times and validity, by type and by page', async () => {
    const { token } = await signedIn(h);
    for (let i = 1; i <= 11; i += 1) {
      await save(token, {
        type: i % 2 ? 'project' : 'quotation',
        title: `Draft ${i}`,
        content: {},
      });
      h.clock.advance(1);
    }
    const page = await list(token, '?limit=10&page=2');
    expect(page.data).toMatchObject({ total: 11, page: 2, limit: 10 });
    expect(page.data?.list).toHaveLength(1);
    expect(page.data?.list[0]).toMatchObject({ title: 'Draft 1', type: 'project', expired: false });
    expect(Object.keys(page.data!.list[0]!).sort()).toEqual(
      ['create_time', 'expired', 'id', 'title', 'type', 'update_time', 'validity_time'].sort(),
    );
    const quotations = await list(token, '?type=quotation');
    expect(quotations.data?.total).toBe(5);
    expect(quotations.data?.list[0]?.title).toBe('Draft 10');
  });

  it('refuses malformed filters and ids', async () => {
    const { token } = await signedIn(h);
    for (const query of ['?type=order', '?limit=15', '?page=x']) {
      expectRefusal(await h.get(`/v2/user/getMyDraftBoxLists${query}`, { token }));
    }
    for (const id of ['', 'abc', '0', '-1', '1.5', '1&id=2']) {
      expectRefusal(await h.get(`/v2/user/getDraftBoxDetail?id=${id}`, { token }));
    }
    for (const id of ['999999', String(2 ** 40)]) {
      const res = await h.get(`/v2/user/getDraftBoxDetail?id=${id}`, { token });
      expectRefusal(res);
      expect(res.body.msg).toBe('Information not found');
    }
  });

  it('needs a token', async () => {
    expect((await h.get('/v2/user/getMyDraftBoxLists')).body.code).toBe(90002);
    expect((await h.get('/v2/user/getDraftBoxDetail?id=1')).body.code).toBe(90002);
    expect((await save('', { type: 'project', content: {} })).body.code).toBe(90002);
  });

  it('marks a draft expired after its validity, then removes it after the grace period', async () => {
    const { token } = await signedIn(h);
    const { body } = await save(token, { type: 'project', content: projectForm });
    const id = body.data!.id;
    const home = async () =>
      (await h.get<{ stats: { drafts: number } }>('/user/home', { token })).body.data?.stats;
    expect(await home()).toMatchObject({ drafts: 1 });
    await age(id, DRAFT_VALID_DAYS + 1);
    expect((await list(token)).data?.list[0]).toMatchObject({ id, expired: true });
    expect((await detail(token, id)).data).toMatchObject({ expired: true, content: projectForm });
    expect(await home()).toMatchObject({ drafts: 1 });
    await age(id, DRAFT_GRACE_DAYS);
    expect((await list(token)).data).toMatchObject({ total: 0, list: [] });
    expect((await detail(token, id)).msg).toBe('Information not found');
    const rows = await h.database.db.select().from(drafts);
    expect(rows.some((row) => row.id === id)).toBe(false);
  });
});
