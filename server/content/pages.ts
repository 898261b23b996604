import { asc, eq } from 'drizzle-orm';
import type { Home, PageName, SinglePage } from '../../contract/pages';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { banners, pages } from '../db/schema/index';
import { localize } from '../lang';
import { featuredProducts } from '../catalog/catalog';
import { dateTime, localized } from '../listing';
import { latestNews } from './news';
import { featuredSolutions } from './solutions';

/** How many featured products, solutions and news the home page shows. */
const HOME_PRODUCTS = 8;
const HOME_SOLUTIONS = 4;
const HOME_NEWS = 6;

/** The home page: the carousel, featured products and solutions, and the latest news. */
export async function homePage(db: Db, lang: LangCode): Promise<Home> {
  const [banner, products, solutions, news] = await Promise.all([
    db
      .select({
        id: banners.id,
        title: localized(banners.title, lang),
        image: banners.image,
        url: banners.url,
      })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id)),
    featuredProducts(db, lang, HOME_PRODUCTS),
    featuredSolutions(db, lang, HOME_SOLUTIONS),
    latestNews(db, lang, HOME_NEWS),
  ]);
  return { banner, products, solutions, news };
}

/** A company or support page; null when the back office has none of that name. */
export async function singlePage(
  db: Db,
  lang: LangCode,
  name: PageName,
): Promise<SinglePage | null> {
  const [row] = await db
    .select({
      title: pages.title,
      content: pages.content,
      update_time: dateTime(pages.updateTime),
    })
    .from(pages)
    .where(eq(pages.name, name));
  if (!row) return null;
  return {
    name,
    title: localize(row.title, lang),
    content: localize(row.content, lang),
    update_time: row.update_time,
  };
}
