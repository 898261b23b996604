/**
 * A PostgreSQL server of the test's own: a new cluster in a temporary folder on a free port,
 * which the test stops and starts as it likes. Run as root, the server runs as the `postgres`
 * user (PostgreSQL refuses root). Without PostgreSQL's server programs the suite fails and says
 * what to install: it never passes without having run (docs/deployment.md).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's postgresql-15 puts the server programs; `PG_BIN` points elsewhere. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why the suite cannot run here, or undefined when it can. */
export function missingPostgres(): string | undefined {
  const programs = ['initdb', 'pg_ctl', 'postgres'];
  const missing = programs.filter((name) => !existsSync(join(PG_BIN, name)));
  if (missing.length === 0) return undefined;
  return [
    `The process tests need PostgreSQL's server programs (${missing.join(', ')}) in ${PG_BIN},`,
    'and they are not there. Install them (Debian: apt-get install -y postgresql-15) or set',
    'PG_BIN to the folder that holds initdb, pg_ctl and postgres.',
  ].join(' ');
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Cluster {
  port: number;
  /** Whether it was last started (true) or stopped (false). */
  readonly running: boolean;
  /** A connection URL for `database` (the default one, `postgres`, unless given). */
  url(database?: string): string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it: `fast` ends sessions cleanly, `immediate` drops them as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes the folder. */
  destroy(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs, as `postgres` when the test runs as root. */
async function pg(program: string, args: string[]): Promise<string> {
  const path = join(PG_BIN, program);
  const { stdout } = isRoot
    ? await run('runuser', ['-u', 'postgres', '--', path, ...args])
    : await run(path, args);
  return stdout;
}

/**
 * Creates and starts a new cluster (user `app`, trust authentication on 127.0.0.1, no fsync).
 * Throws the reason from {@link missingPostgres} when the programs are missing.
 */
export async function startCluster(): Promise<Cluster> {
  const missing = missingPostgres();
  if (missing) throw new Error(missing);
  const home = mkdtempSync(join(tmpdir(), 'portal-ops-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(home, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(home, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${home}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;
  const cluster: Cluster = {
    port,
    get running() {
      return running;
    },
    url: (database = 'postgres') => `postgres://app@127.0.0.1:${port}/${database}`,
    start: async () => {
      await pg('pg_ctl', ['-D', data, '-l', join(home, 'log'), '-o', options, '-w', 'start']);
      running = true;
    },
    stop: async (mode = 'fast') => {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    destroy: async () => {
      await cluster.stop('immediate').catch(() => undefined);
      rmSync(home, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
