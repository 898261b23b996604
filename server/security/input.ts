import fp from 'fastify-plugin';
import { CODE_FAIL } from '../../contract/common';
import { requestLang } from '../lang';
import { messages } from '../messages';

/** The longest e-mail address a mailbox can have (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address as stored and compared: trimmed and in lower case. Null when it is longer
 * than any real address.
 */
export function normalizeEmail(username: string): string | null {
  const email = username.trim().toLowerCase();
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH ? email : null;
}

function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (value instanceof Blob) return false;
  return Object.values(value).some((item) => hasNulByte(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character; a body or query carrying one would end in a
 * database error. Such requests are refused up front with the usual `{ code: 0, msg }`.
 */
export const nulByteGuard = fp(
  (app, _options, done) => {
    app.addHook('preHandler', (request, reply, done) => {
      if (!hasNulByte(request.body) && !hasNulByte(request.query)) {
        done();
        return;
      }
      const msg = messages(requestLang(request));
      void reply.status(200).send({ code: CODE_FAIL, msg: msg.refusal.textNotStorable() });
    });
    done();
  },
  { name: 'portal-nul-byte-guard' },
);
