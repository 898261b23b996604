import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndUser } from '../../contract/end-users';
import type { ProjectDetail, ProjectSummary } from '../../contract/projects';
import type { QuotationDetail, QuotationSummary } from '../../contract/quotations';
import { projects, quotationItems, quotations } from '../db/schema/index';
import { approveProject, rejectProject } from './decisions';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';
import {
  addQuotation,
  directProjectPartner,
  projectForm,
  projectParts,
  registerProject,
} from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** The protection period head office grants in these tests. */
const PROTECTION = { start: testDay(-20), end: testDay(344), by: 'Wang Fang' };

const detail = async (token: string, id: number, lang?: string) =>
  (await h.post<ProjectDetail>('/user/detailproject', { id }, { token, ...(lang ? { lang } : {}) }))
    .body;

const total = async (token: string) =>
  (await h.get<Page<ProjectSummary>>('/user/project', { token })).body.data?.total ?? 0;

/** The application prices stored on a quotation's lines, in cents, in line order. */
const storedPrices = async (quotationId: number) =>
  (
    await h.database.db
      .select({ id: quotationItems.id, cents: quotationItems.applicationCents })
      .from(quotationItems)
      .where(eq(quotationItems.quotationId, quotationId))
      .orderBy(quotationItems.position)
  ).map((row) => row.cents);

describe('registering a project', () => {
  it('stores the form, links the quotation and its application prices in whole cents', async () => {
    const { token } = await directProjectPartner(h);
    const parts = await projectParts(h, token);
    const res = await h.post<{ id: number }>('/user/postproject', projectForm(parts), { token });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'The project has been registered. Head office will review it.',
    });
    const id = res.body.data!.id;
    const answer = await detail(token, id);
    expect(answer.data).toMatchObject({
      id,
      project_name: 'Campus network upgrade',
      end_company: parts.endUserId,
      end_company_name: 'Ayuntamiento de Málaga',
      status: 1,
      status_text: 'Applying',
      is_protect: 1,
      is_tender: 1,
      dcnet_id: 'DCN-DPP-7001',
      membership_type: 'DC-DPP',
      country: 'ES',
      protect_start_time: null,
      protect_end_time: null,
      reject_reason: null,
      decide_time: null,
      estimated_po_date: testDay(86),
      predicted_awarding_date: testDay(60),
      predicted_leadtime: '6 weeks',
    });
    expect(answer.data?.apply_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.data?.quotations.map((q) => q.id)).toEqual([parts.quotationId]);
    expect(answer.data?.prices).toEqual(
      parts.lines.map((line, i) => ({ item_id: line.id, application_price: 950.25 + i })),
    );
    expect(await storedPrices(parts.quotationId)).toEqual([95_025, 95_125]);
    const quotation = await h.post<QuotationDetail>(
      '/user/detailquotation',
      { id: parts.quotationId },
      { token },
    );
    expect(quotation.body.data?.project_id).toBe(id);
    expect(quotation.body.data?.items[0]?.application_price).toBe(950.25);
    expect(quotation.body.data?.project).toEqual({
      id,
      project_name: 'Campus network upgrade',
      end_company_name: 'Ayuntamiento de Málaga',
      status_text: 'Applying',
    });
    const byProject = await h.get<Page<QuotationSummary>>('/user/quotation?keyword=campus+net', {
      token,
    });
    expect(byProject.body.data?.list.map((q) => [q.id, q.project_name])).toEqual([
      [parts.quotationId, 'Campus network upgrade'],
    ]);
  });

  it.each(['DC-APP', 'DC-ADP', 'DC-ASP', 'DC-DEE', null])(
    'refuses a partner of tier %s, saying only direct project partners register, in its language',
    async (partnerType) => {
      const { token } = await signedIn(h, { partnerType });
      const parts = await projectParts(h, token);
      const res = await h.post('/user/postproject', projectForm(parts), { token });
      expectRefusal(res);
      expect(res.body.msg).toBe(
        'Only Direct Project Partners (DPP) can register projects. To register projects, please apply for DPP membership in DCNet.',
      );
      const es = await h.post('/user/postproject', projectForm(parts), { token, lang: 'spa' });
      expect(es.body.msg).toContain('socios directos de proyectos (DPP)');
      expect(await total(token)).toBe(0);
    },
  );

  it("refuses another partner's end user or quotation as if none had been chosen", async () => {
    const { token } = await directProjectPartner(h);
    const other = await directProjectPartner(h);
    const mine = await projectParts(h, token);
    const theirs = await projectParts(h, other.token);
    const endUser = await h.post(
      '/user/postproject',
      projectForm({ ...mine, endUserId: theirs.endUserId }),
      { token },
    );
    expect(endUser.body).toEqual({ code: 0, msg: 'Please select end user' });
    const quotation = await h.post(
      '/user/postproject',
      projectForm({ ...theirs, endUserId: mine.endUserId }),
      { token },
    );
    expect(quotation.body).toEqual({ code: 0, msg: 'Please select quotation' });
    expect(await total(token)).toBe(0);
    expect(await storedPrices(theirs.quotationId)).toEqual([null, null]);
  });

  it('refuses a quotation already registered with another project', async () => {
    const { token } = await directProjectPartner(h);
    const first = await registerProject(h, token);
    const res = await h.post('/user/postproject', projectForm(first), { token });
    expectRefusal(res);
    expect(res.body.msg).toBe(
      'This quotation is already registered with another project. Please select another quotation.',
    );
    expect(await total(token)).toBe(1);
  });

  it('wants exactly one positive price in cents for every line of the quotation', async () => {
    const { token } = await directProjectPartner(h);
    const parts = await projectParts(h, token);
    const [a, b] = parts.lines;
    const other = await addQuotation(h, token);
    const missing = 'Please enter one application price for each line of the quotation.';
    const cases: [unknown, string][] = [
      [[{ item_id: a!.id, application_price: 10 }], missing],
      [
        [
          { item_id: a!.id, application_price: 10 },
          { item_id: a!.id, application_price: 11 },
        ],
        missing,
      ],
      [
        [
          { item_id: a!.id, application_price: 10 },
          { item_id: other.lines[0]!.id, application_price: 11 },
        ],
        missing,
      ],
      [
        [
          { item_id: a!.id, application_price: 10 },
          { item_id: b!.id, application_price: 0 },
        ],
        `Please check the application price of ${b!.model}: more than 0, at most two decimals and no more than 10,000,000.00.`,
      ],
      [
        [
          { item_id: a!.id, application_price: 10.005 },
          { item_id: b!.id, application_price: 1 },
        ],
        `Please check the application price of ${a!.model}: more than 0, at most two decimals and no more than 10,000,000.00.`,
      ],
      [
        [
          { item_id: a!.id, application_price: 10_000_000.01 },
          { item_id: b!.id, application_price: 1 },
        ],
        `Please check the application price of ${a!.model}: more than 0, at most two decimals and no more than 10,000,000.00.`,
      ],
    ];
    for (const [prices, msg] of cases) {
      const res = await h.post('/user/postproject', projectForm(parts, { prices }), { token });
      expectRefusal(res);
      expect(res.body.msg).toBe(msg);
    }
    expect(await total(token)).toBe(0);
    expect(await storedPrices(parts.quotationId)).toEqual([null, null]);
  });

  it('refuses malformed and incomplete forms in words, without a 5xx, storing nothing', async () => {
    const { token } = await directProjectPartner(h);
    const parts = await projectParts(h, token);
    const named: [Record<string, unknown>, string][] = [
      [{ project_name: '  ' }, 'Please fill in “Project name”.'],
      [{ end_company: undefined }, 'Please fill in “End user”.'],
      [{ quotation_id: undefined }, 'Please fill in “Quotation”.'],
      [{ estimated_po_date: undefined }, 'Please fill in “Predicted PO date”.'],
      [
        { predicted_awarding_date: '2027-02-30' },
        '“Predicted awarding date” is not filled in correctly.',
      ],
      [{ estimated_po_date: '0000-01-01' }, '“Predicted PO date” is not filled in correctly.'],
      [{ predicted_leadtime: '' }, 'Please fill in “Predicted lead time”.'],
      [{ prices: [] }, 'Please choose at least one entry for “Application prices”.'],
      [{ project_name: 'x'.repeat(201) }, '“Project name” may have at most 200 characters.'],
      [{ country: 'ZZ' }, 'Please choose a country from the list.'],
    ];
    for (const [changes, msg] of named) {
      const res = await h.post('/user/postproject', projectForm(parts, changes), { token });
      expectRefusal(res);
      expect(res.body.msg).toBe(msg);
    }
    const bodies: unknown[] = [
      projectForm(parts, { end_company: 9_007_199_254_740_991 }),
      projectForm(parts, { quotation_id: 2_147_483_648 }),
      projectForm(parts, { id: 2_147_483_648 }),
      projectForm(parts, { prices: [{ item_id: 'a', application_price: 1 }] }),
      projectForm(parts, { prices: [{ item_id: parts.lines[0]!.id, application_price: -1 }] }),
      projectForm(parts, { is_protect: 2 }),
      projectForm(parts, { country: 'Spain' }),
      projectForm(parts, { prices: 'all' }),
      [],
      'not json',
      null,
    ];
    for (const body of bodies) expectRefusal(await h.post('/user/postproject', body, { token }));
    const ru = await h.post('/user/postproject', projectForm(parts, { project_name: '' }), {
      token,
      lang: 'ru',
    });
    expect(ru.body.msg).toBe('Заполните поле «Название проекта».');
    expect(await total(token)).toBe(0);
    expect(await storedPrices(parts.quotationId)).toEqual([null, null]);
  });

  it('neither offers nor registers a quotation whose validity has passed', async () => {
    const partner = await directProjectPartner(h);
    const parts = await projectParts(h, partner.token);
    const offered = async () =>
      (await h.get<{ id: number }[]>('/user/getquotation?unlinked=1', { token: partner.token }))
        .body.data ?? [];
    expect((await offered()).map((q) => q.id)).toContain(parts.quotationId);
    await h.database.db
      .update(quotations)
      .set({ validUntil: h.clock.day(-1) })
      .where(eq(quotations.id, parts.quotationId));
    expect((await offered()).map((q) => q.id)).not.toContain(parts.quotationId);
    const refused = await h.post('/user/postproject', projectForm(parts), { token: partner.token });
    expectRefusal(refused);
    expect(refused.body.msg).toBe(
      'This quotation has expired: its prices no longer hold. Please save it again for new prices, or select another quotation.',
    );
    expect(await total(partner.token)).toBe(0);
  });

  it('keeps the quotation as it was before the project as a revision, and another when the project goes', async () => {
    const { token } = await directProjectPartner(h);
    const parts = await projectParts(h, token);
    const revisions = async () =>
      (await h.post<QuotationDetail>('/user/detailquotation', { id: parts.quotationId }, { token }))
        .body.data?.revisions ?? [];
    const before = await revisions();
    expect(before.map((r) => r.revision)).toEqual([1]);
    expect(before[0]?.summary).not.toContain('application price');

    const register = (changes: Record<string, unknown> = {}) =>
      h.post<{ id: number }>('/user/postproject', projectForm(parts, changes), { token });
    const id = (await register()).body.data!.id;
    const registered = await revisions();
    expect(registered.map((r) => r.revision)).toEqual([2, 1]);
    expect(registered[0]?.summary).toMatch(/× \d+ \(application price 950\.25\)/);
    expect(registered[1]?.summary).toBe(before[0]?.summary);
    expect(registered[1]?.amount).toBe(before[0]?.amount);

    // The same prices again change nothing, so they make no version.
    expect((await register({ id })).body.code).toBe(1);
    expect((await revisions()).map((r) => r.revision)).toEqual([2, 1]);

    expect((await h.post('/user/deleteproject', { id }, { token })).body.code).toBe(1);
    const released = await revisions();
    expect(released.map((r) => r.revision)).toEqual([3, 2, 1]);
    expect(released[0]?.summary).toBe(before[0]?.summary);
    expect(released[1]?.summary).toContain('application price');
  });

  it('uses up the draft the form was opened from, and only a project draft of the caller', async () => {
    const partner = await directProjectPartner(h);
    const saveDraft = async (token: string, type: 'project' | 'quotation') => {
      const { body } = await h.post<{ id: number }>(
        '/v2/user/saveDraftBoxData',
        { type, title: 'Outpatient building', content: { project_name: 'Outpatient building' } },
        { token },
      );
      return body.data!.id;
    };
    const drafts = async (token: string) =>
      (
        await h.get<Page<{ id: number }>>('/v2/user/getMyDraftBoxLists', { token })
      ).body.data?.list.map((draft) => draft.id);
    const own = await saveDraft(partner.token, 'project');
    const quotationDraft = await saveDraft(partner.token, 'quotation');
    const other = await signedIn(h);
    const othersDraft = await saveDraft(other.token, 'project');

    await registerProject(h, partner.token, { draft_id: own });
    expect(await drafts(partner.token)).toEqual([quotationDraft]);
    // Another kind of draft, another partner's, or one already gone: the project is saved all
    // the same, and those drafts stay as they were.
    await registerProject(h, partner.token, { draft_id: quotationDraft });
    await registerProject(h, partner.token, { draft_id: othersDraft });
    await registerProject(h, partner.token, { draft_id: own });
    expect(await drafts(partner.token)).toEqual([quotationDraft]);
    expect(await drafts(other.token)).toEqual([othersDraft]);
    expect(await total(partner.token)).toBe(4);
  });

  it('answers a session code without a token', async () => {
    expect((await h.post('/user/postproject', {})).body.code).toBe(90002);
  });
});

describe('changing a project', () => {
  it('changes a project that is applying, and moves it to another quotation', async () => {
    const { token } = await directProjectPartner(h);
    const project = await registerProject(h, token);
    const next = await addQuotation(h, token);
    const res = await h.post(
      '/user/postproject',
      projectForm(
        { ...project, quotationId: next.id, lines: next.lines },
        { id: project.id, project_name: 'Campus network, phase 2', is_protect: 0 },
      ),
      { token },
    );
    expect(res.body).toEqual({
      code: 1,
      msg: 'The project has been saved.',
      data: { id: project.id },
    });
    const answer = (await detail(token, project.id)).data!;
    expect(answer).toMatchObject({ project_name: 'Campus network, phase 2', is_protect: 0 });
    expect(answer.quotations.map((q) => q.id)).toEqual([next.id]);
    expect(answer.prices.map((p) => p.item_id)).toEqual(next.lines.map((l) => l.id));
    // The earlier quotation is free again, without the prices asked for with it.
    expect(await storedPrices(project.quotationId)).toEqual([null, null]);
    const again = await h.post(
      '/user/postproject',
      projectForm(project, { project_name: 'Second project' }),
      { token },
    );
    expect(again.body.code).toBe(1);
  });

  it('refuses changes once head office has decided', async () => {
    const { token } = await directProjectPartner(h);
    const approved = await registerProject(h, token);
    const rejected = await registerProject(h, token);
    await approveProject(h.database.db, approved.id, PROTECTION, h.clock.now());
    await rejectProject(
      h.database.db,
      rejected.id,
      'The end user already buys direct.',
      'Wang Fang',
      h.clock.now(),
    );
    for (const project of [approved, rejected]) {
      const before = await detail(token, project.id);
      const res = await h.post(
        '/user/postproject',
        projectForm(project, { id: project.id, project_name: 'Changed' }),
        { token, lang: 'fra' },
      );
      expectRefusal(res);
      expect(res.body.msg).toBe(
        'Le siège a déjà statué sur ce projet : il ne peut plus être modifié.',
      );
      expect(await detail(token, project.id)).toEqual(before);
    }
  });

  it('answers an unknown id as a missing project', async () => {
    const { token } = await directProjectPartner(h);
    const parts = await projectParts(h, token);
    const res = await h.post('/user/postproject', projectForm(parts, { id: 2_000_000_000 }), {
      token,
    });
    expect(res.body).toEqual({ code: 0, msg: 'Information not found' });
    expect(await storedPrices(parts.quotationId)).toEqual([null, null]);
  });
});

describe('deleting a project', () => {
  it('deletes one that is applying and frees its quotation', async () => {
    const { token } = await directProjectPartner(h);
    const project = await registerProject(h, token);
    const res = await h.post('/user/deleteproject', { id: project.id }, { token });
    expect(res.body).toEqual({ code: 1, msg: 'The project has been deleted.', data: null });
    expect((await detail(token, project.id)).code).toBe(0);
    expect(await storedPrices(project.quotationId)).toEqual([null, null]);
    const quotation = await h.post('/user/deletequotation', { id: project.quotationId }, { token });
    expect(quotation.body.code).toBe(1);
  });

  it('refuses one head office has decided on, and bad ids, changing nothing', async () => {
    const { token } = await directProjectPartner(h);
    const project = await registerProject(h, token);
    await approveProject(h.database.db, project.id, PROTECTION, h.clock.now());
    const res = await h.post('/user/deleteproject', { id: project.id }, { token });
    expectRefusal(res);
    expect(res.body.msg).toBe(
      'Head office has already decided on this project, so it can no longer be deleted.',
    );
    for (const body of [{ id: 2_000_000_000 }, { id: 0 }, { id: 'x' }, {}, 'id=1']) {
      expectRefusal(await h.post('/user/deleteproject', body, { token }));
    }
    const [row] = await h.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.status).toBe(2);
  });
});

describe('what a project holds on to', () => {
  it('keeps its end user and its quotation from being deleted or changed', async () => {
    const { token } = await directProjectPartner(h);
    const inProject = async () =>
      (await h.get<Page<EndUser>>('/user/enduser?limit=50', { token })).body.data?.list.map(
        (row) => [row.id, row.in_project],
      );
    const parts = await projectParts(h, token);
    expect(await inProject()).toEqual([[parts.endUserId, false]]);
    const project = await registerProject(h, token);
    expect(await inProject()).toEqual(
      expect.arrayContaining([
        [parts.endUserId, false],
        [project.endUserId, true],
      ]),
    );
    const endUser = await h.post('/user/deleteenduser', { id: project.endUserId }, { token });
    expectRefusal(endUser);
    expect(endUser.body.msg).toBe('This end user is named in a project and cannot be deleted.');
    const changed = await h.post(
      '/user/postquotation',
      { id: project.quotationId, items: [{ goods_id: project.lines[0]!.goodsId, quantity: 1 }] },
      { token, lang: 'kor' },
    );
    expectRefusal(changed);
    expect(changed.body.msg).toBe('이 견적서는 프로젝트에 등록되어 있어 변경할 수 없습니다.');
    expect(await storedPrices(project.quotationId)).toEqual([95_025, 95_125]);
    expect((await detail(token, project.id)).data?.end_company_name).toBe('Ayuntamiento de Málaga');
    // Once the project is gone, so is the hold.
    await h.post('/user/deleteproject', { id: project.id }, { token });
    const later = await h.post('/user/deleteenduser', { id: project.endUserId }, { token });
    expect(later.body.code).toBe(1);
  });
});
