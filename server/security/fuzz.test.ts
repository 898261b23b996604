import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KEYWORD_MAX } from '../../contract/common';
import { contract } from '../../contract/index';
import { signedIn, useTestApp } from '../testing';
import { staff } from '../backoffice/testing';

const h = useTestApp();

/** Every route of the contract, flattened. */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

/** The GET lists of the contract: a query with `page`. */
const pagedLists = routesOf(contract).filter(
  (route) =>
    route.method === 'GET' &&
    route.query instanceof z.ZodObject &&
    'page' in (route.query as z.AnyZodObject).shape &&
    !route.path.includes(':'),
);

/** The calls that search by a keyword: in their query (GET) or their body (POST). */
const keywordSearches = routesOf(contract).filter((route) => {
  const form = route.method === 'GET' ? route.query : 'body' in route ? route.body : undefined;
  return form instanceof z.ZodObject && 'keyword' in (form as z.AnyZodObject).shape;
});

describe('malformed input answers in the envelope, never with a 5xx', () => {
  it('a query object where a page number goes, on every paged list', async () => {
    expect(pagedLists.length).toBeGreaterThan(10);
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const office = await staff(h, ['*:*:*'], ['admin']);
    for (const route of pagedLists) {
      const path = route.path.replace('/prod-api', '');
      const token = path.startsWith('/backoffice') ? office.token : partner.token;
      for (const query of ['page%5Ba%5D=1', 'limit%5Bx%5D=10']) {
        const answer = await h.get(`${path}?${query}`, { token });
        expect(answer.status, `${path}?${query}`).toBeLessThan(500);
        expect(answer.body, `${path}?${query}`).toMatchObject({ code: 0 });
      }
    }
  });

  it('a keyword longer than any name is refused on every call that searches by one', async () => {
    expect(keywordSearches.length).toBeGreaterThan(10);
    const partner = await signedIn(h, { partnerType: 'DC-DPP' });
    const office = await staff(h, ['*:*:*'], ['admin']);
    /** The call's answer: the envelope, or `file` for a download (an export's spreadsheet). */
    const search = async (route: AppRoute, keyword: string) => {
      const path = route.path.replace('/prod-api', '');
      const token = path.startsWith('/backoffice') ? office.token : partner.token;
      const formEncoded =
        'contentType' in route && route.contentType === 'application/x-www-form-urlencoded';
      const fields = { page: '1', limit: '10', keyword };
      const answer = await h.app.inject({
        method: route.method === 'GET' ? 'GET' : 'POST',
        url:
          route.method === 'GET'
            ? `/prod-api${path}?${new URLSearchParams(fields).toString()}`
            : `/prod-api${path}`,
        headers: {
          token,
          ...(route.method === 'GET'
            ? {}
            : {
                'content-type': formEncoded
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json',
              }),
        },
        ...(route.method === 'GET'
          ? {}
          : {
              payload: formEncoded
                ? new URLSearchParams(fields).toString()
                : JSON.stringify({ page: 1, limit: 10, keyword }),
            }),
      });
      const json = String(answer.headers['content-type']).startsWith('application/json');
      return { status: answer.statusCode, body: json ? answer.json<unknown>() : 'file' };
    };
    for (const route of keywordSearches) {
      const name = `${route.method} ${route.path}`;
      const longest = await search(route, 'k'.repeat(KEYWORD_MAX));
      // Taken: the page, or the export's file.
      expect(longest.status, name).toBe(200);
      const taken = longest.body === 'file' ? { code: 1 } : longest.body;
      expect(taken, name).toMatchObject({ code: 1 });
      const longer = await search(route, 'k'.repeat(KEYWORD_MAX + 1));
      expect(longer.status, name).toBeLessThan(500);
      expect(longer.body, name).toMatchObject({ code: 0, msg: expect.any(String) as unknown });
    }
  });

  it('a body nested thousands deep, public or signed in', async () => {
    const deep = `${'{"a":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
    const partner = await signedIn(h);
    for (const [path, token] of [
      ['/products/list', undefined],
      ['/v2/user/saveDraftBoxData', partner.token],
    ] as const) {
      const answer = await h.call('POST', path, {
        token,
        raw: {
          type: 'application/json',
          payload: `{"page":1,"limit":10,"type":"project","content":{},"junk":${deep}}`,
        },
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ code: 0, msg: expect.any(String) as unknown });
    }
  });

  it('half of a surrogate pair in text, which PostgreSQL cannot store', async () => {
    const partner = await signedIn(h);
    const answer = await h.post(
      '/v2/user/saveDraftBoxData',
      { type: 'project', title: 'Clinic', content: { project_name: 'Clinic \ud800 wing' } },
      { token: partner.token },
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toEqual({
      code: 0,
      msg: 'The text contains a character that cannot be saved. Please remove it and try again.',
    });
    const drafts = await h.get<{ total: number }>('/v2/user/getMyDraftBoxLists', {
      token: partner.token,
    });
    expect(drafts.body.data?.total).toBe(0);
  });

  it('a right-to-left override in a name head office reads, which would show it reversed', async () => {
    const partner = await signedIn(h);
    const addEndUser = (company: string) =>
      h.post(
        '/user/postenduser',
        {
          company,
          address: 'Rua 1',
          contact: 'Rui',
          email: 'rui@acme.example',
          mobile: '+351 912 000 333',
        },
        { token: partner.token },
      );
    expect((await addEndUser('Acme \u202egnippohS')).body.code).toBe(0);
    const listed = await h.get<{ total: number }>('/user/enduser', { token: partner.token });
    expect(listed.body.data?.total).toBe(0);
    // Arabic text with the marks it carries is taken.
    expect((await addEndUser('\u200fمستشفى الأمل\u200f')).body.code).toBe(1);
  });
});
