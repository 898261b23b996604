import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PartnerTierSchema } from '../../contract/common';
import { MembershipLevelSchema } from '../../contract/dcnet';
import type { Vendor, VendorCompany, VendorListQuerySchema } from '../../contract/vendors';
import { languageOf, type LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { countries, vendors } from '../db/schema/index';
import { localize } from '../lang';
import { isDbId, listPage, matches } from '../listing';

type CountryNamer = (code: string, english: string | null) => string;

/** Country names in the caller's language, from the runtime's CLDR data. */
function countryNamer(lang: LangCode): CountryNamer {
  const names = new Intl.DisplayNames([languageOf(lang).tag], { type: 'region', fallback: 'none' });
  return (code, english) => {
    try {
      return names.of(code) ?? english ?? code;
    } catch {
      return english ?? code;
    }
  };
}

function vendorSummary(
  row: typeof vendors.$inferSelect,
  countryName: CountryNamer,
  english: string | null,
): Vendor {
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

/** Vendors with the English name of their country, for the country-name fallback. */
function vendorsWithCountry(db: Db) {
  return db
    .select({ vendor: vendors, english: countries.englishName })
    .from(vendors)
    .leftJoin(countries, eq(countries.countryCode, vendors.country));
}

/** One page of vendors, by country, partner tier and keyword (name or address). */
export function vendorPage(db: Db, lang: LangCode, query: z.infer<typeof VendorListQuerySchema>) {
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
      const rows = await vendorsWithCountry(db)
        .where(where)
        .orderBy(asc(vendors.position), asc(vendors.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => vendorSummary(row.vendor, name, row.english));
    },
  );
}

/** One vendor's company page; null when it does not exist. */
export async function vendorCompany(
  db: Db,
  lang: LangCode,
  id: number,
): Promise<VendorCompany | null> {
  if (!isDbId(id)) return null;
  const [row] = await vendorsWithCountry(db).where(eq(vendors.id, id));
  if (!row) return null;
  return {
    ...vendorSummary(row.vendor, countryNamer(lang), row.english),
    address: row.vendor.address,
    telephone: row.vendor.telephone,
    email: row.vendor.email,
    description: localize(row.vendor.description, lang),
  };
}
