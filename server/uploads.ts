import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE_FAIL, MAX_UPLOAD_BYTES } from '../contract/common';
import { requestLang } from './lang';
import { messages } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an uploaded file was cut off at the size limit. */
    uploadTooLarge: boolean;
  }
}

/**
 * Multipart bodies become plain objects whose file fields are Web `File`s, so the contract's
 * `z.instanceof(Blob)` schemas validate them on the server as on the client. A file over
 * 500 kB is read only up to the limit and refused with `{ code: 0, msg }` in the caller's
 * language before the handler runs.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploadTooLarge', false);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: {
      // One byte over the limit is enough to know the file is too large.
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 5,
      fields: 50,
      fieldSize: 100 * 1024,
      parts: 60,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const buffer = await part.toBuffer();
      if (part.file.truncated) this.uploadTooLarge = true;
      Object.assign(part, {
        value: new File([new Uint8Array(buffer)], part.filename, { type: part.mimetype }),
      });
    },
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!request.uploadTooLarge) return;
    const msg = messages(requestLang(request));
    await reply
      .status(200)
      .send({ code: CODE_FAIL, msg: msg.uploadTooLarge({ maxKb: MAX_UPLOAD_BYTES / 1024 }) });
  });
}
