/**
 * The test kit of the project calls: a direct project partner with an end user and a quotation,
 * the registration form, and a registered project, all made through the portal's own calls.
 */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { QuotationDetail } from '../../contract/quotations';
import { goods } from '../db/schema/index';
import { signedIn, type TestApp } from '../testing';
import { testDay } from '../testing-clock';

/** A direct project partner (the one tier that registers projects), logged in. */
export function directProjectPartner(h: TestApp, realname = 'Lucía García') {
  return signedIn(h, { partnerType: 'DC-DPP', dcnetId: 'DCN-DPP-7001', realname });
}

/** Adds an end user through the portal and answers its id. */
export async function addEndUser(h: TestApp, token: string, company = 'Ayuntamiento de Málaga') {
  const res = await h.post<{ id: number }>(
    '/user/postenduser',
    {
      company,
      address: 'Avenida de Cervantes 4, 29016 Málaga',
      contact: 'Carmen Ruiz',
      email: 'cruiz@malaga.example',
      mobile: '+34 951 926 010',
    },
    { token },
  );
  expect(res.body.code).toBe(1);
  return res.body.data!.id;
}

/** Makes a quotation of two goods items; answers its id and the ids of its lines. */
export async function addQuotation(h: TestApp, token: string) {
  const items = await h.database.db
    .select({ id: goods.id })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(2);
  const saved = await h.post<{ id: number }>(
    '/user/postquotation',
    { items: items.map((item, i) => ({ goods_id: item.id, quantity: 2 + i })) },
    { token },
  );
  expect(saved.body.code).toBe(1);
  const id = saved.body.data!.id;
  const detail = await h.post<QuotationDetail>('/user/detailquotation', { id }, { token });
  const lines = detail.body.data!.items.map((item) => ({
    id: item.id,
    model: item.model,
    goodsId: item.goods_id,
  }));
  return { id, lines };
}

/** What a registration needs: the end user, the quotation and its lines. */
export interface ProjectParts {
  endUserId: number;
  quotationId: number;
  lines: { id: number; model: string; goodsId: number }[];
}

/** A complete registration form; `changes` replace fields. */
export function projectForm(parts: ProjectParts, changes: Record<string, unknown> = {}) {
  return {
    project_name: 'Campus network upgrade',
    end_company: parts.endUserId,
    description: 'Core and access switches for three buildings.',
    industry: 'Education',
    country: 'ES',
    is_tender: 1,
    is_protect: 1,
    rival_brand: 'Brand X',
    advancement: 'Design approved by the customer',
    estimated_po_date: testDay(86),
    predicted_awarding_date: testDay(60),
    predicted_leadtime: '6 weeks',
    notes: 'Customer asks for delivery before the summer term.',
    quotation_id: parts.quotationId,
    prices: parts.lines.map((line, i) => ({ item_id: line.id, application_price: 950.25 + i })),
    ...changes,
  };
}

/** An end user and a quotation of the partner's, ready to register. */
export async function projectParts(h: TestApp, token: string): Promise<ProjectParts> {
  const endUserId = await addEndUser(h, token);
  const quotation = await addQuotation(h, token);
  return { endUserId, quotationId: quotation.id, lines: quotation.lines };
}

/** Registers a project through the portal; answers its id and its parts. */
export async function registerProject(
  h: TestApp,
  token: string,
  changes: Record<string, unknown> = {},
) {
  const parts = await projectParts(h, token);
  const res = await h.post<{ id: number }>('/user/postproject', projectForm(parts, changes), {
    token,
  });
  expect(res.body).toMatchObject({ code: 1 });
  return { id: res.body.data!.id, ...parts };
}
