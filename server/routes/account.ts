import { initServer } from '@ts-rest/fastify';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { RouteEntry, UserStats } from '../../contract/account';
import { API_BASE_PATH, contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth, toUserInfo } from '../auth';
import type { Db } from '../db/client';
import { avatars, users } from '../db/schema/index';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import type { AccountServices } from '../security/services';
import { contactMessage } from './auth';

const s = initServer();

/** The image formats an avatar may have, told by their first bytes, not by the name. */
const IMAGE_SIGNATURES: { type: string; test: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The media type of an image by its content, or null when it is none of the allowed formats. */
export function imageTypeOf(bytes: Buffer): string | null {
  return IMAGE_SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

/** Where an avatar is served; the key changes with every upload, so the URL can be cached. */
export const AVATAR_PATH = '/user/avatar';

/**
 * Counts of the user's records for the personal home. Projects, quotations, orders, end users
 * and drafts belong to domains whose tables are not in the database yet; each count joins
 * here when its table does.
 */
async function userStats(_db: Db, _userId: number): Promise<UserStats> {
  return Promise.resolve({ projects: 0, quotations: 0, orders: 0, end_users: 0, drafts: 0 });
}

/** The personal routes the web app may open once logged in, titled in the caller's language. */
export function personalRoutes(lang: LangCode): RouteEntry[] {
  const msg = messages(lang);
  const page = (name: string, path: string, title: string, hidden = false): RouteEntry => ({
    name,
    path,
    component: `personal/${path || 'index'}`,
    hidden,
    meta: { title, noCache: false },
  });
  return [
    {
      name: 'Personal',
      path: '/personal',
      component: 'Layout',
      hidden: false,
      meta: { title: msg.routeHome() },
      children: [
        // The group's own path: /personal is the personal home.
        page('PersonalHome', '', msg.routeHome()),
        page('Quotation', 'quotation', msg.routeQuotation()),
        page('Order', 'order', msg.routeOrder()),
        page('Project', 'project', msg.routeProject()),
        page('EndUser', 'endUser', msg.routeEndUser()),
        page('Dcnet', 'dcnet', msg.routeDcnet()),
        page('Training', 'training', msg.routeTraining()),
        page('Exams', 'exams', msg.routeExams()),
        page('DraftsBox', 'draftsBox', msg.routeDrafts()),
        // Reachable by route only, not from the personal menu (spec section 2).
        page('Grades', 'grades', msg.routeGrades(), true),
      ],
    },
  ];
}

/** The logged-in user's home, avatar, profile and routes. Every call needs a token. */
export function accountRoutes(services: AccountServices) {
  const { db } = services;

  return s.router(contract.account, {
    home: async ({ request }) => {
      const { user } = requireAuth(request);
      return ok(requestLang(request), {
        userinfo: toUserInfo(user),
        stats: await userStats(db, user.id),
      });
    },

    uploadHead: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const { user } = requireAuth(request);
      const data = Buffer.from(await body.file.arrayBuffer());
      const contentType = imageTypeOf(data);
      if (!contentType) return fail(msg.uploadNotImage());
      const key = randomBytes(16).toString('hex');
      const avatar = `${API_BASE_PATH}${AVATAR_PATH}/${key}`;
      await db.transaction(async (tx) => {
        await tx.delete(avatars).where(eq(avatars.userId, user.id));
        await tx.insert(avatars).values({
          key,
          userId: user.id,
          contentType,
          data,
          createdAt: services.now(),
        });
        await tx.update(users).set({ avatar }).where(eq(users.id, user.id));
      });
      return ok(lang, { avatar }, msg.uploadOk());
    },

    editUserInfo: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const problem = await contactMessage(db, body.country, body.telephone, lang);
      if (problem) return fail(problem);
      const [saved] = await db
        .update(users)
        .set({
          realname: body.realname,
          company: body.company,
          country: body.country.toUpperCase(),
          telephone: body.telephone,
          website: body.website ?? user.website,
          address: body.address ?? user.address,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!saved) return fail(messages(lang).notFound());
      return ok(lang, toUserInfo(saved), messages(lang).profileSaved());
    },

    routers: ({ request }) => {
      const lang = requestLang(request);
      return Promise.resolve(ok(lang, personalRoutes(lang)));
    },
  });
}

/**
 * Serves avatar images outside the contract (an `<img>` cannot send the token header; the
 * random key in the URL is what keeps it private). Register under the API prefix.
 */
export function registerAvatarRoute(api: FastifyInstance, db: Db): void {
  api.get<{ Params: { key: string } }>(`${AVATAR_PATH}/:key`, async (request, reply) => {
    const { key } = request.params;
    const [row] = /^[0-9a-f]{32}$/.test(key)
      ? await db.select().from(avatars).where(eq(avatars.key, key))
      : [];
    if (!row) {
      return reply.status(404).send({ code: 0, msg: messages(requestLang(request)).notFound() });
    }
    return reply
      .header('Content-Type', row.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(row.data);
  });
}
