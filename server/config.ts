import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_TOKEN_BYTES, TOKEN_BYTES_RANGE } from './security/tokens';

/** A development aid (the mailbox, the demo accounts): whether it is on, and why. */
export interface DevelopmentAid {
  on: boolean;
  /** The setting that asks for it: `on`, `off`, or unset (decided by where the server listens). */
  setting: 'on' | 'off' | undefined;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (ignored when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL this process keeps at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** What every per-IP limit of the account calls is multiplied by (PER_IP_LIMITS_SCALE). */
  perIpLimitsScale: number;
  /** Random bytes in a new session token (SESSION_TOKEN_BYTES). */
  sessionTokenBytes: number;
  webRoot: string;
  /**
   * Folder of the public pages' server renderer (`vite build --ssr`: SSR_ROOT, `dist-ssr`);
   * undefined with RENDER_PAGES=off, and the browser renders every page itself
   * (docs/decisions/153-public-pages-rendered-on-the-server.md).
   */
  pagesRoot: string | undefined;
  /** Addresses or CIDR ranges of reverse proxies to trust for the client IP (TRUST_PROXY). */
  trustProxy: string | undefined;
  /** The development mailbox at /dev/mailbox, which shows every e-mailed code (DEV_MAILBOX). */
  devMailbox: DevelopmentAid;
  /** The demo accounts with their published password (DEMO_ACCOUNTS). */
  demoAccounts: DevelopmentAid;
  /** The provider-state handler of a Pact verification by URL (PACT_PROVIDER_STATES). */
  providerStates: boolean;
  /**
   * Whether the process applies pending migrations and the seed at start (MIGRATE, on unless
   * `off`); off, it refuses a database that is behind (docs/operations.md).
   */
  migrate: boolean;
  /** Seconds between SIGTERM and closing, while /readyz answers 503 (DRAIN_SECONDS). */
  drainSeconds: number;
  /** The Prometheus metrics: a port of their own and its address, and/or a token on this port. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
}

/** The shortest METRICS_TOKEN taken: a guessable token would publish the metrics. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** Where the server listens when `HOST` is not set. */
export const DEFAULT_HOST = 'localhost';

/**
 * Whether an address to listen on reaches this machine only: `localhost` (and names under it),
 * `127.0.0.0/8` and `::1`. Anything else, `0.0.0.0` and `::` included, may be reachable from
 * other machines.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name);
  return false;
}

const SWITCH_WORDS: Record<string, 'on' | 'off'> = {
  on: 'on',
  '1': 'on',
  true: 'on',
  yes: 'on',
  off: 'off',
  '0': 'off',
  false: 'off',
  no: 'off',
};

function switchSetting(env: NodeJS.ProcessEnv, name: string): 'on' | 'off' | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  const value = SWITCH_WORDS[raw];
  if (!value) throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
  return value;
}

/**
 * How other machines may reach the server, or null when nobody else can: it listens on an
 * address other than loopback, or it sits behind a reverse proxy (`TRUST_PROXY`), which passes
 * other machines' requests on even when it runs on the same machine.
 */
export function reachableFromElsewhere(env: NodeJS.ProcessEnv): string | null {
  const host = env.HOST ?? DEFAULT_HOST;
  if (!isLoopbackHost(host)) return `the server listens on ${host}`;
  if (env.TRUST_PROXY) return 'the server is behind a proxy (TRUST_PROXY)';
  return null;
}

/**
 * A development aid is on when nobody else can reach the server ({@link reachableFromElsewhere}),
 * or when its setting asks for it; its setting can also turn it off. `NODE_ENV=production` turns
 * it off whatever the setting.
 */
export function developmentAid(env: NodeJS.ProcessEnv, name: string): DevelopmentAid {
  const setting = switchSetting(env, name);
  if (env.NODE_ENV === 'production') return { on: false, setting };
  const on = setting === undefined ? reachableFromElsewhere(env) === null : setting === 'on';
  return { on, setting };
}

/** Connections to PostgreSQL each server process keeps at most, unless DATABASE_POOL_SIZE says. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** A whole number setting from `min` to `max`, or `fallback` when unset. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${env[name]}"`);
  }
  return value;
}

/** Reads the server's settings from the environment (see README, "Configuration"). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? DEFAULT_HOST,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, [1, 1000]),
    perIpLimitsScale: wholeNumber(env, 'PER_IP_LIMITS_SCALE', 1, [1, 10_000]),
    sessionTokenBytes: wholeNumber(env, 'SESSION_TOKEN_BYTES', DEFAULT_TOKEN_BYTES, [
      ...TOKEN_BYTES_RANGE,
    ]),
    webRoot: resolve(env.WEB_ROOT || 'dist'),
    pagesRoot:
      switchSetting(env, 'RENDER_PAGES') === 'off'
        ? undefined
        : resolve(env.SSR_ROOT || 'dist-ssr'),
    trustProxy: env.TRUST_PROXY || undefined,
    devMailbox: developmentAid(env, 'DEV_MAILBOX'),
    demoAccounts: developmentAid(env, 'DEMO_ACCOUNTS'),
    providerStates: providerStatesOn(env),
    migrate: switchSetting(env, 'MIGRATE') !== 'off',
    drainSeconds: wholeNumber(env, 'DRAIN_SECONDS', 0, [0, 300]),
    metrics: {
      port: env.METRICS_PORT?.trim() ? wholeNumber(env, 'METRICS_PORT', 0, [0, 65535]) : undefined,
      host: env.METRICS_HOST ?? env.HOST ?? DEFAULT_HOST,
      token: metricsToken(env),
    },
  };
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  }
  return token;
}

/**
 * Whether the server answers Pact state changes at /_pact/provider-states: only when
 * PACT_PROVIDER_STATES asks for it, and never with `NODE_ENV=production`. The states make
 * accounts and sessions whose tokens the pact publishes, head office's among them
 * (docs/decisions/122-provider-states-over-http.md).
 */
export function providerStatesOn(env: NodeJS.ProcessEnv): boolean {
  return switchSetting(env, 'PACT_PROVIDER_STATES') === 'on' && env.NODE_ENV !== 'production';
}

/** What start says about PACT_PROVIDER_STATES, if anything. */
function providerStatesWarnings(env: NodeJS.ProcessEnv, reachable: string | null): string[] {
  if (switchSetting(env, 'PACT_PROVIDER_STATES') !== 'on') return [];
  if (env.NODE_ENV === 'production') {
    return ['Note: PACT_PROVIDER_STATES is ignored with NODE_ENV=production: no provider states.'];
  }
  const risk =
    "its provider states make accounts with the sessions the pact publishes, head office's among them";
  return reachable ? [`Warning: PACT_PROVIDER_STATES=on while ${reachable}: ${risk}.`] : [];
}

/**
 * Warnings to print at start: a development aid that is on while other machines may reach the
 * server, or that was asked for and stays off in production.
 */
export function startWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const config = readConfig(env);
  const reachable = reachableFromElsewhere(env);
  const aids = [
    {
      name: 'DEV_MAILBOX',
      aid: config.devMailbox,
      risk: 'anyone who can reach the server reads every e-mailed code at /dev/mailbox',
    },
    {
      name: 'DEMO_ACCOUNTS',
      aid: config.demoAccounts,
      risk: 'the demo accounts log in with a published password',
    },
  ];
  const aidWarnings = aids.flatMap(({ name, aid, risk }) => {
    if (aid.on && reachable) return [`Warning: ${name}=on while ${reachable}: ${risk}.`];
    if (aid.setting === 'on' && env.NODE_ENV === 'production') {
      return [`Note: ${name}=on is ignored with NODE_ENV=production.`];
    }
    return [];
  });
  return [...aidWarnings, ...providerStatesWarnings(env, reachable)];
}
