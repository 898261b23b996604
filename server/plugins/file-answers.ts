/**
 * File answers of the download calls (docs/contract.md): the file under
 * its own name, or, when refused, the JSON envelope with a JSON content type, so the client
 * tells the two apart by the type.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withoutIsolates } from '../../i18n/bidi';

/** Downloads refused with the JSON envelope; their answer must not go out as a file. */
const refusedDownloads = new WeakSet<FastifyRequest>();

/** The hooks of a download call: a refusal goes out as JSON. */
export const fileHooks = {
  onSend: async (request: FastifyRequest, reply: FastifyReply) => {
    if (refusedDownloads.has(request)) void reply.type('application/json; charset=utf-8');
  },
};

/** A refused download: the envelope, sent as JSON by {@link fileHooks}. */
export function refusedFile(request: FastifyRequest, refusal: { body: unknown }) {
  refusedDownloads.add(request);
  // The contract types a file answer as the browser's Blob; Fastify sends the bytes.
  return {
    status: 200 as const,
    body: Buffer.from(JSON.stringify(refusal.body)) as unknown as Blob,
  };
}

/**
 * A file answer under the file's own name, without the isolates its Arabic name's values carry
 * on screen (a browser writes them into the saved name as `_`).
 */
export function fileAnswer(
  reply: { header(name: string, value: string): unknown },
  file: { name: string; bytes: Buffer; fallback?: string },
) {
  // A name in another script goes in `filename*`; `filename` carries the English one, which
  // every client can show (RFC 6266).
  const options = file.fallback ? { fallback: file.fallback } : {};
  void reply.header('Content-Disposition', contentDisposition(withoutIsolates(file.name), options));
  return { status: 200 as const, body: file.bytes as unknown as Blob };
}
