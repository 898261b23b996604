import { and, asc, eq, sql } from 'drizzle-orm';
import { createCaptcha } from '../support/captcha';
import type { Db } from '../db/client';
import {
  certificates,
  news,
  pages,
  productDownloads,
  products,
  serialNumbers,
  solutions,
  vendors,
} from '../db/schema/index';
import { loggedIn, OVERSEAS_SERVICE_PARTNER } from './accounts';
import { must, nothingToSetUp, param, SESSION_ANSWERS, type ProviderStates } from './types';

/** The overseas service partner's login. */
const SERVICE_PARTNER = {
  username: 'pact.service.partner@example.com',
  password: 'PactServicePartner2026',
};

/**
 * A fresh captcha and its answer, for `fromProviderState('${uuid}')` and `('${answer}')`. The
 * answer is read from the challenge's text alternative, as a screen-reader user would.
 */
async function answeredCaptcha(db: Db, now: Date) {
  const captcha = await createCaptcha(db, 'en', now);
  const match = /(\d+) (plus|minus) (\d+)/.exec(captcha.question);
  if (!match) throw new Error(`unexpected captcha question: ${captcha.question}`);
  const [, a, op, b] = match;
  const answer = op === 'plus' ? Number(a) + Number(b) : Number(a) - Number(b);
  return { uuid: captcha.uuid, answer: String(answer) };
}

/** A state that reads what the seed holds and writes nothing. */
function seeded(needs: string) {
  return { needs, makes: 'Nothing.', setup: nothingToSetUp };
}

/**
 * Public content. The seeded database holds the menu, settings, countries, news, solutions,
 * vendors, pages, certificates and serial numbers; states that name a record look it up and
 * answer its id for `fromProviderState`.
 */
export const contentStates: ProviderStates = {
  'the site has a menu and footer settings': seeded(
    'The menu (columns with their children) and the site settings: name, copyright, filing number, chat address.',
  ),
  'the country list is loaded': seeded('The list of countries with their codes.'),
  'the site has footer links': seeded('Friend links for the footer.'),
  'the home page has banners, featured products, solutions and news': seeded(
    'Home-page banners, products marked as featured, solutions and news articles.',
  ),
  'the catalogue has products of a series': {
    params: { series: 'a product series ("S5750E-SI")' },
    needs: 'Products of that series.',
    makes: 'Nothing.',
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.series, param(params, 'series')));
      must(row, `series ${param(params, 'series')}`);
      return {};
    },
  },
  'a product has a download': {
    params: {
      model: 'the model of a product',
      access: '"public" for a download anyone may take, "login" for one that needs a login',
    },
    needs: 'A download of that product with that access, and its file.',
    makes: 'Nothing.',
    answers: { downloadId: 'the id of the download' },
    setup: async (db, params) => {
      const needLogin = param(params, 'access') === 'login';
      const [row] = await db
        .select({ id: productDownloads.id })
        .from(productDownloads)
        .innerJoin(products, eq(products.id, productDownloads.productId))
        .where(
          and(
            eq(products.model, param(params, 'model')),
            eq(productDownloads.needLogin, needLogin),
          ),
        );
      return { downloadId: must(row, 'the download').id };
    },
  },
  'there are news articles': seeded('News articles, more than one page of them.'),
  'a news article with older and newer neighbours exists': {
    needs: 'At least three news articles.',
    makes: 'Nothing.',
    answers: { newsId: 'the id of the second newest article' },
    setup: async (db) => {
      const [row] = await db
        .select({ id: news.id })
        .from(news)
        .orderBy(sql`${news.createTime} desc`, sql`${news.id} desc`)
        .offset(1)
        .limit(1);
      return { newsId: must(row, 'a news article').id };
    },
  },
  'there are solutions': seeded('Solutions, with their categories.'),
  'a solution built from catalogue products exists': {
    needs: 'A solution that lists catalogue products.',
    makes: 'Nothing.',
    answers: { solutionId: 'the id of the solution' },
    setup: async (db) => {
      const [row] = await db
        .select({ id: solutions.id })
        .from(solutions)
        .orderBy(asc(solutions.id))
        .limit(1);
      return { solutionId: must(row, 'a solution').id };
    },
  },
  'there are vendors in a country': {
    params: { country: 'a country code ("VN")' },
    needs: 'Vendors in that country.',
    makes: 'Nothing.',
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.country, param(params, 'country')));
      must(row, `a vendor in ${param(params, 'country')}`);
      return {};
    },
  },
  'a vendor exists': {
    params: { name: 'the name of a vendor ("Gulf Netlink Trading LLC")' },
    needs: 'The vendor of that name.',
    makes: 'Nothing.',
    answers: { vendorId: 'the id of the vendor' },
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.name, param(params, 'name')));
      return { vendorId: must(row, `vendor ${param(params, 'name')}`).id };
    },
  },
  'the company pages exist': {
    needs: 'The company pages (about, contact, terms and the like).',
    makes: 'Nothing.',
    setup: async (db) => {
      must((await db.select({ name: pages.name }).from(pages).limit(1))[0], 'the pages');
      return {};
    },
  },
  'a certificate exists': {
    params: { number: 'a certificate number ("DCNP-RS-2025-010233")' },
    needs: 'The certificate of that number.',
    makes: 'Nothing.',
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.number, param(params, 'number')));
      must(row, `certificate ${param(params, 'number')}`);
      return {};
    },
  },
  'a serial number is registered': {
    params: { sn: 'a serial number ("DCN2318A00421")' },
    needs: 'The serial number, with its product and warranty.',
    makes: 'Nothing.',
    setup: async (db, params) => {
      const [row] = await db
        .select({ sn: serialNumbers.sn })
        .from(serialNumbers)
        .where(eq(serialNumbers.sn, param(params, 'sn')));
      must(row, `SN ${param(params, 'sn')}`);
      return {};
    },
  },
  'a captcha has been answered': {
    makes: 'A new captcha challenge (it expires by itself).',
    answers: { uuid: 'the id of the challenge', answer: 'its answer' },
    setup: (db, _params, now) => answeredCaptcha(db, now),
  },
  'an overseas service partner is logged in': {
    makes: `The account ${SERVICE_PARTNER.username}, an after-sales service partner (DC-ASP) in Vietnam, made afresh and logged in.`,
    answers: SESSION_ANSWERS,
    setup: async (db, _params, now) => {
      const { token } = await loggedIn(db, SERVICE_PARTNER, now, OVERSEAS_SERVICE_PARTNER);
      return { token };
    },
  },
};
