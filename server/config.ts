import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (ignored when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  webRoot: string;
  /** Addresses or CIDR ranges of reverse proxies to trust for the client IP (TRUST_PROXY). */
  trustProxy: string | undefined;
}

/** Reads the server's settings from the environment (see README, "Configuration"). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webRoot: resolve(env.WEB_ROOT ?? 'dist'),
    trustProxy: env.TRUST_PROXY || undefined,
  };
}
