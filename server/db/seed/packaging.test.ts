import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { goods } from '../schema/index';
import { openTestDatabase } from '../testing';
import { seedPortalContent } from './portal';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const packagingOf = async (model: string) => {
  const [row] = await database.db
    .select({
      packQuantity: goods.packQuantity,
      packGrossGrams: goods.packGrossGrams,
      unitNetGrams: goods.unitNetGrams,
      packLengthMm: goods.packLengthMm,
    })
    .from(goods)
    .where(eq(goods.model, model));
  return row;
};

describe('packaging of the catalogue', () => {
  it('is seeded in grams and millimetres from the kg and cm of the seed data', async () => {
    // The WL8200 series: 10 a package, 8.5 kg a package, 0.7 kg a unit, 60 cm long.
    expect(await packagingOf('WL8200-I3')).toEqual({
      packQuantity: 10,
      packGrossGrams: 8500,
      unitNetGrams: 700,
      packLengthMm: 600,
    });
  });

  it('is filled in for goods of a database seeded before it existed, and kept otherwise', async () => {
    const db = database.db;
    await db
      .update(goods)
      .set({ packQuantity: 1, packGrossGrams: 0, unitNetGrams: 0, packLengthMm: 0 })
      .where(eq(goods.model, 'WL8200-I3'));
    await db.update(goods).set({ packQuantity: 3 }).where(eq(goods.model, 'WL8200-I2'));
    await seedPortalContent(db);
    expect(await packagingOf('WL8200-I3')).toMatchObject({
      packQuantity: 10,
      packGrossGrams: 8500,
    });
    expect((await packagingOf('WL8200-I2'))?.packQuantity).toBe(3);
  });
});
