/**
 * Database faults: telling a lost or refused database connection from any other error, and
 * logging a burst of them as a few lines instead of one per failed call
 * (docs/deployment.md).
 */

/** Node's socket errors that mean the database cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for a server that is going away or not yet there: admin, crash and
 * idle shutdowns, "cannot connect now" (starting up or shutting down), too many connections.
 * Class 08 (connection exceptions) is matched as a whole.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own messages for a connection that died or never came. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /Query read timeout/,
];

function isConnectionFault(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
    return true;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database is unreachable (refused, lost, restarting, shutting
 * down, timed out) rather than that a query or the request was wrong. Looks through the causes
 * (drizzle wraps the driver's error as `cause`) and the parts of an AggregateError (a refused
 * connection on a dual-stack host).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isConnectionFault(error)) return true;
  if ('errors' in error && Array.isArray(error.errors)) {
    if (error.errors.some((part) => isDatabaseUnavailable(part, depth + 1))) return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** A short reason for the log: the driver's code and message, never a query or its values. */
export function faultReason(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null || depth > 5) return String(error);
  if (isConnectionFault(error)) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return `${code}${message}`.trim();
  }
  if ('errors' in error && Array.isArray(error.errors)) {
    const part: unknown = error.errors.find((e) => isDatabaseUnavailable(e, depth + 1));
    if (part) return faultReason(part, depth + 1);
  }
  if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) {
    return faultReason(error.cause, depth + 1);
  }
  return error instanceof Error ? error.message : 'unknown error';
}

/** The part of a pino (Fastify) logger the fault log writes to. */
export interface FaultLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface FaultLogOptions {
  /** A burst ends after this long without a fault. */
  quietMs?: number;
  /** While a burst lasts, a line with the count so far is written this often. */
  reportEveryMs?: number;
  now?: () => number;
}

/** Writes to standard error until an app's logger is given. */
const stderrLogger: FaultLogger = {
  error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
};

interface Burst {
  startedAt: number;
  lastAt: number;
  reportedAt: number;
  /** Faults since the burst started. */
  count: number;
  /** Faults since the last line. */
  sinceReport: number;
  timer: ReturnType<typeof setTimeout>;
}

export interface FaultLog {
  /** Counts one fault; the first of a burst is logged at once. */
  note(error: unknown): void;
  /** Where the lines go from now on (the app's logger). */
  logTo(logger: FaultLogger): void;
  /** Whether a burst is under way. */
  readonly active: boolean;
}

/**
 * Counts database faults in bursts: the first fault of a burst is logged at once with its
 * reason, a burst that lasts writes one line a minute with the count, and its end (no fault
 * for `quietMs`) writes one line with the total. A restart under load therefore gives two or
 * three lines instead of one per failed call.
 */
export function createFaultLog({
  quietMs = 5_000,
  reportEveryMs = 60_000,
  now = () => performance.now(),
}: FaultLogOptions = {}): FaultLog {
  let logger = stderrLogger;
  let burst: Burst | undefined;

  const end = () => {
    if (!burst) return;
    const idle = now() - burst.lastAt;
    if (idle < quietMs) {
      burst.timer = setTimeout(end, quietMs - idle);
      burst.timer.unref();
      return;
    }
    const { count, startedAt, lastAt } = burst;
    burst = undefined;
    logger.warn(
      { failures: count, seconds: Math.round((lastAt - startedAt) / 100) / 10 },
      `Database faults ended: ${count} ${count === 1 ? 'failure' : 'failures'} (failed calls and lost connections) over ${((lastAt - startedAt) / 1000).toFixed(1)} s, none for the last ${quietMs / 1000} s`,
    );
  };

  return {
    note(error) {
      const at = now();
      if (!burst) {
        const timer = setTimeout(end, quietMs);
        timer.unref();
        burst = { startedAt: at, lastAt: at, reportedAt: at, count: 1, sinceReport: 0, timer };
        logger.error(
          { reason: faultReason(error) },
          `Database unavailable: ${faultReason(error)}. Calls are answered with HTTP 503 until it answers again`,
        );
        return;
      }
      burst.lastAt = at;
      burst.count += 1;
      burst.sinceReport += 1;
      if (at - burst.reportedAt >= reportEveryMs) {
        logger.error(
          { failures: burst.sinceReport, reason: faultReason(error) },
          `Database still unavailable: ${burst.sinceReport} failures in the last ${Math.round((at - burst.reportedAt) / 1000)} s (${faultReason(error)})`,
        );
        burst.reportedAt = at;
        burst.sinceReport = 0;
      }
    },
    logTo(next) {
      logger = next;
    },
    get active() {
      return burst !== undefined;
    },
  };
}

/** The process's fault log: the pool's connection errors and the failed calls feed it. */
export const databaseFaults = createFaultLog();
