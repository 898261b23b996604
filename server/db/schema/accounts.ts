import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  bigserial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, moment, ownerId } from './columns';

/** What an e-mail code is for; one live code per address and purpose. */
export const CODE_PURPOSES = ['register', 'reset', 'login'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Portal accounts. `username` is the e-mail address, stored in lower case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 254 }).notNull().unique(),
    /** `scrypt$N$r$p$salt$hash` (docs/accounts.md). */
    passwordHash: text('password_hash').notNull(),
    realname: text('realname').notNull(),
    company: text('company').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    telephone: text('telephone').notNull(),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    /** URL of the avatar on this server; empty when there is none. */
    avatar: text('avatar').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** A partner-programme tier code (`DC-ADP`, ...); null until head office grants one. */
    partnerType: varchar('partner_type', { length: 16 }),
    dcnetId: varchar('dcnet_id', { length: 32 }),
    createdAt: moment('created_at').notNull(),
    /** The latest login: the session being started, once it is. */
    lastLoginAt: moment('last_login_at'),
    /** The login before the latest, which the user is shown as their previous one. */
    previousLoginAt: moment('previous_login_at'),
    passwordChangedAt: moment('password_changed_at').notNull(),
    /** The language of the last sign-up or login (the API's code): head office's e-mails use it. */
    lang: varchar('lang', { length: 8 }).notNull().default('en'),
  },
  // The desks search partners by a keyword anywhere in these texts (trigram indexes).
  (t) => [
    index('users_company_trgm_idx').using('gin', t.company.op('gin_trgm_ops')),
    index('users_realname_trgm_idx').using('gin', t.realname.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

/**
 * Login sessions. Only the SHA-256 of the token is stored; a session ends when it expires or is
 * revoked (logout, password change or reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Logged in with logIp=1 ("remember this device"): a longer life. */
    remember: boolean('remember').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * E-mail verification codes, hashed, one per address and purpose; sending a new code replaces
 * the old one. A code is used once and counts wrong guesses.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).$type<CodePurpose>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentAt: moment('sent_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    /** Wrong guesses of the code from every source together. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Wrong guesses of the code by source (the caller's address): one source's guesses use up
     * that source's tries only, not the owner's (docs/decisions/072-atomic-limits-and-no-lock-out.md).
     */
    guesses: jsonb('guesses').$type<Record<string, number>>().notNull().default({}),
    consumedAt: moment('consumed_at'),
  },
  (table) => [primaryKey({ columns: [table.email, table.purpose] })],
);

/** Every e-mail the server sends, written before delivery (docs/accounts.md). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: moment('created_at').notNull(),
    sentAt: moment('sent_at'),
    error: text('error'),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.id)],
);

/** Failed logins per address since the last success; three ask for a verification code. */
export const loginFailures = pgTable('login_failures', {
  username: varchar('username', { length: 254 }).primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: moment('last_failure_at').notNull(),
});

/** One row per counted request, for sliding-window rate limits per address and per IP. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 32 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    at: moment('at').notNull(),
  },
  (table) => [index('rate_limit_hits_bucket_key_at_idx').on(table.bucket, table.key, table.at)],
);

/** Captcha challenges: the hashed answer, checked once. */
export const captchas = pgTable(
  'captchas',
  {
    uuid: varchar('uuid', { length: 64 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/** Avatar images, served under a key that changes with every upload. */
export const avatars = pgTable('avatars', {
  key: varchar('key', { length: 64 }).primaryKey(),
  userId: ownerId(),
  contentType: varchar('content_type', { length: 32 }).notNull(),
  data: bytea('data').notNull(),
  createdAt: moment('created_at').notNull(),
});
