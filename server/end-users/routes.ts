import { s } from '../router';
import { create as contentDisposition } from 'content-disposition';
import { contract } from '../../contract/index';
import { requireAuth } from '../plugins/auth';
import type { Db } from '../db/client';
import {
  deleteEndUser,
  endUserOptions,
  endUsersToExport,
  listEndUsers,
  saveEndUser,
} from './end-users';
import { endUsersFileName, endUsersWorkbook } from './export';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, notFound, ok } from '../reply';

/**
 * The partner's end users. Every call reads or changes only the caller's own rows; an id of
 * someone else's end user is answered as one that does not exist.
 */
export function endUsersRoutes(db: Db, now: () => Date) {
  return s.router(contract.endUsers, {
    list: async ({ request, query }) =>
      listEndUsers(db, requestLang(request), requireAuth(request).user.id, query),
    save: async ({ request, body }) => {
      const lang = requestLang(request);
      const saved = await saveEndUser(db, requireAuth(request).user.id, body, now());
      return saved ? ok(lang, saved, messages(lang).endUserSaved()) : notFound(lang);
    },
    delete: async ({ request, body }) => {
      const lang = requestLang(request);
      const result = await deleteEndUser(db, requireAuth(request).user.id, body.id);
      if (result === 'notFound') return notFound(lang);
      if (result === 'inProject') return fail(messages(lang).project.endUserInProject());
      return ok(lang, null, messages(lang).endUserDeleted());
    },
    options: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const options = await endUserOptions(db, lang, requireAuth(request).user.id, body.keyword);
      // With nothing to pick, the select says what to do: add an end user, or search otherwise.
      const empty = body.keyword ? msg.noData() : msg.endUserNoneToPick();
      return ok(lang, options, options.length === 0 ? empty : undefined);
    },
    download: async ({ request, body, reply }) => {
      const lang = requestLang(request);
      const rows = await endUsersToExport(db, lang, requireAuth(request).user.id, body);
      const file = await endUsersWorkbook(rows, lang);
      void reply
        .header('Content-Disposition', contentDisposition(endUsersFileName(lang, now())))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      // The contract types a file answer as the browser's Blob; Fastify sends the bytes.
      return { status: 200, body: file as unknown as Blob };
    },
  });
}
