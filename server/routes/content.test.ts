import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({ db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /prod-api/layout', () => {
  it('answers the seeded menu and footer inside the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/prod-api/layout' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      code: number;
      msg: string;
      data: {
        columb: { id: number; name: string; children: { id: number }[] }[];
        sysConifg: Record<string, string>;
      };
    }>();
    expect(body.code).toBe(1);
    expect(body.data.columb.map((item) => item.name)).toContain('Products');
    const portal = body.data.columb.find((item) => item.id === 78);
    expect(portal?.children.map((child) => child.id)).toEqual([79, 80, 81, 82]);
    expect(body.data.sysConifg.copyright).toMatch(/All rights reserved/);
    expect(body.data.sysConifg.filing_number).toMatch(/ICP/);
  });

  it('names the menu in the language of the lang header, falling back to English', async () => {
    const ar = await app.inject({
      method: 'GET',
      url: '/prod-api/layout',
      headers: { lang: 'ara' },
    });
    const arBody = ar.json<{ msg: string; data: { columb: { name: string }[] } }>();
    expect(arBody.data.columb[1]?.name).toBe('المنتجات');
    expect(arBody.msg).toBe('تمت العملية بنجاح');
    const unknown = await app.inject({
      method: 'GET',
      url: '/prod-api/layout',
      headers: { lang: 'xx' },
    });
    expect(unknown.json<{ data: { columb: { name: string }[] } }>().data.columb[1]?.name).toBe(
      'Products',
    );
  });
});

describe('GET /prod-api/ajax/getCountries', () => {
  it('lists every ISO 3166 country with names and calling codes', async () => {
    const res = await app.inject({ method: 'GET', url: '/prod-api/ajax/getCountries' });
    const { code, data } = res.json<{
      code: number;
      data: {
        countries: {
          country_code: string;
          english_name: string;
          chinese_name: string;
          phone_code: string;
        }[];
      };
    }>();
    expect(code).toBe(1);
    expect(data.countries.length).toBeGreaterThanOrEqual(249);
    const codes = new Set(data.countries.map((country) => country.country_code));
    expect(codes.size).toBe(data.countries.length);
    expect(data.countries.find((country) => country.country_code === 'CN')).toMatchObject({
      chinese_name: '中国',
      phone_code: '86',
    });
    expect(data.countries.find((country) => country.country_code === 'BR')?.phone_code).toBe('55');
  });
});

describe('unknown API paths', () => {
  it('answer 404 with the envelope, never a stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/prod-api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: 'Not found' });
  });

  it('refuse a malformed JSON body with the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/prod-api/layout',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ code: number }>().code).toBe(0);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
