import { and, asc, eq, sql } from 'drizzle-orm';
import { createCaptcha } from '../../../server/captcha';
import type { Db } from '../../../server/db/client';
import {
  certificates,
  news,
  pages,
  productDownloads,
  products,
  serialNumbers,
  solutions,
  vendors,
} from '../../../server/db/schema/index';
import { loggedIn, OVERSEAS_SERVICE_PARTNER } from './accounts';
import { param, type StateHandlers, type StateParams } from './types';

/** Fails the state when the seeded data it relies on is missing. */
function must<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`provider state: ${what} is not in the database`);
  return row;
}

/** The overseas service partner's login. */
const SERVICE_PARTNER = {
  username: 'pact.service.partner@example.com',
  password: 'PactServicePartner2026',
};

/**
 * A fresh captcha and its answer, for `fromProviderState('${uuid}')` and `('${answer}')`. The
 * answer is read from the challenge's text alternative, as a screen-reader user would.
 */
async function answeredCaptcha(db: Db) {
  const captcha = await createCaptcha(db, 'en', new Date());
  const match = /(\d+) (plus|minus) (\d+)/.exec(captcha.question);
  if (!match) throw new Error(`unexpected captcha question: ${captcha.question}`);
  const [, a, op, b] = match;
  const answer = op === 'plus' ? Number(a) + Number(b) : Number(a) - Number(b);
  return { uuid: captcha.uuid, answer: String(answer) };
}

/**
 * Public content. The seeded database holds the menu, settings, countries, news, solutions,
 * vendors, pages, certificates and serial numbers; states that name a record look it up and
 * answer its id for `fromProviderState`.
 */
export const contentStates: StateHandlers = ({ db }) => ({
  'the site has a menu and footer settings': () => Promise.resolve({}),
  'the country list is loaded': () => Promise.resolve({}),
  'the site has footer links': () => Promise.resolve({}),
  'the home page has banners, featured products, solutions and news': () => Promise.resolve({}),
  'the catalogue has products of a series': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.series, param(params, 'series')));
    must(row, `series ${param(params, 'series')}`);
    return {};
  },
  'a product has a download': async (params?: StateParams) => {
    const needLogin = param(params, 'access') === 'login';
    const [row] = await db
      .select({ id: productDownloads.id })
      .from(productDownloads)
      .innerJoin(products, eq(products.id, productDownloads.productId))
      .where(
        and(eq(products.model, param(params, 'model')), eq(productDownloads.needLogin, needLogin)),
      );
    return { downloadId: must(row, 'the download').id };
  },
  'there are news articles': () => Promise.resolve({}),
  'a news article with older and newer neighbours exists': async () => {
    // The second newest article has both neighbours.
    const [row] = await db
      .select({ id: news.id })
      .from(news)
      .orderBy(sql`${news.createTime} desc`, sql`${news.id} desc`)
      .offset(1)
      .limit(1);
    return { newsId: must(row, 'a news article').id };
  },
  'there are solutions': () => Promise.resolve({}),
  'a solution built from catalogue products exists': async () => {
    const [row] = await db
      .select({ id: solutions.id })
      .from(solutions)
      .orderBy(asc(solutions.id))
      .limit(1);
    return { solutionId: must(row, 'a solution').id };
  },
  'there are vendors in a country': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.country, param(params, 'country')));
    must(row, `a vendor in ${param(params, 'country')}`);
    return {};
  },
  'a vendor exists': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.name, param(params, 'name')));
    return { vendorId: must(row, `vendor ${param(params, 'name')}`).id };
  },
  'the company pages exist': async () => {
    must((await db.select({ name: pages.name }).from(pages).limit(1))[0], 'the pages');
    return {};
  },
  'a certificate exists': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.number, param(params, 'number')));
    must(row, `certificate ${param(params, 'number')}`);
    return {};
  },
  'a serial number is registered': async (params?: StateParams) => {
    const [row] = await db
      .select({ sn: serialNumbers.sn })
      .from(serialNumbers)
      .where(eq(serialNumbers.sn, param(params, 'sn')));
    must(row, `SN ${param(params, 'sn')}`);
    return {};
  },
  'a captcha has been answered': () => answeredCaptcha(db),
  /** `{ token }`: an after-sales service partner in Vietnam, for the SN check and route list. */
  'an overseas service partner is logged in': async (params?: StateParams) => {
    const session = { ...SERVICE_PARTNER, token: param(params, 'token') };
    await loggedIn(db, session, OVERSEAS_SERVICE_PARTNER);
    return {};
  },
});
