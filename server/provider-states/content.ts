import { asc, eq, sql } from 'drizzle-orm';
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

/** A state that reads what the database holds and writes nothing. */
function holds(needs: string) {
  return { needs, makes: 'Nothing.', setup: nothingToSetUp };
}

/**
 * Public content, whatever the database holds: the menu, settings, countries, news, solutions,
 * vendors, pages, certificates and serial numbers. States that need a record pick one and answer
 * what the request names it by (an id, a number, a model) for `fromProviderState`; none names a
 * record of the reference server's own seed.
 */
export const contentStates: ProviderStates = {
  'the site has a menu and footer settings': holds(
    'The menu (columns with their children) and the site settings: name, copyright, filing number, chat address.',
  ),
  'the country list is loaded': holds('The list of countries with their codes.'),
  'the site has footer links': holds('Friend links for the footer.'),
  'the home page has banners, featured products, solutions and news': holds(
    'Home-page banners, products marked as featured, solutions and news articles.',
  ),
  'the catalogue has a product to search for': {
    needs: 'A product.',
    makes: 'Nothing.',
    answers: { keyword: "the product's model, which a search finds it by" },
    setup: async (db) => {
      const [row] = await db
        .select({ model: products.model })
        .from(products)
        .orderBy(asc(products.id))
        .limit(1);
      return { keyword: must(row, 'a product').model };
    },
  },
  'a product has a download': {
    params: {
      access: '"public" for a download anyone may take, "login" for one that needs a login',
    },
    needs: 'A download of a product with that access, and its file.',
    makes: 'Nothing.',
    answers: { downloadId: 'the id of the download' },
    setup: async (db, params) => {
      const needLogin = param(params, 'access') === 'login';
      const [row] = await db
        .select({ id: productDownloads.id })
        .from(productDownloads)
        .where(eq(productDownloads.needLogin, needLogin))
        .orderBy(asc(productDownloads.id))
        .limit(1);
      return { downloadId: must(row, 'the download').id };
    },
  },
  'there are news articles': holds('News articles, more than one page of them.'),
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
  'there are solutions': holds('Solutions, with their categories.'),
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
    needs: 'Vendors in at least one country.',
    makes: 'Nothing.',
    answers: { country: 'the code of a country that has vendors' },
    setup: async (db) => {
      const [row] = await db
        .select({ country: vendors.country })
        .from(vendors)
        .orderBy(asc(vendors.id))
        .limit(1);
      return { country: must(row, 'a vendor').country };
    },
  },
  'a vendor exists': {
    needs: 'A vendor.',
    makes: 'Nothing.',
    answers: { vendorId: 'the id of the vendor' },
    setup: async (db) => {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .orderBy(asc(vendors.id))
        .limit(1);
      return { vendorId: must(row, 'a vendor').id };
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
    needs: 'A certificate.',
    makes: 'Nothing.',
    answers: { number: "the certificate's number" },
    setup: async (db) => {
      const [row] = await db
        .select({ number: certificates.number })
        .from(certificates)
        .orderBy(asc(certificates.id))
        .limit(1);
      return { number: must(row, 'a certificate').number };
    },
  },
  'a serial number is registered': {
    needs: 'A registered serial number, with its product and warranty.',
    makes: 'Nothing.',
    answers: { sn: 'the serial number' },
    setup: async (db) => {
      const [row] = await db
        .select({ sn: serialNumbers.sn })
        .from(serialNumbers)
        .orderBy(asc(serialNumbers.sn))
        .limit(1);
      return { sn: must(row, 'a serial number').sn };
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
