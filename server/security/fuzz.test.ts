import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
