import { asc, eq } from 'drizzle-orm';
import {
  isChatAddress,
  type Country,
  type FriendLink,
  type Layout,
  type MenuItem,
} from '../../contract/layout';
import { LANGUAGES, type LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { countries, friendLinks, menuItems, siteSettings } from '../db/schema/index';
import { localize } from '../lang';
import { localized } from '../listing';

/** The top menu, two levels deep, in the requested language. */
async function menu(db: Db, lang: LangCode): Promise<MenuItem[]> {
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
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      ...link(row),
      children: rows.filter((child) => child.parentId === row.id).map(link),
    }));
}

/** The layout shell's menu and site settings; a setting not stored is empty. */
export async function layoutOf(db: Db, lang: LangCode): Promise<Layout> {
  const settings = new Map(
    (await db.select().from(siteSettings)).map((row) => [row.key, row.value]),
  );
  const setting = (key: string) => {
    const value = settings.get(key);
    return value ? localize(value, lang) : '';
  };
  return {
    columb: await menu(db, lang),
    sysConifg: {
      site_name: setting('site_name'),
      copyright: setting('copyright'),
      filing_number: setting('filing_number'),
      filing_url: setting('filing_url'),
      // A mistyped address hides the chat rather than failing the whole layout.
      chat_url: isChatAddress(setting('chat_url')) ? setting('chat_url') : '',
    },
  };
}

/**
 * Every chat address the layout may hand out, in any language: the pages the web app may show
 * in a frame. Mistyped ones are left out, as the layout leaves them out.
 */
export async function chatAddresses(db: Db): Promise<string[]> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'chat_url'));
  if (!row) return [];
  const addresses = LANGUAGES.map(({ code }) => localize(row.value, code));
  return [...new Set(addresses)].filter(isChatAddress);
}

/** Every country, by English name. */
export async function countryList(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.englishName));
  return rows.map((row) => ({
    english_name: row.englishName,
    chinese_name: row.chineseName,
    country_code: row.countryCode,
    phone_code: row.phoneCode,
  }));
}

/** The footer links, in their order. */
export function friendLinkList(db: Db, lang: LangCode): Promise<FriendLink[]> {
  return db
    .select({
      id: friendLinks.id,
      name: localized(friendLinks.name, lang),
      url: friendLinks.url,
      logo: friendLinks.logo,
    })
    .from(friendLinks)
    .orderBy(asc(friendLinks.position), asc(friendLinks.id));
}
