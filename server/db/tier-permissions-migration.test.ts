import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partnerOfTier } from '../accounts/partner-tiers';
import { signedIn, useTestApp } from '../testing';
import { users } from './schema/index';

const h = useTestApp();

/** Migration 0028, as an operator's database that had partners migrated to APP runs it. */
const MIGRATION = readFileSync(
  new URL('./migrations/0028_tier_permissions.sql', import.meta.url),
  'utf8',
);

describe('migration 0028', () => {
  it('takes the DPP permission from accounts of another tier, and from nobody else', async () => {
    const migrated = await signedIn(h, {
      partnerType: 'DC-APP',
      roles: ['partner', 'DC-APP'],
      permissions: ['project:register'],
    });
    const dpp = await signedIn(h, partnerOfTier('DC-DPP'));
    const service = await signedIn(h, partnerOfTier('DC-ASP'));
    await h.database.db.execute(sql.raw(MIGRATION));
    const permissionsOf = async (id: number) =>
      (await h.database.db.select().from(users).where(eq(users.id, id)))[0]?.permissions;
    expect(await permissionsOf(migrated.id)).toEqual([]);
    expect(await permissionsOf(dpp.id)).toEqual(['project:register']);
    expect(await permissionsOf(service.id)).toEqual(['sn:query']);
  });
});
