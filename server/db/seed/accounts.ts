import { asc, count, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { ORDER_PERMISSIONS } from '../../../contract/backoffice';
import { ALL_PERMISSIONS } from '../../../contract/auth';
import type { PartnerTier } from '../../../contract/common';
import { developmentAid } from '../../config';
import { revokeSessions } from '../../accounts/users';
import { partnerOfTier } from '../../accounts/partner-tiers';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Db } from '../client';
import { users } from '../schema/index';
import { seedDemoQuotations } from './quotations';

/** The password of every demo account (docs/accounts.md). */
export const DEMO_PASSWORD = 'DemoPartner2026';

export interface DemoAccount {
  username: string;
  tier: PartnerTier;
  label: string;
  realname: string;
  company: string;
  country: string;
  telephone: string;
}

/** One demo partner account per partner type, each in another country. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo.adp@example.com',
    tier: 'DC-ADP',
    label: 'Authorized distribution partner',
    realname: 'Li Wei',
    company: 'Demo Distribution (ADP) Co., Ltd.',
    country: 'CN',
    telephone: '+86 138 0013 8000',
  },
  {
    username: 'demo.ddp@example.com',
    tier: 'DC-DDP',
    label: 'Direct distribution partner',
    realname: 'Anna Ivanova',
    company: 'Demo Direct Distribution (DDP) LLC',
    country: 'RU',
    telephone: '+7 912 345 67 89',
  },
  {
    username: 'demo.app@example.com',
    tier: 'DC-APP',
    label: 'Authorized project partner',
    realname: 'Kim Min-jun',
    company: 'Demo Projects (APP) Inc.',
    country: 'KR',
    telephone: '+82 10 1234 5678',
  },
  {
    username: 'demo.dpp@example.com',
    tier: 'DC-DPP',
    label: 'Direct project partner',
    realname: 'Lucía García',
    company: 'Demo Direct Projects (DPP) S.L.',
    country: 'ES',
    telephone: '+34 612 345 678',
  },
  {
    username: 'demo.asp@example.com',
    tier: 'DC-ASP',
    label: 'Authorized service partner',
    realname: 'Camille Martin',
    company: 'Demo Service (ASP) SARL',
    country: 'FR',
    telephone: '+33 6 12 34 56 78',
  },
  {
    username: 'demo.dsp@example.com',
    tier: 'DC-DSP',
    label: 'Direct service partner',
    realname: 'João Silva',
    company: 'Demo Direct Service (DSP) Ltda.',
    country: 'BR',
    telephone: '+55 11 91234 5678',
  },
  {
    username: 'demo.dte@example.com',
    tier: 'DC-DTE',
    label: 'Direct telecom end user',
    realname: 'Omar Al-Farsi',
    company: 'Demo Telecom (DTE)',
    country: 'SA',
    telephone: '+966 50 123 4567',
  },
  {
    username: 'demo.dee@example.com',
    tier: 'DC-DEE',
    label: 'Direct enterprise end user',
    realname: 'Nguyễn Văn An',
    company: 'Demo Enterprise (DEE) JSC',
    country: 'VN',
    telephone: '+84 91 234 56 78',
  },
];

/** A demo head-office login: no partner type, the permissions of its desk. */
export interface DemoStaffAccount {
  username: string;
  label: string;
  realname: string;
  permissions: readonly string[];
}

/**
 * Demo head-office logins for the back office: one with every permission, one with only the
 * order desk's (docs/backoffice.md).
 */
export const DEMO_STAFF_ACCOUNTS: readonly DemoStaffAccount[] = [
  {
    username: 'demo.backoffice@example.com',
    label: 'every permission',
    realname: 'Wang Fang',
    permissions: [ALL_PERMISSIONS],
  },
  {
    username: 'demo.orders@example.com',
    label: 'order permissions only',
    realname: 'Zhang Lei',
    permissions: ORDER_PERMISSIONS,
  },
];

/** Every demo login, partners and head office: what `DEMO_ACCOUNTS=off` locks. */
const DEMO_USERNAMES = [...DEMO_ACCOUNTS, ...DEMO_STAFF_ACCOUNTS].map((a) => a.username);

/**
 * Adds the demo head-office logins that are missing, also to a database seeded before they
 * existed; one that is there already is left as it is.
 */
export async function seedStaffAccounts(db: Db, now: Date): Promise<void> {
  const staff = DEMO_STAFF_ACCOUNTS.map((a) => a.username);
  const present = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, staff));
  const missing = DEMO_STAFF_ACCOUNTS.filter(
    (a) => !present.some((p) => p.username === a.username),
  );
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      missing.map((account) => ({
        username: account.username,
        passwordHash,
        realname: account.realname,
        company: 'DCN Networks Co., Ltd. (head office)',
        country: 'CN',
        telephone: '+86 10 5555 0100',
        website: 'https://www.example.com/',
        roles: ['headoffice'],
        permissions: [...account.permissions],
        createdAt: now,
        passwordChangedAt: now,
      })),
    )
    .onConflictDoNothing({ target: users.username });
}

/** The demo partners that exist (demo accounts are or were on), in the order they were made. */
export async function existingDemoPartners(db: Db) {
  return db
    .select({ id: users.id, username: users.username, partnerType: users.partnerType })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_ACCOUNTS.map((account) => account.username),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Demo accounts with a published password belong on a developer's machine: they are on only
 * while nobody else can reach the server (it listens on loopback, no `TRUST_PROXY`) or when
 * `DEMO_ACCOUNTS=on` asks for them; `DEMO_ACCOUNTS=off` and `NODE_ENV=production` turn them off
 * (docs/accounts.md).
 */
export function demoAccountsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return developmentAid(env, 'DEMO_ACCOUNTS').on;
}

/**
 * Demo accounts that still have the published password, in a database seeded while they were
 * on, get a random password nobody knows and lose their sessions; they log in again only after
 * a password reset. Answers how many were locked.
 */
export async function lockDemoAccounts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, DEMO_USERNAMES));
  let locked = 0;
  for (const row of rows) {
    if (!(await verifyPassword(DEMO_PASSWORD, row.passwordHash))) continue;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    // Sessions first: a start stopped in between finds the published password again next time.
    await revokeSessions(db, row.id, 'demo-off', now);
    await db.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    locked += 1;
  }
  return locked;
}

/**
 * Fills an empty users table with the demo accounts when they are on; when they are off, locks
 * the ones an earlier start left with the published password ({@link lockDemoAccounts}).
 */
export async function seedAccounts(
  db: Db,
  now: Date,
  enabled = demoAccountsEnabled(),
): Promise<void> {
  if (!enabled) {
    const locked = await lockDemoAccounts(db, now);
    if (locked > 0) {
      process.stderr.write(
        `Demo accounts are off: ${locked} demo account(s) with the published password were locked.\n`,
      );
    }
    return;
  }
  const [existing] = await db.select({ n: count() }).from(users);
  if (existing?.n === 0) await seedPartnerAccounts(db, now);
  // The back office's demo logins, after the partners (which need an empty table).
  await seedStaffAccounts(db, now);
}

/** The demo partner accounts and their quotations, into an empty users table. */
async function seedPartnerAccounts(db: Db, now: Date): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account, i) => ({
      username: account.username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      realname: account.realname,
      company: account.company,
      country: account.country,
      telephone: account.telephone,
      website: 'https://www.example.com/',
      address: '',
      ...partnerOfTier(account.tier),
      dcnetId: `DCN-${account.tier.slice(3)}-${String(1001 + i)}`,
      createdAt: now,
      passwordChangedAt: now,
    })),
  );
  const partners = await db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, partnerType: users.partnerType });
  // Demo quotations (docs/quotations.md).
  await seedDemoQuotations(db, partners, now);
}
