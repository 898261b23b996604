import fastifyStatic from '@fastify/static';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_FAIL } from '../../contract/common';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';
import { requestLang } from '../lang';
import { messages } from '../messages';

/** The folder the seed data's `/media/...` addresses point into. */
export const MEDIA_ROOT = fileURLToPath(new URL('./', import.meta.url));

/** URL prefix of the media folder. */
export const MEDIA_PREFIX = '/media/';

/** How long a download link handed out by `POST /checkdownload` works. */
export const DOWNLOAD_LINK_SECONDS = 10 * 60;

const PUBLIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * Signs download links. The key comes from `MEDIA_LINK_SECRET`, or from the database once
 * {@link useSharedLinkKey} has run (every server process on one database then signs and checks
 * with the same key, and a restart keeps links valid); until then it is made at start-up
 * (docs/content.md, 070-several-server-processes.md).
 */
let secret = process.env.MEDIA_LINK_SECRET
  ? Buffer.from(process.env.MEDIA_LINK_SECRET)
  : randomBytes(32);

/** The name of the download links' key in `server_keys`. */
const LINK_KEY_NAME = 'media-link';

/**
 * Signs and checks download links with the key kept in the database, made there by the first
 * process that asks. Does nothing when `MEDIA_LINK_SECRET` is set.
 */
export async function useSharedLinkKey(db: Db, now: Date): Promise<void> {
  if (process.env.MEDIA_LINK_SECRET) return;
  await db
    .insert(serverKeys)
    .values({ name: LINK_KEY_NAME, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, LINK_KEY_NAME));
  if (row) secret = Buffer.from(row.value, 'base64url');
}

function signature(path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

/**
 * A link to a file (under `/media/downloads/`, or an order's file) that works for `seconds`,
 * {@link DOWNLOAD_LINK_SECONDS} unless given: `path?expires=<unix seconds>&signature=<HMAC>`.
 */
export function signDownloadLink(path: string, now: Date, seconds = DOWNLOAD_LINK_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  return `${path}?expires=${expires}&signature=${signature(path, expires)}`;
}

/** Whether a signed link is genuine and still within its time. */
export function isLinkValid(path: string, expires: unknown, sig: unknown, now: Date): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) {
    return false;
  }
  const until = Number(expires);
  if (until < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(path, until));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Serves the media folder: pictures and brochures as static files, product downloads only with
 * a signed link. Nothing else in the folder (the generator's source) is served.
 */
export async function registerMedia(app: FastifyInstance, now: Clock) {
  await app.register(fastifyStatic, {
    root: MEDIA_ROOT,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    // Pictures change only with a new seed; a day of caching is plenty.
    maxAge: '1d',
    allowedPath: (pathName) =>
      !pathName.startsWith('/downloads/') &&
      Object.hasOwn(PUBLIC_TYPES, extname(pathName).toLowerCase()),
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    `${MEDIA_PREFIX}downloads/:file`,
    async (request, reply) => {
      const file = basename(request.params.file);
      const path = `${MEDIA_PREFIX}downloads/${file}`;
      const disk = join(MEDIA_ROOT, 'downloads', file);
      const type = PUBLIC_TYPES[extname(file).toLowerCase()];
      const { expires, signature: sig } = request.query;
      if (!type || !isLinkValid(path, expires, sig, now()) || !existsSync(disk)) {
        return reply
          .status(403)
          .send({ code: CODE_FAIL, msg: messages(requestLang(request)).downloadLinkExpired() });
      }
      return reply
        .type(type)
        .header('Content-Disposition', contentDisposition(file))
        .header('Cache-Control', 'private, no-store')
        .send(createReadStream(disk));
    },
  );
}
