import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Goods,
  LabelGroup,
  ProductDetail,
  ProductsIndex,
  ProductSummary,
} from '../../contract/catalog';
import { products } from '../db/schema/index';
import { useTestApp, expectRefusal, type Page } from '../testing';

const h = useTestApp();

async function productByModel(model: string): Promise<ProductSummary> {
  const { body } = await h.call<Page<ProductSummary>>('POST', '/products/list', {
    json: { keyword: model, limit: 10 },
  });
  const found = body.data?.list.find((p) => p.model === model);
  if (!found) throw new Error(`no product ${model}`);
  return found;
}

async function goodsByModel(model: string): Promise<Goods> {
  const { body } = await h.call<Page<Goods>>('POST', '/products/goodslist', {
    json: { keyword: model, limit: 10 },
  });
  const found = body.data?.list.find((g) => g.model === model);
  if (!found) throw new Error(`no goods ${model}`);
  return found;
}

describe('GET /prod-api/products/index', () => {
  it('answers the two-level category tree in the caller’s language', async () => {
    const { body } = await h.call<ProductsIndex>('GET', '/products/index', { lang: 'kor' });
    expect(body.code).toBe(1);
    const cate = body.data?.cate ?? [];
    expect(cate.map((c) => c.name)).toEqual([
      '스위치',
      '라우터',
      '무선',
      '보안',
      '광 모듈',
      '액세서리',
    ]);
    expect(cate.every((c) => c.pid === 0 && c.children.length >= 2)).toBe(true);
    expect(cate[0]?.children.every((child) => child.pid === cate[0]?.id)).toBe(true);
    expect(cate[0]?.image).toBe('/media/categories/switches.svg');
  });
});

describe('POST /prod-api/products/list', () => {
  it('pages at least 60 products, by category with its sub-categories, or by keyword', async () => {
    const all = await h.call<Page<ProductSummary>>('POST', '/products/list', { json: {} });
    expect(all.body.data).toMatchObject({ page: 1, limit: 20 });
    expect(all.body.data?.total).toBeGreaterThanOrEqual(60);
    expect(all.body.data?.list).toHaveLength(20);
    const index = await h.call<ProductsIndex>('GET', '/products/index');
    const switches = index.body.data?.cate[0];
    const top = await h.call<Page<ProductSummary>>('POST', '/products/list', {
      json: { cate_id: switches?.id, limit: 50 },
    });
    const childIds = switches?.children.map((c) => c.id) ?? [];
    expect(top.body.data?.total).toBe(20);
    expect(top.body.data?.list.every((p) => childIds.includes(p.cate_id))).toBe(true);
    const leaf = await h.call<Page<ProductSummary>>('POST', '/products/list', {
      json: { cate_id: childIds[0], limit: 50 },
    });
    expect(leaf.body.data?.list.every((p) => p.cate_id === childIds[0])).toBe(true);
    const qsfp = await h.call<Page<ProductSummary>>('POST', '/products/list', {
      json: { keyword: 'qsfp28-100g', limit: 10 },
    });
    expect(qsfp.body.data?.list.map((p) => p.model)).toEqual([
      'QSFP28-100G-SR4',
      'QSFP28-100G-CWDM4',
      'QSFP28-100G-LR4',
    ]);
  });

  it('answers an empty page with "No data found"', async () => {
    const { body } = await h.call<Page<ProductSummary>>('POST', '/products/list', {
      json: { keyword: 'no such product' },
    });
    expect(body).toMatchObject({ code: 1, msg: 'No data found', data: { list: [], total: 0 } });
  });

  it('refuses unknown categories, bad page sizes and numbers sent as text', async () => {
    expectRefusal(await h.call('POST', '/products/list', { json: { cate_id: 999 } }));
    expectRefusal(await h.call('POST', '/products/list', { json: { cate_id: 2 ** 33 } }));
    expectRefusal(await h.call('POST', '/products/list', { json: { limit: 40 } }));
    expectRefusal(await h.call('POST', '/products/list', { json: { page: '2' } }));
    expectRefusal(
      await h.call('POST', '/products/list', {
        raw: { type: 'application/json', payload: '{"page":' },
      }),
    );
  });
});

describe('POST /prod-api/products/detail', () => {
  it('answers the page of a product with specs, downloads and brochures', async () => {
    const { id } = await productByModel('S5750E-28X-SI');
    const { body } = await h.call<ProductDetail>('POST', '/products/detail', { json: { id } });
    expect(body.code).toBe(1);
    const product = body.data;
    expect(product?.name).toBe('S5750E-28X-SI Layer 3 Gigabit access switch with 10G uplinks');
    expect(product?.specs).toEqual(
      expect.arrayContaining([
        { name: 'Ports', value: '24 × 10/100/1000BASE-T, 4 × 10G SFP+' },
        { name: 'Switching capacity', value: '128 Gbps' },
        { name: 'Form factor', value: '1U, 19-inch rack mount' },
      ]),
    );
    expect(product?.images).toEqual([
      '/media/products/switch-24.svg',
      '/media/products/switch-24-rear.svg',
    ]);
    expect(product?.content).toMatch(/^<h2>Overview<\/h2>/);
    expect(product?.downloads.map((d) => [d.name, d.need_login])).toEqual([
      ['S5750E-SI Datasheet (PDF)', false],
      ['S5750E-SI Installation guide (PDF)', true],
    ]);
    expect(product?.downloads[0]?.size).toBeGreaterThan(1000);
    expect(product?.brochures).toEqual([
      {
        name: 'DCN switching portfolio 2026 (PDF)',
        url: '/media/brochures/switching-portfolio.pdf',
      },
    ]);
  });

  it('translates names and spec labels, and falls back to the English body', async () => {
    const { id } = await productByModel('S5750E-28X-SI');
    const ru = await h.call<ProductDetail>('POST', '/products/detail', {
      json: { id },
      lang: 'ru',
    });
    expect(ru.body.data?.name).toBe(
      'S5750E-28X-SI Гигабитный коммутатор доступа L3 с аплинками 10G',
    );
    expect(ru.body.data?.specs[0]).toEqual({
      name: 'Порты',
      value: '24 × 10/100/1000BASE-T, 4 × 10G SFP+',
    });
    expect(ru.body.data?.content).toContain('<h2>Обзор</h2>');
    // The seed has every body in every language: a back office may not.
    await h.database.db
      .update(products)
      .set({ content: sql`${products.content} - 'kor'` })
      .where(eq(products.id, id));
    const ko = await h.call<ProductDetail>('POST', '/products/detail', {
      json: { id },
      lang: 'kor',
    });
    expect(ko.body.data?.name).toContain('레이어 3');
    expect(ko.body.data?.content).toContain('<h2>Overview</h2>');
  });

  it('refuses unknown and malformed ids', async () => {
    expectRefusal(await h.call('POST', '/products/detail', { json: { id: 100000 } }));
    expectRefusal(await h.call('POST', '/products/detail', { json: { id: -1 } }));
    expectRefusal(await h.call('POST', '/products/detail', { json: { id: null } }));
    expectRefusal(
      await h.call('POST', '/products/detail', { raw: { type: 'text/plain', payload: 'id=1' } }),
    );
  });
});

describe('POST /prod-api/products/cateslabel', () => {
  it('answers the label groups of a category’s top-level category', async () => {
    const index = await h.call<ProductsIndex>('GET', '/products/index', { lang: 'fra' });
    const switches = index.body.data?.cate[0];
    const fromLeaf = await h.call<LabelGroup[]>('POST', '/products/cateslabel', {
      json: { cate_id: switches?.children[0]?.id },
      lang: 'fra',
    });
    const fromTop = await h.call<LabelGroup[]>('POST', '/products/cateslabel', {
      json: { cate_id: switches?.id },
      lang: 'fra',
    });
    expect(fromLeaf.body.data).toEqual(fromTop.body.data);
    expect(fromTop.body.data?.map((g) => g.name)).toEqual([
      'Débit des ports',
      'Nombre de ports',
      'PoE',
      'Niveau',
    ]);
    expect(fromTop.body.data?.[2]?.labels.map((l) => l.name)).toEqual(['PoE+', 'Sans PoE']);
  });

  it('refuses unknown categories', async () => {
    expectRefusal(await h.call('POST', '/products/cateslabel', { json: { cate_id: 77 } }));
    expectRefusal(await h.call('POST', '/products/cateslabel', { json: {} }));
  });
});

describe('POST /prod-api/products/goodslist', () => {
  it('pages goods with GPL prices in US dollars and ERP numbers', async () => {
    const { body } = await h.call<Page<Goods>>('POST', '/products/goodslist', {
      json: { limit: 50 },
    });
    expect(body.data?.total).toBeGreaterThanOrEqual(60);
    const switchGoods = body.data?.list.find((g) => g.model === 'S5750E-28X-SI');
    expect(switchGoods).toMatchObject({ gpl_price: 1150, has_accessories: true });
    expect(switchGoods?.erp_no).toMatch(/^\d{10}$/);
    expect(body.data?.list.every((g) => typeof g.gpl_price === 'number' && g.gpl_price > 0)).toBe(
      true,
    );
  });

  it('narrows by every label given', async () => {
    const index = await h.call<ProductsIndex>('GET', '/products/index');
    const switches = index.body.data?.cate[0];
    const groups = await h.call<LabelGroup[]>('POST', '/products/cateslabel', {
      json: { cate_id: switches?.id },
    });
    const label = (group: string, name: string) =>
      groups.body.data?.find((g) => g.name === group)?.labels.find((l) => l.name === name)?.id ?? 0;
    const poeL3 = await h.call<Page<Goods>>('POST', '/products/goodslist', {
      json: { cate_id: switches?.id, label_ids: [label('PoE', 'PoE+'), label('Layer', 'L3')] },
    });
    expect(poeL3.body.data?.list.map((g) => g.model).sort()).toEqual([
      'CS6200-28X-P-EI',
      'S5750E-28X-P-SI',
    ]);
    const poe = await h.call<Page<Goods>>('POST', '/products/goodslist', {
      json: { label_ids: [label('PoE', 'PoE+'), label('PoE', 'PoE+')] },
    });
    expect(poe.body.data?.total).toBe(4);
    const unknown = await h.call<Page<Goods>>('POST', '/products/goodslist', {
      json: { label_ids: [label('PoE', 'PoE+'), 2 ** 40] },
    });
    expect(unknown.body.data?.total).toBe(0);
  });

  it('refuses malformed label lists and bad paging', async () => {
    expectRefusal(await h.call('POST', '/products/goodslist', { json: { label_ids: 'poe' } }));
    expectRefusal(await h.call('POST', '/products/goodslist', { json: { label_ids: [0] } }));
    expectRefusal(await h.call('POST', '/products/goodslist', { json: { limit: 0 } }));
    expectRefusal(await h.call('POST', '/products/goodslist', { json: { cate_id: 12345 } }));
  });
});

describe('POST /prod-api/products/getaccessories', () => {
  it('answers the accessories of a main product', async () => {
    const main = await goodsByModel('S5750E-28X-P-SI');
    const { body } = await h.call<Goods[]>('POST', '/products/getaccessories', {
      json: { goods_id: main.id },
    });
    const models = body.data?.map((g) => g.model) ?? [];
    expect(models).toEqual(expect.arrayContaining(['SFP-10G-SR', 'DAC-SFP+-3M', 'PSU-1000W-AC']));
    expect(body.data?.every((g) => g.gpl_price > 0 && !g.has_accessories)).toBe(true);
    const optic = await goodsByModel('SFP-10G-SR');
    expect(optic.has_accessories).toBe(false);
    const none = await h.call<Goods[]>('POST', '/products/getaccessories', {
      json: { goods_id: optic.id },
    });
    expect(none.body).toMatchObject({ code: 1, data: [] });
  });

  it('refuses unknown and malformed goods', async () => {
    expectRefusal(await h.call('POST', '/products/getaccessories', { json: { goods_id: 9999 } }));
    expectRefusal(await h.call('POST', '/products/getaccessories', { json: { goods_id: 1.5 } }));
    expectRefusal(await h.call('POST', '/products/getaccessories', { json: { id: 1 } }));
  });
});
