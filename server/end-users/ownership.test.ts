import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftSummary } from '../../contract/drafts';
import type { EndUser, EndUserOption } from '../../contract/end-users';
import { drafts, endUsers } from '../db/schema/index';
import { signedIn, useTestApp, type Answer, type Page } from '../testing';

/**
 * Two partners, each trying every end-user and drafts call on the other's ids: nothing is read
 * or changed, and each answer is the one a missing record gets.
 */
const h = useTestApp();

interface Partner {
  token: string;
  endUserId: number;
  draftId: number;
}

const endUserForm = (company: string) => ({
  company,
  address: '1 Main Street',
  contact: 'Contact',
  email: 'contact@example.org',
  mobile: '+1 555 0100',
});

async function partnerWithRecords(company: string): Promise<Partner> {
  const { token } = await signedIn(h);
  const endUser = await h.post<{ id: number }>('/user/postenduser', endUserForm(company), {
    token,
  });
  const draft = await h.post<{ id: number }>(
    '/v2/user/saveDraftBoxData',
    { type: 'project', title: `${company} draft`, content: { project_name: company } },
    { token },
  );
  return { token, endUserId: endUser.body.data!.id, draftId: draft.body.data!.id };
}

/** An id that names nothing at all. */
const MISSING = 2_000_000_000;

let a: Partner;
let b: Partner;

beforeAll(async () => {
  a = await partnerWithRecords('Alpha Hospital');
  b = await partnerWithRecords('Beta Logistics');
});

/** The stored rows of both partners, to check that nothing changed. */
async function stored() {
  return {
    endUsers: await h.database.db.select().from(endUsers).orderBy(endUsers.id),
    drafts: await h.database.db.select().from(drafts).orderBy(drafts.id),
  };
}

/** The answer without anything that names the record asked for. */
const plain = (answer: Answer) => ({ code: answer.code, msg: answer.msg, data: answer.data });

describe('owner-only end users and drafts', () => {
  it('lists, offers and counts only the caller’s own records', async () => {
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = await h.get<Page<EndUser>>('/user/enduser', { token: me.token });
      expect(list.body.data?.list.map((row) => row.id)).toEqual([me.endUserId]);
      const found = await h.get<Page<EndUser>>('/user/enduser?keyword=a', { token: me.token });
      expect(found.body.data?.list.map((row) => row.id)).not.toContain(other.endUserId);
      const options = await h.post<EndUserOption[]>('/user/getenduser', {}, { token: me.token });
      expect(options.body.data?.map((row) => row.id)).toEqual([me.endUserId]);
      const box = await h.get<Page<DraftSummary>>('/v2/user/getMyDraftBoxLists', {
        token: me.token,
      });
      expect(box.body.data?.list.map((row) => row.id)).toEqual([me.draftId]);
      const home = await h.get<{ stats: { end_users: number; drafts: number } }>('/user/home', {
        token: me.token,
      });
      expect(home.body.data?.stats).toMatchObject({ end_users: 1, drafts: 1 });
    }
  });

  it('answers another partner’s ids exactly as ids that do not exist, and changes nothing', async () => {
    const before = await stored();
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const token = me.token;
      const tries = [
        (id: number) =>
          h.post('/user/postenduser', { ...endUserForm('Taken over'), id }, { token }),
        (id: number) => h.post('/user/deleteenduser', { id }, { token }),
        (id: number) => h.get(`/v2/user/getDraftBoxDetail?id=${id}`, { token }),
        (id: number) =>
          h.post(
            '/v2/user/saveDraftBoxData',
            { id, type: 'project', title: 'Taken over', content: { project_name: 'x' } },
            { token },
          ),
      ];
      const otherIds = [other.endUserId, other.endUserId, other.draftId, other.draftId];
      for (const [i, attempt] of tries.entries()) {
        const theirs = await attempt(otherIds[i]!);
        const missing = await attempt(MISSING);
        expect(theirs.body.code).toBe(0);
        expect(plain(theirs.body)).toEqual(plain(missing.body));
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('exports none of another partner’s end users, by id or by keyword', async () => {
    /** The number of rows in the exported sheet, the heading row included. */
    const exportedRows = async (token: string, body: unknown) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/prod-api/user/downloadenduser',
        headers: { 'content-type': 'application/json', token },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!.rowCount;
    };
    expect(await exportedRows(a.token, { ids: [b.endUserId] })).toBe(1);
    expect(await exportedRows(a.token, { keyword: 'Beta' })).toBe(1);
    expect(await exportedRows(b.token, { ids: [a.endUserId, b.endUserId] })).toBe(2);
    const [row] = await h.database.db.select().from(endUsers).where(eq(endUsers.id, a.endUserId));
    expect(row?.company).toBe('Alpha Hospital');
  });
});
