import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { LANGUAGES } from '../../i18n/languages';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { news, solutions, vendors } from '../db/schema/content';
import { LANG_PARAM } from './pages';

/**
 * `sitemap.xml` and `robots.txt` for search engines
 * (docs/decisions/153-public-pages-rendered-on-the-server.md): every public page the server
 * renders, in every language, each with its alternates.
 */

/** The pages of a record, by the spec's address with the record's `id`, and where the ids are. */
const RECORD_PAGES = [
  { path: '/product/detail', table: products },
  { path: '/solution/detail', table: solutions },
  { path: '/aboutus/news/detail', table: news },
  { path: '/partner/vendorcompany', table: vendors },
] as const;

/** Public pages left out: a search's results are not a page of their own. */
const UNLISTED = new Set(['/search', ...RECORD_PAGES.map((page) => page.path)]);

/** Where the signed-in and head office's screens are: no search engine has business there. */
const PRIVATE_PATHS = [
  '/personal',
  '/backoffice',
  '/configurator',
  '/product/prolist',
  '/prod-api/',
];

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Every public address, without its language: the listed pages and every record's page. */
async function publicAddresses(db: Db, paths: readonly string[]): Promise<string[]> {
  const records = await Promise.all(
    RECORD_PAGES.map(async ({ path, table }) => {
      const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id));
      return rows.map((row) => `${path}?id=${row.id}`);
    }),
  );
  return [...paths.filter((path) => !UNLISTED.has(path)), ...records.flat()];
}

function inLanguage(origin: string, address: string, tag: string): string {
  const url = new URL(address, origin);
  url.searchParams.set(LANG_PARAM, tag);
  return url.href;
}

/** The sitemap: each address in each language, with the alternates and `x-default`. */
export async function sitemapXml(
  db: Db,
  paths: readonly string[],
  origin: string,
): Promise<string> {
  const addresses = await publicAddresses(db, paths);
  const entries = addresses.flatMap((address) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language.tag}" href="${escapeHtml(inLanguage(origin, address, language.tag))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(new URL(address, origin).href)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeHtml(inLanguage(origin, address, language.tag))}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `GET /sitemap.xml` (of the pages `paths` names and every record) and `GET /robots.txt`. */
export function registerSitemap(app: FastifyInstance, db: Db, paths: readonly string[]): void {
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(db, paths, originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
}
