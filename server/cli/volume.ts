/**
 * Seeds the benchmark dataset into the database that `npm start` uses (`DATABASE_URL` or
 * `DATA_DIR`): `npm run db:volume [-- --scale N] [--partners N --end-users N --quotations N
 * --orders N]`. `--scale 10` is ten times the benchmarks' dataset (5,000 partners, 50,000 end
 * users, 200,000 quotations, 1,000,000 orders); a size given on its own wins.
 * Stop the server first when it runs on the embedded database: one process opens it at a time.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { seedDatabase } from '../db/seed/index';
import {
  scaledVolume,
  VOLUME_PASSWORD,
  seedVolume,
  VOLUME_HEAD_OFFICE_EMAIL,
  volumePartnerEmail,
  type VolumeSizes,
} from '../db/volume';

function sizesFrom(argv: string[]): VolumeSizes {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      partners: { type: 'string' },
      'end-users': { type: 'string' },
      quotations: { type: 'string' },
      orders: { type: 'string' },
    },
  });
  const count = (name: keyof typeof values, fallback: number) => {
    const given = values[name];
    if (given === undefined) return fallback;
    const n = Number(given);
    if (!Number.isInteger(n) || n < 1 || n > 10_000_000) {
      throw new Error(`--${name} takes a whole number from 1 to 10,000,000, not "${given}"`);
    }
    return n;
  };
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
    throw new Error(`--scale takes a whole number from 1 to 100, not "${values.scale}"`);
  }
  const base = scaledVolume(scale);
  return {
    partners: count('partners', base.partners),
    endUsers: count('end-users', base.endUsers),
    quotations: count('quotations', base.quotations),
    orders: count('orders', base.orders),
  };
}

let sizes: VolumeSizes;
try {
  sizes = sizesFrom(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

const config = readConfig();
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
  mkdirSync(config.dataDir, { recursive: true });
}
let database;
try {
  database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
try {
  const started = performance.now();
  await database.exclusively(async () => {
    await database.migrate();
    await seedDatabase(database.db, systemClock());
  });
  const outcome = await seedVolume(database.db, sizes, systemClock());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if ('present' in outcome) {
    process.stdout.write(`The volume dataset is already there (${outcome.present} partners).\n`);
  } else {
    const { partners, endUsers, quotations, orders } = outcome.written;
    process.stdout.write(
      `Wrote ${partners} partners, ${endUsers} end users, ${quotations} open quotations and ` +
        `${orders} orders (each with the quotation it was made from) in ${seconds} s.\n`,
    );
  }
  process.stdout.write(
    `Log in as ${volumePartnerEmail(1)} … ${volumePartnerEmail(sizes.partners)}, or as head ` +
      `office ${VOLUME_HEAD_OFFICE_EMAIL}, with the password ${VOLUME_PASSWORD}.\n`,
  );
} finally {
  await database.close();
}
