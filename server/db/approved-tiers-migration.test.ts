import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partnerOfTier } from '../accounts/partner-tiers';
import { pendingApplication } from '../backoffice/testing';
import { signedIn, useTestApp } from '../testing';
import { dcnetApplications, partnerDistributors, users } from './schema/index';

const h = useTestApp();

/** Migration 0029, as an operator's database with memberships approved before it runs it. */
const MIGRATION = readFileSync(
  new URL('./migrations/0029_approved_tiers.sql', import.meta.url),
  'utf8',
);

/**
 * A membership of `type` head office approved for the account, valid for centuries or ended
 * long ago: the migration judges validity by the database's own day, whatever the test clock.
 */
async function approved(userId: number, type: string, valid = true, decidedAt = h.clock.now()) {
  const id = await pendingApplication(h, userId, type);
  await h.database.db
    .update(dcnetApplications)
    .set({
      status: 1,
      level: 'silver',
      startDate: '2000-01-01',
      endDate: valid ? '2999-12-31' : '2001-12-31',
      decidedAt,
    })
    .where(eq(dcnetApplications.id, id));
}

const accountOf = async (id: number) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('migration 0029', () => {
  it('gives each account the tier of its latest approved membership still valid, and no one else', async () => {
    const newcomer = await signedIn(h);
    await approved(newcomer.id, 'DC-DPP');
    const app = await signedIn(h, { ...partnerOfTier('DC-APP'), permissions: ['sn:query'] });
    const ddp = await signedIn(h, partnerOfTier('DC-DDP'));
    await h.database.db
      .insert(partnerDistributors)
      .values({ partnerId: app.id, distributorId: ddp.id, chosenAt: h.clock.now() });
    await approved(app.id, 'DC-APP', true, new Date('2020-01-01T00:00:00Z'));
    await approved(app.id, 'DC-DPP', true, new Date('2021-01-01T00:00:00Z'));
    const service = await signedIn(h, partnerOfTier('DC-DSP'));
    await approved(service.id, 'DC-ASP');
    // Left: an approval that has ended, one still pending, a renewal, head office.
    const ended = await signedIn(h, partnerOfTier('DC-DPP'));
    await approved(ended.id, 'DC-APP', false);
    const waiting = await signedIn(h, partnerOfTier('DC-ADP'));
    await pendingApplication(h, waiting.id, 'DC-DDP');
    const renewed = await signedIn(h, partnerOfTier('DC-DPP'));
    await approved(renewed.id, 'DC-DPP');
    const staff = await signedIn(h, { roles: ['headoffice'], permissions: ['dcnet:approve'] });
    await approved(staff.id, 'DC-DDP');
    const untouched = [ended, waiting, renewed, staff, ddp];
    const before = await Promise.all(untouched.map(({ id }) => accountOf(id)));

    await h.database.db.execute(sql.raw(MIGRATION));

    expect(await accountOf(newcomer.id)).toMatchObject({
      partnerType: 'DC-DPP',
      roles: ['partner', 'DC-DPP'],
      permissions: ['project:register'],
    });
    expect(await accountOf(app.id)).toMatchObject({
      partnerType: 'DC-DPP',
      roles: ['partner', 'DC-DPP'],
      permissions: ['sn:query', 'project:register'],
    });
    const distributors = h.database.db.select().from(partnerDistributors);
    expect(await distributors.where(eq(partnerDistributors.partnerId, app.id))).toEqual([]);
    expect(await accountOf(service.id)).toMatchObject({
      partnerType: 'DC-ASP',
      roles: ['partner', 'DC-ASP'],
      permissions: ['sn:query'],
    });
    expect(await Promise.all(untouched.map(({ id }) => accountOf(id)))).toEqual(before);
  });
});
