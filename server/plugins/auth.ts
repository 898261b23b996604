import fp from 'fastify-plugin';
import type { AppRoute } from '@ts-rest/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserInfo } from '../../contract/auth';
import {
  CODE_BAD_TOKEN,
  CODE_EXPIRED_TOKEN,
  CODE_NO_TOKEN,
  PartnerTierSchema,
  type RouteMetadata,
  type SessionCode,
} from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { addRouteHook, contractRouteOf } from './route-hooks';
import { hashToken, looksLikeToken } from '../security/tokens';
import type { SessionCache } from './user-caches';

/** A user row as stored. */
export type UserRow = typeof users.$inferSelect;

/** Who made a request with a valid token. */
export interface AuthContext {
  user: UserRow;
  session: { id: number; remember: boolean; expiresAt: Date };
}

export type AuthResult = { ok: true; auth: AuthContext } | { ok: false; code: SessionCode };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @ts-rest/fastify on every contract route. */
    tsRestRoute?: AppRoute;
  }
  interface FastifyRequest {
    /** The logged-in user of a token route, set by the auth guard; null elsewhere. */
    auth: AuthContext | null;
  }
}

/** The `token` header of a request, or undefined when there is none (or it is empty). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = (Array.isArray(header) ? header[0] : header)?.trim();
  return token ? token : undefined;
}

/** The session and user of a token's hash, as a statement prepared once per database handle. */
const sessionLookup = preparedPerHandle((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token'),
);

/**
 * Resolves a token to its user: 90002 without a token, 90003 for a token that is unknown or
 * was revoked (logout, password change), 90004 for one that has expired.
 */
export async function authenticate(
  db: Db,
  token: string | undefined,
  now: Date,
  kept?: SessionCache,
): Promise<AuthResult> {
  if (!token) return { ok: false, code: CODE_NO_TOKEN };
  if (!looksLikeToken(token)) return { ok: false, code: CODE_BAD_TOKEN };
  const tokenHash = hashToken(token);
  const read = async () => (await sessionLookup(db).execute({ tokenHash }))[0];
  // Only live sessions are kept, in their user's group; the expiry is checked below on every use.
  const row = kept
    ? await kept.get(tokenHash, read, (found) =>
        found && !found.session.revokedAt ? String(found.user.id) : null,
      )
    : await read();
  if (!row || row.session.revokedAt) return { ok: false, code: CODE_BAD_TOKEN };
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, code: CODE_EXPIRED_TOKEN };
  }
  const { id, remember, expiresAt } = row.session;
  return { ok: true, auth: { user: row.user, session: { id, remember, expiresAt } } };
}

/** The `msg` of a session code, in the caller's language. */
export function sessionMessage(code: SessionCode, lang: LangCode): string {
  const msg = messages(lang);
  if (code === CODE_NO_TOKEN) return msg.notLoggedIn();
  if (code === CODE_EXPIRED_TOKEN) return msg.sessionExpired();
  return msg.sessionEnded();
}

/** The refusal envelope of a session code (HTTP 200, like every answer). */
export function sessionFailure(code: SessionCode, lang: LangCode) {
  return { status: 200 as const, body: { code, msg: sessionMessage(code, lang) } };
}

function isRouteMetadata(value: unknown): value is RouteMetadata {
  return typeof value === 'object' && value !== null && 'access' in value;
}

/**
 * Whether a contract route needs a token: those whose metadata says `access: 'token'`, and, to
 * fail closed, those that say nothing. Routes outside the contract decide themselves.
 */
export function needsToken(route: AppRoute | undefined): boolean {
  if (!route) return false;
  return !isRouteMetadata(route.metadata) || route.metadata.access !== 'public';
}

/**
 * Guards every contract route that needs a token, before its body is read: without a valid
 * token the answer is the session code and the handler never runs. On success the user is on
 * `request.auth` (read it with {@link requireAuth}). Install once, before the routers:
 * `api.register(authGuard, { db, now, kept })`; with a started session cache, sessions are kept. The
 * guard is a hook of the routes that need it; public routes do not run it
 * (docs/server.md).
 */
export const authGuard = fp<{ db: Db; now: () => Date; kept?: SessionCache }>(
  (app, { db, now, kept }, done) => {
    app.decorateRequest('auth', null);
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await authenticate(db, tokenOf(request), now(), kept);
      if (result.ok) {
        request.auth = result.auth;
        return;
      }
      const { body } = sessionFailure(result.code, requestLang(request));
      await reply.status(200).send(body);
    };
    app.addHook('onRoute', (route) => {
      if (needsToken(contractRouteOf(route))) addRouteHook(route, 'onRequest', guard);
    });
    done();
  },
  { name: 'portal-auth-guard' },
);

/**
 * The logged-in user inside a handler of a token route. Throws when the guard did not run,
 * which is a wiring fault, never the caller's.
 */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`No auth context on ${request.method} ${request.url}`);
  return request.auth;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the contract writes moments. */
export function formatDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A stored user as the contract's `UserInfo`. */
export function toUserInfo(user: UserRow): UserInfo {
  const tier = PartnerTierSchema.safeParse(user.partnerType);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    company: user.company,
    avatar: user.avatar,
    country: user.country,
    telephone: user.telephone,
    website: user.website,
    address: user.address,
    roles: user.roles,
    permissions: user.permissions,
    partner_type: tier.success ? tier.data : null,
    dcnet_id: user.dcnetId,
    create_time: formatDateTime(user.createdAt),
    // The login before this session's: what the user is shown as their previous one.
    last_login_time: user.previousLoginAt ? formatDateTime(user.previousLoginAt) : null,
  };
}
