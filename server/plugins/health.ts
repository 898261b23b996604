import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_FAIL, CODE_OK } from '../../contract/common';
import type { Db } from '../db/client';
import { databaseFaults, isDatabaseUnavailable, type FaultLogger } from '../db/faults';
import { requestLang } from '../lang';
import { messages } from '../messages';

/** The health check for load balancers and process managers, outside `/prod-api`. */
export const HEALTH_PATH = '/healthz';

/** What a call answers while the database cannot be reached (docs/deployment.md). */
export const UNAVAILABLE_STATUS = 503;

/** Seconds a caller is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** The health check gives the database this long to answer `select 1`. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Answers a call that failed because the database is unreachable: HTTP 503 with the envelope
 * and a message in the caller's language. The fault is counted in the process's fault log,
 * which writes a line per burst, not per call. Answers undefined for any other error.
 */
export function answerIfUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  databaseFaults.note(error);
  return reply
    .status(UNAVAILABLE_STATUS)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .send({ code: CODE_FAIL, msg: messages(requestLang(request)).databaseUnavailable() });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 with `{ code: 1 }` when the database answers `select 1` within two
 * seconds, 503 with `{ code: 0, msg }` otherwise. It needs no token, is never cached, and
 * counts in no rate limit. `log` becomes the fault log's.
 */
export function registerHealthCheck(app: FastifyInstance, db: Db, log: FaultLogger): void {
  databaseFaults.logTo(log);
  app.get(HEALTH_PATH, async (request, reply) => {
    const msg = messages(requestLang(request));
    void reply.header('Cache-Control', 'no-store');
    if (await databaseAnswers(db)) {
      return reply.send({ code: CODE_OK, msg: msg.ok(), data: { database: 'up' } });
    }
    return reply
      .status(UNAVAILABLE_STATUS)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send({ code: CODE_FAIL, msg: msg.databaseUnavailable() });
  });
}
