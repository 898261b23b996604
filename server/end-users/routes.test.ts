import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndUser, EndUserOption } from '../../contract/end-users';
import { endUsers } from '../db/schema/index';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';

const h = useTestApp();

/** A complete end user as the form sends it. */
function form(changes: Record<string, unknown> = {}) {
  return {
    company: 'Hospital Universitario La Fe',
    address: 'Avinguda de Fernando Abril Martorell 106, 46026 Valencia',
    contact: 'Javier Martínez',
    email: 'jmartinez@lafe.example',
    mobile: '+34 961 244 000',
    ...changes,
  };
}

async function create(token: string, changes: Record<string, unknown> = {}) {
  const res = await h.post<{ id: number }>('/user/postenduser', form(changes), { token });
  expect(res.body).toMatchObject({ code: 1, msg: 'The end user has been saved.' });
  return res.body.data!.id;
}

const list = async (token: string, query = '') =>
  (await h.get<Page<EndUser>>(`/user/enduser${query}`, { token })).body;

const rowCount = async (userId: number) =>
  (await h.database.db.select().from(endUsers).where(eq(endUsers.userId, userId))).length;

/** POST /user/downloadenduser, answering the raw reply. */
async function download(token: string | undefined, body: unknown, lang = 'en') {
  return h.app.inject({
    method: 'POST',
    url: '/prod-api/user/downloadenduser',
    headers: { 'content-type': 'application/json', lang, ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
  });
}

/** The rows of the first sheet of an .xlsx file, as text. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    // The sheet holds only text and numbers; empty cells read as undefined.
    const values = row.values as (string | number | null | undefined)[];
    rows.push(values.slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('adding and changing end users', () => {
  it('adds an end user with every field and lists it', async () => {
    const { token } = await signedIn(h);
    const id = await create(token, {
      website: 'https://www.lafe.example',
      staff_size: '5,000+',
      industry: 'Healthcare',
      is_protect: 1,
      product_lines: 'Core switches',
      rival_brands: 'Cisco',
      last_year_total_purchase: 1200000,
      last_year_vendor_purchase: 250000.5,
      current_year_total_purchase: 1234.567,
      other_sources: 'Public tender',
    });
    const { data } = await list(token);
    expect(data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(data?.list[0]).toMatchObject({
      id,
      company: 'Hospital Universitario La Fe',
      staff_size: '5,000+',
      is_protect: 1,
      last_year_total_purchase: 1200000,
      last_year_vendor_purchase: 250000.5,
      // Stored exactly, to the cent.
      current_year_total_purchase: 1234.57,
      current_year_vendor_purchase: null,
    });
    // The moment of the app's clock, in the database's time zone.
    expect(data?.list[0]?.create_time).toBe(h.clock.stamp());
  });

  it('stores protection as a request only; granting it is left to head office', async () => {
    const { token } = await signedIn(h);
    const id = await create(token, { is_protect: 1 });
    const [row] = await h.database.db.select().from(endUsers).where(eq(endUsers.id, id));
    expect(row?.protectRequested).toBe(true);
    expect(row?.protectRequestedAt).not.toBeNull();
    expect(row?.protectGrantedAt).toBeNull();
    // Fields a partner might try to slip in do not grant anything either.
    await h.post(
      '/user/postenduser',
      form({ id, is_protect: 1, protect_granted_at: '2026-01-01' }),
      {
        token,
      },
    );
    const [after] = await h.database.db.select().from(endUsers).where(eq(endUsers.id, id));
    expect(after?.protectGrantedAt).toBeNull();
    await h.post('/user/postenduser', form({ id, is_protect: 0 }), { token });
    const [withdrawn] = await h.database.db.select().from(endUsers).where(eq(endUsers.id, id));
    expect(withdrawn).toMatchObject({ protectRequested: false, protectRequestedAt: null });
  });

  it('changes an end user when the id is given', async () => {
    const { token } = await signedIn(h);
    const id = await create(token);
    const res = await h.post('/user/postenduser', form({ id, contact: 'Marta López' }), { token });
    expect(res.body).toMatchObject({ code: 1, data: { id } });
    const { data } = await list(token);
    expect(data?.total).toBe(1);
    expect(data?.list[0]?.contact).toBe('Marta López');
  });

  it('refuses a missing required field, naming it, and stores nothing', async () => {
    const { id: userId, token } = await signedIn(h);
    const cases: [string, string][] = [
      ['company', 'Please fill in “Company”.'],
      ['address', 'Please fill in “Address”.'],
      ['contact', 'Please fill in “Contact person”.'],
      ['email', 'Please fill in “Email address”.'],
      ['mobile', 'Please fill in “Mobile”.'],
    ];
    for (const [field, msg] of cases) {
      const res = await h.post('/user/postenduser', form({ [field]: undefined }), { token });
      expectRefusal(res);
      expect(res.body.msg).toBe(msg);
      const blank = await h.post('/user/postenduser', form({ [field]: '   ' }), { token });
      expectRefusal(blank);
    }
    expect(await rowCount(userId)).toBe(0);
  });

  it('refuses wrong types, bad e-mails, huge texts and figures in the caller’s language', async () => {
    const { id: userId, token } = await signedIn(h);
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ email: 'not-an-address' }, 'Please enter the correct email address.'],
      [{ company: 12 }, '“Company” is not filled in correctly.'],
      [{ company: 'x'.repeat(201) }, '“Company” may have at most 200 characters.'],
      [{ address: 'x'.repeat(100_000) }, /Address/],
      [{ is_protect: 2 }, /Protection requested/],
      [{ last_year_total_purchase: -1 }, /Last year’s total networking purchase/],
      [{ last_year_total_purchase: 1e15 }, /Last year’s total networking purchase/],
      [{ current_year_vendor_purchase: '100' }, /This year’s predicted purchase/],
      [{ id: 'abc' }, /Item/],
      [{ id: -3 }, /Item/],
      // A website is an address, a mobile a telephone number, as on a profile.
      [{ website: 'acme-hospital' }, '“Website” is not filled in correctly.'],
      [{ mobile: '12' }, '“Mobile” must have at least 11 characters.'],
      [{ mobile: 'call the front desk' }, '“Mobile” is not filled in correctly.'],
    ];
    for (const [changes, msg] of bad) {
      const res = await h.post('/user/postenduser', form(changes), { token });
      expectRefusal(res);
      expect(res.body.msg).toMatch(msg);
    }
    const ru = await h.post('/user/postenduser', form({ mobile: '' }), { token, lang: 'ru' });
    expect(ru.body.msg).toBe('Заполните поле «Мобильный телефон».');
    expectRefusal(await h.post('/user/postenduser', 'plain text', { token }));
    expectRefusal(await h.post('/user/postenduser', [form()], { token }));
    expect(await rowCount(userId)).toBe(0);
  });

  it('answers an id that names no end user as not found, and changes nothing', async () => {
    const { id: userId, token } = await signedIn(h);
    for (const id of [999_999, 2 ** 40]) {
      const res = await h.post('/user/postenduser', form({ id }), { token });
      expectRefusal(res);
      expect(res.body.msg).toBe('Information not found');
    }
    expect(await rowCount(userId)).toBe(0);
  });
});

describe('the end-user list', () => {
  it('pages by 10, 20, 30 or 50, newest first, and searches company, contact and e-mail', async () => {
    const { token } = await signedIn(h);
    for (let i = 1; i <= 12; i += 1) {
      await create(token, { company: `Customer ${i}`, contact: i === 3 ? 'Ana 100% Souza' : 'X' });
    }
    const second = await list(token, '?page=2&limit=10');
    expect(second.data).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.data?.list.map((row) => row.company)).toEqual(['Customer 2', 'Customer 1']);
    expect((await list(token, '?keyword=customer%201')).data?.total).toBe(4);
    // Wildcards in the keyword are taken literally.
    expect((await list(token, '?keyword=100%25')).data?.list[0]?.company).toBe('Customer 3');
    expect((await list(token, '?keyword=_')).data?.total).toBe(0);
    const empty = await list(token, '?page=99999999');
    expect(empty).toMatchObject({ code: 1, msg: 'No data found', data: { list: [], total: 12 } });
  });

  it('refuses page sizes the pager does not offer and malformed paging', async () => {
    const { token } = await signedIn(h);
    for (const query of [
      '?limit=7',
      '?limit=abc',
      '?page=0',
      '?page=-1',
      '?keyword=a&keyword=b',
      `?keyword=${'k'.repeat(201)}`,
    ]) {
      expectRefusal(await h.get(`/user/enduser${query}`, { token }));
    }
  });
});

describe('deleting end users', () => {
  it('deletes one, then answers not found for it', async () => {
    const { id: userId, token } = await signedIn(h);
    const id = await create(token);
    const res = await h.post('/user/deleteenduser', { id }, { token });
    expect(res.body).toMatchObject({ code: 1, msg: 'The end user has been deleted.', data: null });
    expect(await rowCount(userId)).toBe(0);
    const again = await h.post('/user/deleteenduser', { id }, { token });
    expectRefusal(again);
    expect(again.body.msg).toBe('Information not found');
  });

  it('refuses a missing or malformed id', async () => {
    const { token } = await signedIn(h);
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }, { id: 2 ** 53 }]) {
      expectRefusal(await h.post('/user/deleteenduser', body, { token }));
    }
  });
});

describe('the end-user select', () => {
  it('offers id and company by name, narrowed by a keyword', async () => {
    const { token } = await signedIn(h);
    const b = await create(token, { company: 'Beta Logistics' });
    const a = await create(token, { company: 'Alpha Hospital' });
    const all = await h.post<EndUserOption[]>('/user/getenduser', {}, { token });
    expect(all.body).toMatchObject({
      code: 1,
      data: [
        { id: a, company: 'Alpha Hospital' },
        { id: b, company: 'Beta Logistics' },
      ],
    });
    const some = await h.post<EndUserOption[]>('/user/getenduser', { keyword: 'logis' }, { token });
    expect(some.body.data).toEqual([{ id: b, company: 'Beta Logistics' }]);
    const none = await h.post('/user/getenduser', { keyword: 'nothing like it' }, { token });
    expect(none.body).toMatchObject({ code: 1, msg: 'No data found', data: [] });
  });

  it('offers every end user of a partner who has many, the last by name too', async () => {
    const { id, token } = await signedIn(h);
    const now = h.clock.now();
    const names = Array.from({ length: 150 }, (_, i) => `Client ${String(i).padStart(3, '0')}`);
    await h.database.db.insert(endUsers).values(
      names.map((company) => ({
        ...form({ company }),
        userId: id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const all = await h.post<EndUserOption[]>('/user/getenduser', {}, { token });
    expect(all.body.data?.map((option) => option.company)).toEqual(names);
  });

  it('asks a partner without end users to add one', async () => {
    const { token } = await signedIn(h);
    const res = await h.post('/user/getenduser', {}, { token, lang: 'spa' });
    expect(res.body).toMatchObject({ code: 1, msg: 'Agregue un usuario final', data: [] });
  });

  it('refuses a keyword of the wrong type or size', async () => {
    const { token } = await signedIn(h);
    expectRefusal(await h.post('/user/getenduser', { keyword: 5 }, { token }));
    expectRefusal(await h.post('/user/getenduser', { keyword: 'k'.repeat(201) }, { token }));
  });
});

describe('the end-user export', () => {
  it('writes the selected end users to an .xlsx file with its name', async () => {
    const { token } = await signedIn(h);
    const a = await create(token, { company: 'Alpha Hospital', last_year_total_purchase: 99.5 });
    await create(token, { company: 'Beta Logistics' });
    const c = await create(token, { company: 'Gamma College', is_protect: 1 });
    const res = await download(token, { ids: [a, c] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="End users ${h.clock.day()}.xlsx"`,
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Company', 'Address', 'Website']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Gamma College', 'Alpha Hospital']);
    expect(rows[1]?.[8]).toBe('Requested');
    expect(rows[2]?.[11]).toBe('99.5');
  });

  it('writes every end user matching the keyword when no ids are given, in the caller’s language', async () => {
    const { token } = await signedIn(h);
    await create(token, { company: 'Alpha Hospital' });
    await create(token, { company: 'Beta Logistics' });
    const res = await download(token, { keyword: 'hospital' }, 'ru');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Конечные пользователи ${h.clock.day()}.xlsx`)}`,
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]?.[0]).toBe('Компания');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Alpha Hospital']);
    const all = await sheetRows((await download(token, {})).rawPayload);
    expect(all).toHaveLength(3);
  });

  it('answers bad input and a missing login in the JSON envelope, not as a file', async () => {
    const { token } = await signedIn(h);
    for (const body of [{ ids: 'all' }, { ids: [0] }, { ids: ['1'] }, { keyword: 3 }]) {
      const res = await download(token, body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 0 });
    }
    const form = await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/downloadenduser',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token },
      payload: 'ids=1',
    });
    expect(form.statusCode).toBeLessThan(500);
    expect(form.json()).toMatchObject({ code: 0 });
    const signedOut = await download(undefined, {});
    expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
    expect(signedOut.json()).toMatchObject({ code: 90002 });
  });

  it('writes only the heading row when no id names an end user', async () => {
    const { token } = await signedIn(h);
    const rows = await sheetRows((await download(token, { ids: [2 ** 40, 999_999] })).rawPayload);
    expect(rows).toHaveLength(1);
  });
});

describe('the personal home', () => {
  it('counts the end users', async () => {
    const { token } = await signedIn(h);
    await create(token);
    await create(token);
    const home = await h.get<{ stats: { end_users: number } }>('/user/home', { token });
    expect(home.body.data?.stats.end_users).toBe(2);
  });
});

describe('every end-user call', () => {
  it('needs a token', async () => {
    expect((await h.get('/user/enduser')).body.code).toBe(90002);
    for (const path of ['/user/postenduser', '/user/deleteenduser', '/user/getenduser']) {
      expect((await h.post(path, {})).body.code).toBe(90002);
    }
  });
});
