import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../contract/training';
import { partnerToken, startTestApp, type TestApp } from '../testing';

let h: TestApp;
let token: string;

beforeAll(async () => {
  h = await startTestApp();
  token = await partnerToken(h, 'DC-ASP', 'PE');
});
afterAll(async () => {
  await h.close();
});

describe('GET /prod-api/v2/category/trainList and /examList', () => {
  it('answers the training and exam subjects in the caller’s language', async () => {
    const train = await h.call<Subject[]>('GET', '/v2/category/trainList', { token });
    expect(train.body.code).toBe(1);
    expect(train.body.data?.map((s) => s.name)).toEqual([
      'DCNA Routing and Switching',
      'DCNP Routing and Switching',
      'DCNE Routing and Switching',
      'DCNA Wireless',
      'DCNP Wireless',
      'DCNA Security',
      'DCNP Security',
      'DCNA Data Center',
      'DCNP Data Center',
    ]);
    const exams = await h.call<Subject[]>('GET', '/v2/category/examList', { token, lang: 'spa' });
    expect(exams.body.data?.[0]?.name).toBe('DCN-101: DCNA Enrutamiento y conmutación');
    expect(exams.body.data).toHaveLength(9);
    const trainIds = new Set(train.body.data?.map((s) => s.id));
    expect(exams.body.data?.some((s) => trainIds.has(s.id))).toBe(false);
  });

  it('needs a valid token', async () => {
    expect((await h.call('GET', '/v2/category/trainList')).body.code).toBe(90002);
    expect((await h.call('GET', '/v2/category/examList', { token: 'nope' })).body.code).toBe(90003);
  });
});
