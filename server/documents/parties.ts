/**
 * Who a document names: the vendor as the seller, the partner as the buyer. The seller is the
 * same on every document (quotation, packing list, contract).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The seller named on every document. */
export const SELLER = 'DCN Networks Co., Ltd.';

/** The partner as a document names it. */
export type Buyer = Pick<
  typeof users.$inferSelect,
  'company' | 'realname' | 'username' | 'telephone' | 'address' | 'country'
>;

/** The columns of the partner that documents name, for a query's select. */
export const BUYER_COLUMNS = {
  company: users.company,
  realname: users.realname,
  username: users.username,
  telephone: users.telephone,
  address: users.address,
  country: users.country,
};

/** The partner who owns a record, as its documents name it. */
export async function buyerOf(db: Db, userId: number): Promise<Buyer | null> {
  const [buyer] = await db.select(BUYER_COLUMNS).from(users).where(eq(users.id, userId));
  return buyer ?? null;
}

const countryNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language (BCP 47 tag), from its ISO code. */
export function countryName(code: string, tag: string): string {
  let names = countryNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    countryNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The buyer's lines on a document: company, person, address, country, e-mail, telephone. */
export function buyerLines(buyer: Buyer, tag: string): string[] {
  return [
    buyer.company,
    buyer.realname,
    buyer.address ?? '',
    countryName(buyer.country, tag),
    buyer.username,
    buyer.telephone,
  ].filter((line) => line.trim() !== '');
}
