import { s } from '../router';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../contract/index';
import { requireAuth, toUserInfo } from '../plugins/auth';
import type { Db } from '../db/client';
import { AVATAR_PATH, avatarByKey, saveProfile, storeAvatar, userStats } from './account';
import { personalRoutes } from './route-list';
import { refusalWords } from './outcomes';
import { contactProblem } from './users';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import type { AccountServices } from '../security/services';

/** The logged-in user's home, avatar, profile and routes. Every call needs a token. */
export function accountRoutes(services: AccountServices) {
  const { db } = services;

  return s.router(contract.account, {
    home: async ({ request }) => {
      const { user } = requireAuth(request);
      const stats = await userStats(db, user.id, services.now());
      return ok(requestLang(request), { userinfo: toUserInfo(user), stats });
    },
    uploadHead: async ({ request, body }) => {
      const msg = messages(requestLang(request));
      const data = Buffer.from(await body.file.arrayBuffer());
      const avatar = await storeAvatar(db, requireAuth(request).user.id, data, services.now());
      return avatar
        ? ok(requestLang(request), { avatar }, msg.uploadOk())
        : fail(msg.uploadNotImage());
    },
    editUserInfo: async ({ request, body }) => {
      const lang = requestLang(request);
      const problem = await contactProblem(db, body.country, body.telephone);
      if (problem) return fail(refusalWords(lang, { refused: problem }));
      const saved = await saveProfile(db, requireAuth(request).user, body);
      if (!saved) return fail(messages(lang).notFound());
      return ok(lang, toUserInfo(saved), messages(lang).profileSaved());
    },
    routers: ({ request }) => {
      const lang = requestLang(request);
      return Promise.resolve(ok(lang, personalRoutes(requireAuth(request).user, lang)));
    },
  });
}

/**
 * Serves avatar images outside the contract (an `<img>` cannot send the token header; the
 * random key in the URL is what keeps it private). Register under the API prefix.
 */
export function registerAvatarRoute(api: FastifyInstance, db: Db): void {
  api.get<{ Params: { key: string } }>(`${AVATAR_PATH}/:key`, async (request, reply) => {
    const row = await avatarByKey(db, request.params.key);
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
