import { initServer } from '@ts-rest/fastify';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MenuItem, NewsNeighbour, SearchHit } from '../../contract/content';
import { PartnerTierSchema } from '../../contract/common';
import { MembershipLevelSchema } from '../../contract/dcnet';
import { contract } from '../../contract/index';
import { languageOf, type LangCode } from '../../i18n/languages';
import { authenticate, requireAuth, sessionFailure, tokenOf, type UserRow } from '../auth';
import { verifyCaptcha } from '../captcha';
import type { Db } from '../db/client';
import {
  banners,
  certificates,
  countries,
  friendLinks,
  menuItems,
  news,
  pages,
  productDownloads,
  products,
  serialNumbers,
  siteSettings,
  solutionProducts,
  solutions,
  vendors,
} from '../db/schema/index';
import { localize, requestLang } from '../lang';
import { signDownloadLink } from '../media/serve';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { productSummariesById, productSummaryColumns } from './catalog';
import { dateTime, isDbId, listPage, localized, matches, offsetOf, pageAnswer } from './listing';

const s = initServer();

/** Most numbers one certificate or SN check may ask for. */
export const MAX_LOOKUP_NUMBERS = 50;

/** How many featured products, solutions and news the home page shows. */
const HOME_PRODUCTS = 8;
const HOME_SOLUTIONS = 4;
const HOME_NEWS = 6;

/** The partner types that provide after-sales service. */
const SERVICE_PARTNER_TYPES = ['DC-ASP', 'DC-DSP'];

/**
 * Whether a user may run the SN check: an after-sales service partner (ASP or DSP) outside
 * China, head office's home market (docs/decisions/044-certificate-and-sn-checks.md).
 */
export function isOverseasServicePartner(user: Pick<UserRow, 'partnerType' | 'country'>) {
  return SERVICE_PARTNER_TYPES.includes(user.partnerType ?? '') && user.country !== 'CN';
}

/**
 * The numbers of a lookup: split at the separators, trimmed, empty ones dropped, upper-cased
 * (numbers are stored that way) and each kept once, in the order given.
 */
export function splitNumbers(text: string, separators: RegExp): string[] {
  const seen = new Set<string>();
  for (const part of text.split(separators)) {
    const number = part.trim().toUpperCase();
    if (number) seen.add(number);
  }
  return [...seen];
}

/** Certificates: English and Chinese (full-width) commas. SNs: English commas only. */
const CERTIFICATE_SEPARATORS = /[,，]/;
const SN_SEPARATORS = /,/;

/** Country names in the caller's language, from the runtime's CLDR data. */
function countryNamer(lang: LangCode) {
  const names = new Intl.DisplayNames([languageOf(lang).tag], { type: 'region', fallback: 'none' });
  return (code: string, english: string | null) => {
    try {
      return names.of(code) ?? english ?? code;
    } catch {
      return english ?? code;
    }
  };
}

function vendorSummary(
  row: typeof vendors.$inferSelect,
  countryName: (code: string, english: string | null) => string,
  english: string | null,
) {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    country: row.country,
    country_name: countryName(row.country, english),
    partner_type: PartnerTierSchema.safeParse(row.partnerType).data ?? null,
    level: MembershipLevelSchema.safeParse(row.level).data ?? null,
    website: row.website,
  };
}

/** One kind of search hit: how to count and read its matching rows. */
interface SearchBlock {
  type: SearchHit['type'];
  where: SQL;
  count: (where: SQL) => Promise<{ n: number }[]>;
  read: (where: SQL, skip: number, take: number) => Promise<Omit<SearchHit, 'type'>[]>;
}

/** Public content: the layout shell, reference lists, pages, news, solutions, vendors, search and lookups. */
export function contentRoutes(db: Db, now: () => Date = () => new Date()) {
  const newsSummary = (lang: LangCode) => ({
    id: news.id,
    title: localized(news.title, lang),
    image: news.image,
    summary: localized(news.summary, lang),
    create_time: dateTime(news.createTime),
  });
  const solutionSummary = (lang: LangCode) => ({
    id: solutions.id,
    title: localized(solutions.title, lang),
    image: solutions.image,
    summary: localized(solutions.summary, lang),
    industry: localized(solutions.industryName, lang),
  });

  return s.router(contract.content, {
    layout: async ({ request }) => {
      const lang = requestLang(request);
      const rows = await db
        .select()
        .from(menuItems)
        .orderBy(asc(menuItems.position), asc(menuItems.id));
      const link = (row: (typeof rows)[number]) => ({
        id: row.id,
        name: localize(row.name, lang),
        url: row.url,
        external: row.external,
      });
      const columb: MenuItem[] = rows
        .filter((row) => row.parentId === null)
        .map((row) => ({
          ...link(row),
          children: rows.filter((child) => child.parentId === row.id).map(link),
        }));
      const settings = new Map(
        (await db.select().from(siteSettings)).map((row) => [row.key, row.value]),
      );
      const setting = (key: string) => {
        const value = settings.get(key);
        return value ? localize(value, lang) : '';
      };
      return ok(lang, {
        columb,
        sysConifg: {
          site_name: setting('site_name'),
          copyright: setting('copyright'),
          filing_number: setting('filing_number'),
          filing_url: setting('filing_url'),
        },
      });
    },

    countries: async ({ request }) => {
      const rows = await db.select().from(countries).orderBy(asc(countries.englishName));
      return ok(requestLang(request), {
        countries: rows.map((row) => ({
          english_name: row.englishName,
          chinese_name: row.chineseName,
          country_code: row.countryCode,
          phone_code: row.phoneCode,
        })),
      });
    },

    friendLinks: async ({ request }) => {
      const lang = requestLang(request);
      const rows = await db
        .select({
          id: friendLinks.id,
          name: localized(friendLinks.name, lang),
          url: friendLinks.url,
          logo: friendLinks.logo,
        })
        .from(friendLinks)
        .orderBy(asc(friendLinks.position), asc(friendLinks.id));
      return ok(lang, { links: rows });
    },

    home: async ({ request }) => {
      const lang = requestLang(request);
      const [banner, featured, solutionRows, newsRows] = await Promise.all([
        db
          .select({
            id: banners.id,
            title: localized(banners.title, lang),
            image: banners.image,
            url: banners.url,
          })
          .from(banners)
          .orderBy(asc(banners.position), asc(banners.id)),
        db
          .select(productSummaryColumns(lang))
          .from(products)
          .where(eq(products.featured, true))
          .orderBy(asc(products.position), asc(products.id))
          .limit(HOME_PRODUCTS),
        db
          .select(solutionSummary(lang))
          .from(solutions)
          .where(eq(solutions.featured, true))
          .orderBy(asc(solutions.position), asc(solutions.id))
          .limit(HOME_SOLUTIONS),
        db
          .select(newsSummary(lang))
          .from(news)
          .orderBy(desc(news.createTime), desc(news.id))
          .limit(HOME_NEWS),
      ]);
      return ok(lang, { banner, products: featured, solutions: solutionRows, news: newsRows });
    },

    search: async ({ request, body }) => {
      const lang = requestLang(request);
      const { keyword, type, page, limit } = body;
      // Products first, then solutions, then news (newest first): each kind is one block of
      // the result, so a page is a window over the blocks and each block is read only for the
      // rows inside the window.
      const all: SearchBlock[] = [
        {
          type: 'product',
          where: matches(keyword, lang, [products.name, products.summary], [products.model]),
          count: (where) => db.select({ n: count() }).from(products).where(where),
          read: (where, skip, take) =>
            db
              .select({
                id: products.id,
                title: localized(products.name, lang),
                summary: localized(products.summary, lang),
                image: products.image,
              })
              .from(products)
              .where(where)
              .orderBy(asc(products.position), asc(products.id))
              .limit(take)
              .offset(skip),
        },
        {
          type: 'solution',
          where: matches(keyword, lang, [
            solutions.title,
            solutions.summary,
            solutions.industryName,
          ]),
          count: (where) => db.select({ n: count() }).from(solutions).where(where),
          read: (where, skip, take) =>
            db
              .select({
                id: solutions.id,
                title: localized(solutions.title, lang),
                summary: localized(solutions.summary, lang),
                image: solutions.image,
              })
              .from(solutions)
              .where(where)
              .orderBy(asc(solutions.position), asc(solutions.id))
              .limit(take)
              .offset(skip),
        },
        {
          type: 'news',
          where: matches(keyword, lang, [news.title, news.summary]),
          count: (where) => db.select({ n: count() }).from(news).where(where),
          read: (where, skip, take) =>
            db
              .select({
                id: news.id,
                title: localized(news.title, lang),
                summary: localized(news.summary, lang),
                image: news.image,
              })
              .from(news)
              .where(where)
              .orderBy(desc(news.createTime), desc(news.id))
              .limit(take)
              .offset(skip),
        },
      ];
      const blocks = all.filter((block) => type === undefined || block.type === type);
      const sizes = await Promise.all(
        blocks.map(async (block) => (await block.count(block.where))[0]?.n ?? 0),
      );
      const total = sizes.reduce((sum, n) => sum + n, 0);
      const offset = offsetOf(page, limit);
      const list: SearchHit[] = [];
      if (offset !== null) {
        let base = 0;
        for (const [i, block] of blocks.entries()) {
          const size = sizes[i] ?? 0;
          const from = Math.max(offset, base);
          const to = Math.min(offset + limit, base + size);
          if (from < to) {
            const rows = await block.read(block.where, from - base, to - from);
            list.push(...rows.map((row) => ({ type: block.type, ...row })));
          }
          base += size;
        }
      }
      return ok(
        lang,
        pageAnswer(list, total, page, limit),
        total === 0 ? messages(lang).noResults() : undefined,
      );
    },
    checkDownload: async ({ request, body }) => {
      const lang = requestLang(request);
      if (!isDbId(body.id)) return fail(messages(lang).informationNotFound());
      const [file] = await db
        .select({ url: productDownloads.url, needLogin: productDownloads.needLogin })
        .from(productDownloads)
        .where(eq(productDownloads.id, body.id));
      if (!file) return fail(messages(lang).informationNotFound());
      if (file.needLogin) {
        const auth = await authenticate(db, tokenOf(request), now());
        if (!auth.ok) return sessionFailure(auth.code, lang);
      }
      return ok(lang, { url: signDownloadLink(file.url, now()) });
    },

    newsList: async ({ request, query }) => {
      const lang = requestLang(request);
      const where = query.keyword
        ? matches(query.keyword, lang, [news.title, news.summary])
        : undefined;
      return listPage(
        lang,
        query,
        db.select({ n: count() }).from(news).where(where),
        (limit, offset) =>
          db
            .select(newsSummary(lang))
            .from(news)
            .where(where)
            .orderBy(desc(news.createTime), desc(news.id))
            .limit(limit)
            .offset(offset),
      );
    },

    newsDetail: async ({ request, query }) => {
      const lang = requestLang(request);
      if (!isDbId(query.id)) return fail(messages(lang).informationNotFound());
      const [article] = await db
        .select({ ...getTableColumns(news), created: dateTime(news.createTime) })
        .from(news)
        .where(eq(news.id, query.id));
      if (!article) return fail(messages(lang).informationNotFound());
      const neighbour = async (older: boolean): Promise<NewsNeighbour | null> => {
        const sameTime = and(
          eq(news.createTime, article.createTime),
          older ? lt(news.id, article.id) : gt(news.id, article.id),
        );
        const [row] = await db
          .select({ id: news.id, title: localized(news.title, lang) })
          .from(news)
          .where(
            or(
              older
                ? lt(news.createTime, article.createTime)
                : gt(news.createTime, article.createTime),
              sameTime,
            ),
          )
          .orderBy(
            ...(older
              ? [desc(news.createTime), desc(news.id)]
              : [asc(news.createTime), asc(news.id)]),
          )
          .limit(1);
        return row ?? null;
      };
      return ok(lang, {
        id: article.id,
        title: localize(article.title, lang),
        image: article.image,
        summary: localize(article.summary, lang),
        create_time: article.created,
        content: localize(article.content, lang),
        source: article.source,
        prev: await neighbour(true),
        next: await neighbour(false),
      });
    },

    solutionList: async ({ request, query }) => {
      const lang = requestLang(request);
      const industry = query.industry?.trim();
      const where: SQL | undefined = industry
        ? or(
            sql`lower(${solutions.industry}) = lower(${industry})`,
            sql`lower(${solutions.industryName}->>${lang}) = lower(${industry})`,
            sql`lower(${solutions.industryName}->>'en') = lower(${industry})`,
          )
        : undefined;
      return listPage(
        lang,
        query,
        db.select({ n: count() }).from(solutions).where(where),
        (limit, offset) =>
          db
            .select(solutionSummary(lang))
            .from(solutions)
            .where(where)
            .orderBy(asc(solutions.position), asc(solutions.id))
            .limit(limit)
            .offset(offset),
      );
    },

    solutionDetail: async ({ request, query }) => {
      const lang = requestLang(request);
      if (!isDbId(query.id)) return fail(messages(lang).informationNotFound());
      const [solution] = await db.select().from(solutions).where(eq(solutions.id, query.id));
      if (!solution) return fail(messages(lang).informationNotFound());
      const links = await db
        .select({ id: solutionProducts.productId })
        .from(solutionProducts)
        .where(eq(solutionProducts.solutionId, solution.id))
        .orderBy(asc(solutionProducts.position));
      return ok(lang, {
        id: solution.id,
        title: localize(solution.title, lang),
        image: solution.image,
        summary: localize(solution.summary, lang),
        industry: localize(solution.industryName, lang),
        content: localize(solution.content, lang),
        products: await productSummariesById(
          db,
          lang,
          links.map((link) => link.id),
        ),
      });
    },

    vendorList: async ({ request, query }) => {
      const lang = requestLang(request);
      const filters: SQL[] = [];
      if (query.country) filters.push(eq(vendors.country, query.country.toUpperCase()));
      if (query.partner_type) filters.push(eq(vendors.partnerType, query.partner_type));
      if (query.keyword)
        filters.push(matches(query.keyword, lang, [], [vendors.name, vendors.address]));
      const where = and(...filters);
      const name = countryNamer(lang);
      return listPage(
        lang,
        query,
        db.select({ n: count() }).from(vendors).where(where),
        async (limit, offset) => {
          const rows = await db
            .select({ vendor: vendors, english: countries.englishName })
            .from(vendors)
            .leftJoin(countries, eq(countries.countryCode, vendors.country))
            .where(where)
            .orderBy(asc(vendors.position), asc(vendors.id))
            .limit(limit)
            .offset(offset);
          return rows.map((row) => vendorSummary(row.vendor, name, row.english));
        },
      );
    },

    vendorCompany: async ({ request, query }) => {
      const lang = requestLang(request);
      if (!isDbId(query.id)) return fail(messages(lang).informationNotFound());
      const [row] = await db
        .select({ vendor: vendors, english: countries.englishName })
        .from(vendors)
        .leftJoin(countries, eq(countries.countryCode, vendors.country))
        .where(eq(vendors.id, query.id));
      if (!row) return fail(messages(lang).informationNotFound());
      return ok(lang, {
        ...vendorSummary(row.vendor, countryNamer(lang), row.english),
        address: row.vendor.address,
        telephone: row.vendor.telephone,
        email: row.vendor.email,
        description: localize(row.vendor.description, lang),
      });
    },

    page: async ({ request, query }) => {
      const lang = requestLang(request);
      const [row] = await db
        .select({
          name: pages.name,
          title: pages.title,
          content: pages.content,
          update_time: dateTime(pages.updateTime),
        })
        .from(pages)
        .where(eq(pages.name, query.name));
      if (!row) return fail(messages(lang).informationNotFound());
      return ok(lang, {
        name: query.name,
        title: localize(row.title, lang),
        content: localize(row.content, lang),
        update_time: row.update_time,
      });
    },

    verifyCertificate: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const numbers = splitNumbers(body.number, CERTIFICATE_SEPARATORS);
      if (numbers.length === 0) return fail(msg.certificateNumberRequired());
      if (numbers.length > MAX_LOOKUP_NUMBERS) {
        return fail(msg.tooManyNumbers({ max: MAX_LOOKUP_NUMBERS }));
      }
      if (!(await verifyCaptcha(db, body, now()))) return fail(msg.captchaWrong());
      const rows = await db
        .select()
        .from(certificates)
        .where(inArray(certificates.number, numbers));
      const byNumber = new Map(rows.map((row) => [row.number, row]));
      const list = numbers
        .map((number) => byNumber.get(number))
        .filter((row) => row !== undefined)
        .map((row) => ({
          number: row.number,
          name: row.holderName,
          issue_time: row.issueDate,
          valid_until: row.validUntil,
          file: row.file,
        }));
      const unmatched = numbers.filter((number) => !byNumber.has(number));
      const answer =
        list.length === 0
          ? msg.certificateNotFound()
          : unmatched.length > 0
            ? msg.certificatesUnmatched({ numbers: unmatched.join(', ') })
            : undefined;
      return ok(lang, { list, unmatched }, answer);
    },

    checkSn: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const { user } = requireAuth(request);
      if (!isOverseasServicePartner(user)) return fail(msg.snNotAllowed());
      const sns = splitNumbers(body.sn, SN_SEPARATORS);
      if (sns.length === 0) return fail(msg.snRequired());
      if (sns.length > MAX_LOOKUP_NUMBERS)
        return fail(msg.tooManyNumbers({ max: MAX_LOOKUP_NUMBERS }));
      if (!(await verifyCaptcha(db, body, now()))) return fail(msg.captchaWrong());
      const rows = await db.select().from(serialNumbers).where(inArray(serialNumbers.sn, sns));
      const bySn = new Map(rows.map((row) => [row.sn, row]));
      const list = sns
        .map((sn) => bySn.get(sn))
        .filter((row) => row !== undefined)
        .map((row) => ({
          sn: row.sn,
          model: row.model,
          start_date: row.startDate,
          end_date: row.endDate,
        }));
      const unmatched = sns.filter((sn) => !bySn.has(sn));
      const answer =
        list.length === 0
          ? msg.snNotFound()
          : unmatched.length > 0
            ? msg.snUnmatched({ sns: unmatched.join(', ') })
            : undefined;
      return ok(lang, { list, unmatched }, answer);
    },
  });
}
