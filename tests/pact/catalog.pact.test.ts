import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { ApiError, responseData } from '../../src/lib/api/client';
import { clientFor, createPact, envelope, state, success } from './pact-setup';
import { productCard, link } from './examples';

const { eachLike, integer, number, boolean, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

const CATEGORY = state('a product category exists');

const categoryLeaf = {
  id: integer(11),
  pid: integer(1),
  name: string('Campus access switches'),
  image: link('/media/categories/switches.svg'),
};

const goodsItem = {
  id: integer(5),
  product_id: integer(5),
  model: string('S5750E-28X-SI'),
  name: string('S5750E-28X-SI Layer 3 Gigabit access switch with 10G uplinks'),
  description: string('Layer 3 Gigabit access switch: 24 × 1G RJ45 · 4 × 10G SFP+'),
  image: link('/media/products/switch-24.svg'),
  erp_no: regex(/^\d{10}$/, '9801001185'),
  gpl_price: number(1150),
  has_accessories: boolean(true),
};

describe('catalog: categories and products', () => {
  it('GET /products/index gives the category tree (data.cate)', () =>
    pact
      .interaction(
        state('the catalogue has categories'),
        'a request for the product categories',
        'GET',
        '/prod-api/products/index',
      )
      .willRespondWith(
        200,
        success({
          cate: eachLike({
            ...categoryLeaf,
            id: integer(1),
            pid: integer(0),
            name: string('Switches'),
            children: eachLike(categoryLeaf),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { cate } = responseData(await clientFor(server.url).catalog.index());
        expect(cate[0]).toMatchObject({ name: 'Switches', pid: 0 });
        expect(cate[0]?.children[0]?.pid).toBe(cate[0]?.id);
      }));

  it('POST /products/list gives one page of products of a category', () =>
    pact
      .interaction(
        CATEGORY,
        'a request for the first page of switches',
        'POST',
        '/prod-api/products/list',
        (request) =>
          request.jsonBody({ cate_id: fromProviderState('${cateId}', 1), page: 1, limit: 20 }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(productCard), total: integer(20), page: 1, limit: 20 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).catalog.list({ body: { cate_id: 1, page: 1, limit: 20 } }),
        );
        expect(page.list[0]?.model).toBe('S5750E-28X-SI');
        expect(page.total).toBe(20);
      }));

  it('POST /products/list without a category gives the first page of every product', () =>
    pact
      .interaction(
        state('the catalogue has categories'),
        'a request for the first page of every product',
        'POST',
        '/prod-api/products/list',
        // The product list opens on every category; the web app leaves cate_id out.
        (request) => request.jsonBody({ page: 1, limit: DEFAULT_PAGE_SIZE }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(productCard), total: integer(120), page: 1, limit: 20 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).catalog.list({
            body: { page: 1, limit: DEFAULT_PAGE_SIZE },
          }),
        );
        expect(page.list[0]?.model).toBe('S5750E-28X-SI');
        expect(page.page).toBe(1);
      }));

  it('POST /products/detail gives a product page', () =>
    pact
      .interaction(
        state('a product exists'),
        'a request for a product page',
        'POST',
        '/prod-api/products/detail',
        (request) => request.jsonBody({ id: fromProviderState('${productId}', 5) }),
      )
      .willRespondWith(
        200,
        success({
          ...productCard,
          images: eachLike(link('/media/products/switch-24.svg')),
          content: string('<h2>Overview</h2><p>The S5750E-SI series…</p>'),
          specs: eachLike({ name: string('Switching capacity'), value: string('128 Gbps') }),
          downloads: eachLike({
            id: integer(9),
            name: string('S5750E-SI Datasheet (PDF)'),
            size: integer(4096),
            need_login: boolean(false),
          }),
          brochures: eachLike({
            name: string('DCN switching portfolio 2026 (PDF)'),
            url: link('/media/brochures/switching-portfolio.pdf'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const product = responseData(
          await clientFor(server.url).catalog.detail({ body: { id: 5 } }),
        );
        expect(product.specs[0]).toEqual({ name: 'Switching capacity', value: '128 Gbps' });
        expect(product.downloads[0]?.need_login).toBe(false);
      }));

  it('POST /products/detail refuses a product that does not exist', () =>
    pact
      .interaction(
        state('no product has the id', { id: '999999' }),
        'a request for a product that does not exist',
        'POST',
        '/prod-api/products/detail',
        (request) => request.jsonBody({ id: 999999 }),
      )
      .willRespondWith(200, envelope(0, 'Information not found'))
      .executeTest(async (server) => {
        const error = await clientFor(server.url)
          .catalog.detail({ body: { id: 999999 } })
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('Information not found');
      }));
});

describe('catalog: configurator', () => {
  it('POST /products/cateslabel gives the filter labels of a category', () =>
    pact
      .interaction(
        CATEGORY,
        'a request for the filter labels of switches',
        'POST',
        '/prod-api/products/cateslabel',
        (request) => request.jsonBody({ cate_id: fromProviderState('${cateId}', 1) }),
      )
      .willRespondWith(
        200,
        success(
          eachLike({
            id: integer(3),
            name: string('PoE'),
            labels: eachLike({ id: integer(9), name: string('PoE+') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const groups = responseData(
          await clientFor(server.url).catalog.labels({ body: { cate_id: 1 } }),
        );
        expect(groups[0]?.labels[0]).toEqual({ id: 9, name: 'PoE+' });
      }));

  it('POST /products/goodslist gives one page of orderable goods', () =>
    pact
      .interaction(
        CATEGORY,
        'a request for the goods of switches',
        'POST',
        '/prod-api/products/goodslist',
        (request) =>
          request.jsonBody({ cate_id: fromProviderState('${cateId}', 1), page: 1, limit: 10 }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(goodsItem), total: integer(20), page: 1, limit: 10 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url).catalog.goodsList({
            body: { cate_id: 1, page: 1, limit: 10 },
          }),
        );
        expect(page.list[0]?.gpl_price).toBe(1150);
        expect(page.list[0]?.has_accessories).toBe(true);
      }));

  it('POST /products/getaccessories gives the accessories of a main product', () =>
    pact
      .interaction(
        state('goods with accessories exist'),
        'a request for the accessories of a main product',
        'POST',
        '/prod-api/products/getaccessories',
        (request) => request.jsonBody({ goods_id: fromProviderState('${goodsId}', 5) }),
      )
      .willRespondWith(
        200,
        success(
          eachLike({
            ...goodsItem,
            id: integer(50),
            product_id: integer(50),
            model: string('SFP-10G-SR'),
            gpl_price: number(49),
            has_accessories: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const accessories = responseData(
          await clientFor(server.url).catalog.accessories({ body: { goods_id: 5 } }),
        );
        expect(accessories[0]?.model).toBe('SFP-10G-SR');
        expect(accessories[0]?.has_accessories).toBe(false);
      }));
});
