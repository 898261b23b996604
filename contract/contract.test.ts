// @vitest-environment node
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_LEVELS, CODE_FAIL, FILE_CONTENT_TYPE } from './common';
import { contract } from './index';

/** Every call of the vendor's call list, written out as the vendor lists them. */
const SPEC_CALLS = [
  // Auth and account
  'POST /user/login',
  'POST /v2/user/login',
  'POST /user/changepassword',
  'POST /user/forgetpassword',
  'POST /user/logout',
  'POST /user/sendcode',
  'POST /user/checkemail',
  'POST /user/register',
  'GET /user/home',
  'POST /user/uploadhead',
  'POST /user/edituserinfo',
  // Projects
  'GET /user/project',
  'POST /user/postproject',
  'POST /user/deleteproject',
  'POST /user/detailproject',
  'GET /user/getuserprojects',
  // End users
  'GET /user/enduser',
  'POST /user/postenduser',
  'POST /user/deleteenduser',
  'POST /user/downloadenduser',
  'POST /user/getenduser',
  // Quotations
  'GET /user/quotation',
  'POST /user/postquotation',
  'POST /user/deletequotation',
  'POST /user/detailquotation',
  'POST /user/downloadquotation',
  'GET /user/getquotation',
  // DCNet
  'GET /user/dcnet',
  'POST /user/postdcnet',
  'GET /user/dcnetinfo',
  'POST /user/revoke',
  // Training and exams
  'GET /v2/training/list',
  'POST /v2/training/apply',
  'GET /v2/category/trainList',
  'GET /v2/category/examList',
  'POST /v2/training/exam/apply',
  'GET /v2/training/exam/list',
  'POST /v2/training/exam/results',
  'GET /v2/common/captcha',
  // Checks
  'GET /v2/user/checkInfoIsComplete',
  'GET /v2/user/checkUserIsOverseasPartner',
  // Orders
  'POST /user/createorder',
  'POST /user/orderdetail',
  'GET /user/orderlist',
  'POST /user/uploadorder',
  'POST /user/uploadcontract',
  'POST /user/uploadpayinfo',
  'POST /user/uploaddelivery',
  'POST /user/finishorder',
  // Drafts
  'POST /v2/user/saveDraftBoxData',
  'GET /v2/user/getMyDraftBoxLists',
  'GET /v2/user/getDraftBoxDetail',
  // Cart
  'POST /user/cartcreate',
  'POST /user/cartchange',
  'POST /user/cartdel',
  'GET /user/cartcount',
  'GET /user/cartlist',
  // Products and public
  'GET /products/index',
  'POST /products/list',
  'POST /products/detail',
  'POST /products/cateslabel',
  'POST /products/goodslist',
  'POST /products/getaccessories',
  'GET /layout',
  'GET /friendlink',
  'GET /index',
  'GET /ajax/getCountries',
  'POST /search',
  'POST /checkdownload',
];

/** The calls the screens need that section 7 does not name (docs/contract.md). */
const ADDED_CALLS = [
  'POST /certificate/verify',
  'POST /sn/check',
  'GET /news',
  'GET /news/detail',
  'GET /solution',
  'GET /solution/detail',
  'GET /vendor',
  'GET /vendor/company',
  'GET /page',
  'GET /getRouters',
  'POST /user/downloadcontract',
  'POST /user/downloadpackinglist',
];

const ADDED_CALLS_PAGE = new URL('../docs/contract.md', import.meta.url);

/** Head office's calls (docs/backoffice.md). */
const BACKOFFICE_CALLS = [
  'GET /backoffice/queue',
  'GET /backoffice/dcnet',
  'POST /backoffice/dcnet/approve',
  'POST /backoffice/dcnet/reject',
  'POST /backoffice/training/codes',
  'GET /backoffice/exams',
  'POST /backoffice/exams/result',
  'GET /backoffice/messages',
  'GET /backoffice/settings',
  'POST /backoffice/settings/save',
  // The order and project desks.
  'GET /backoffice/orders',
  'GET /backoffice/orders/detail',
  'POST /backoffice/orders/payment/confirm',
  'POST /backoffice/orders/payment/reject',
  'POST /backoffice/orders/shipping',
  'POST /backoffice/orders/delivery-receipt',
  'GET /backoffice/projects',
  'GET /backoffice/projects/detail',
  'POST /backoffice/projects/approve',
  'POST /backoffice/projects/reject',
  'GET /backoffice/partners',
  'POST /backoffice/partners/migrate',
  'POST /backoffice/partners/distributor',
  // The quotation desk.
  'GET /backoffice/quotations',
  'GET /backoffice/quotations/detail',
  'POST /backoffice/quotations/approve',
  'POST /backoffice/quotations/reject',
];
/** The page whose table lists the back-office calls. */
const BACKOFFICE_CALLS_PAGE = new URL('../docs/backoffice.md', import.meta.url);
const OPENAPI_DOCUMENT = new URL('./openapi.json', import.meta.url);

/** Every route of the contract with its place in the router, depth first. */
function routesOf(router: AppRouter, at: string[] = []): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry)
      ? [{ name: [...at, key].join('.'), route: entry }]
      : routesOf(entry, [...at, key]),
  );
}

const routes = routesOf(contract);
const callOf = (route: AppRoute) => `${route.method} ${route.path}`;
const calls = routes.map(({ route }) => callOf(route));

describe('the contract', () => {
  it('is checked against the 69 calls the vendor lists, each listed once', () => {
    expect(SPEC_CALLS).toHaveLength(69);
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });

  it('has every call the vendor lists', () => {
    expect(SPEC_CALLS.filter((call) => !calls.includes(call))).toEqual([]);
  });

  it('has every added call, and nothing that is neither in the spec nor added', () => {
    expect(ADDED_CALLS.filter((call) => !calls.includes(call))).toEqual([]);
    const known = new Set([...SPEC_CALLS, ...ADDED_CALLS, ...BACKOFFICE_CALLS]);
    expect(calls.filter((call) => !known.has(call))).toEqual([]);
  });

  it('has each method and path once', () => {
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("has every back-office call, each listed in the back office's page", () => {
    expect(BACKOFFICE_CALLS.filter((call) => !calls.includes(call))).toEqual([]);
    const page = readFileSync(BACKOFFICE_CALLS_PAGE, 'utf8');
    expect(BACKOFFICE_CALLS.filter((call) => !page.includes(`\`${call}\``))).toEqual([]);
  });

  it('lists every added call in the contract page', () => {
    const page = readFileSync(ADDED_CALLS_PAGE, 'utf8');
    expect(ADDED_CALLS.filter((call) => !page.includes(`\`${call}\``))).toEqual([]);
  });

  it('says for every call whether it needs a token', () => {
    const unmarked = routes.filter(({ route }) => {
      const access: unknown = (route.metadata as { access?: unknown } | undefined)?.access;
      return !(ACCESS_LEVELS as readonly unknown[]).includes(access);
    });
    expect(unmarked.map(({ name }) => name)).toEqual([]);
  });

  it('answers every call with the envelope, whose refusal is always { code: 0, msg }, or a file', () => {
    for (const { name, route } of routes) {
      expect(Object.keys(route.responses), name).toEqual(['200']);
      const answer: unknown = route.responses[200];
      if (answer instanceof z.ZodType) {
        expect(answer.safeParse({ code: CODE_FAIL, msg: 'Refused' }).success, name).toBe(true);
        expect(answer.safeParse({ code: 1, msg: 'Success' }).success, name).toBe(false);
      } else {
        expect(answer, name).toMatchObject({ contentType: FILE_CONTENT_TYPE });
      }
    }
  });

  it('keeps strict status codes on every route', () => {
    expect(routes.filter(({ route }) => route.strictStatusCodes !== true)).toEqual([]);
  });

  it('sends the two form-encoded calls and the uploads with their content types', () => {
    const contentTypes = Object.fromEntries(
      routes.map(({ route }) => [
        callOf(route),
        'contentType' in route ? route.contentType : undefined,
      ]),
    );
    expect(contentTypes['POST /search']).toBe('application/x-www-form-urlencoded');
    expect(contentTypes['POST /user/downloadquotation']).toBe('application/x-www-form-urlencoded');
    for (const upload of [
      'POST /user/uploadhead',
      'POST /user/uploadcontract',
      'POST /user/uploadpayinfo',
      'POST /backoffice/orders/shipping',
      'POST /backoffice/orders/delivery-receipt',
    ]) {
      expect(contentTypes[upload], upload).toBe('multipart/form-data');
    }
  });
});

describe('the OpenAPI document', () => {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as {
    servers: { url: string }[];
    paths: Record<string, Record<string, unknown>>;
  };
  const listed = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

  it('lists every call the vendor lists and every added call', () => {
    expect([...SPEC_CALLS, ...ADDED_CALLS].filter((call) => !listed.includes(call))).toEqual([]);
  });

  it('lists exactly the calls of the contract, under the base path', () => {
    expect([...listed].sort()).toEqual([...calls].sort());
    expect(document.servers).toEqual([{ url: '/prod-api' }]);
  });
});
