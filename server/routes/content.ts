import { initServer } from '@ts-rest/fastify';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MenuItem } from '../../contract/content';
import { contract } from '../../contract/index';
import type { Db } from '../db/client';
import { countries, menuItems, siteSettings } from '../db/schema/index';
import { localize, requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';

const s = initServer();

/** Calls the contract has and this server does not serve yet: refused with `code: 0`. */
function notServedYet({ request }: { request: FastifyRequest }) {
  return Promise.resolve(fail(messages(requestLang(request)).notFound()));
}

/** Public content: the layout shell and the reference lists. */
export function contentRoutes(db: Db) {
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
    friendLinks: notServedYet,
    home: notServedYet,
    search: notServedYet,
    checkDownload: notServedYet,
    newsList: notServedYet,
    newsDetail: notServedYet,
    solutionList: notServedYet,
    solutionDetail: notServedYet,
    vendorList: notServedYet,
    vendorCompany: notServedYet,
    page: notServedYet,
    verifyCertificate: notServedYet,
    checkSn: notServedYet,
  });
}
