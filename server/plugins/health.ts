import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_FAIL, CODE_OK } from '../../contract/common';
import type { Db } from '../db/client';
import { pendingMigrationsIn } from '../db/client';
import { databaseFaults, isDatabaseUnavailable, type FaultLogger } from '../db/faults';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { reportReadiness } from '../operations/metrics';

/** The health check for load balancers and process managers, outside `/prod-api`. */
export const HEALTH_PATH = '/healthz';

/** What a call answers while the database cannot be reached (docs/deployment.md). */
export const UNAVAILABLE_STATUS = 503;

/** Seconds a caller is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** The readiness check gives the database this long to answer. */
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

/** What the readiness check finds: each part must hold for the process to take calls. */
export interface ReadinessReport {
  database: 'up' | 'down';
  /** `unknown` while the database does not answer. */
  migrations: 'current' | 'behind' | 'unknown';
  draining: boolean;
}

/**
 * Whether this process should be sent calls. It stops being ready when it is told to stop
 * (SIGTERM): the load balancer takes it out of rotation while it still serves, before its
 * connections close (server/main.ts).
 */
export class Readiness {
  draining = false;

  drain(): void {
    this.draining = true;
  }
}

/** The database's answer to the readiness question, or 'down' within two seconds. */
async function migrationsState(db: Db): Promise<Omit<ReadinessReport, 'draining'>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrationsIn(db), timeout]);
    if (pending === 'down') return { database: 'down', migrations: 'unknown' };
    return { database: 'up', migrations: pending.length === 0 ? 'current' : 'behind' };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}

function isReady(report: ReadinessReport): boolean {
  return report.database === 'up' && report.migrations === 'current' && !report.draining;
}

/** Readiness: the path a load balancer or Kubernetes asks whether to send calls here. */
export const READY_PATH = '/readyz';

/**
 * `GET /healthz` (liveness): 200 with `{ code: 1, data: { status: 'alive' } }` whenever the
 * process can answer at all; it asks nothing of the database, so a process manager does not
 * restart every process while the database is away.
 *
 * `GET /readyz` (readiness): 200 with `{ code: 1, data: { database, migrations, draining } }`
 * when the database answers within two seconds, every migration of this version is applied and
 * the process is not stopping; otherwise 503 with `Retry-After` and the same facts beside the
 * envelope's message. Neither needs a token, is cached or counts in a rate limit. `log` becomes
 * the fault log's.
 */
export function registerHealthCheck(
  app: FastifyInstance,
  db: Db,
  log: FaultLogger,
  readiness: Readiness,
): void {
  databaseFaults.logTo(log);
  app.get(HEALTH_PATH, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ code: CODE_OK, msg: messages(requestLang(request)).ok(), data: { status: 'alive' } }),
  );
  const check = async (): Promise<ReadinessReport> => ({
    ...(await migrationsState(db)),
    draining: readiness.draining,
  });
  reportReadiness(async () => isReady(await check()));
  app.get(READY_PATH, async (request, reply) => {
    const msg = messages(requestLang(request));
    void reply.header('Cache-Control', 'no-store');
    const report = await check();
    if (isReady(report)) {
      return reply.send({ code: CODE_OK, msg: msg.ok(), data: report });
    }
    return reply
      .status(UNAVAILABLE_STATUS)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send({ code: CODE_FAIL, msg: msg.databaseUnavailable(), data: report });
  });
}
