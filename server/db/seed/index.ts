import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { countries, menuItems, siteSettings } from '../schema/index';
import { demoAccountsEnabled, seedAccounts } from './accounts';
import { seedCountries } from './countries';
import { seedEndUsersAndDrafts } from './end-users-drafts';
import { loadSeedData } from './load-data';
import { seedDemoOrders } from './orders';
import { seedPartnerProgramme } from './partner-programme';
import { seedPortalContent } from './portal';
import { seedDemoProjects } from './projects';
import { seedSettings } from './settings';

/**
 * Fills empty tables with the vendor's demo content, as of `now` (the demo records' dates,
 * validity and protection are counted from it). Tables that already hold rows are left alone,
 * so a restart never overwrites what was changed since.
 */
export async function seedDatabase(db: Db, now: Date): Promise<void> {
  const seedMenu = loadSeedData('menu').menu;
  await db.transaction(async (tx) => {
    const [menu] = await tx.select({ n: count() }).from(menuItems);
    if (menu?.n === 0) {
      const rows = seedMenu.flatMap((item, i) => [
        {
          id: item.id,
          parentId: null,
          position: i,
          url: item.url,
          external: item.external ?? false,
          name: item.name,
        },
        ...(item.children ?? []).map((child, j) => ({
          id: child.id,
          parentId: item.id,
          position: j,
          url: child.url,
          external: child.external ?? false,
          name: child.name,
        })),
      ]);
      await tx.insert(menuItems).values(rows);
    }
    const [settings] = await tx.select({ n: count() }).from(siteSettings);
    if (settings?.n === 0) {
      await tx
        .insert(siteSettings)
        .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value })));
    }
    const [country] = await tx.select({ n: count() }).from(countries);
    if (country?.n === 0) {
      await tx.insert(countries).values(seedCountries());
    }
    await seedPortalContent(tx);
  });
  await seedAccounts(db, now);
  // The demo partners' memberships, registrations and grades.
  await seedPartnerProgramme(db, now);
  // The demo partners' own records, only while their logins are on.
  if (demoAccountsEnabled()) await seedEndUsersAndDrafts(db, now);
  // The demo direct project partner's projects, one in every state.
  if (demoAccountsEnabled()) await seedDemoProjects(db, now);
  // The demo partners' orders, one waiting at each step, only while their logins are on.
  if (demoAccountsEnabled()) await seedDemoOrders(db, now);
}
