/**
 * The reference server as a real process (`server/main.ts` run by tsx), the way it runs in
 * production: its own port, its settings from the environment, its output kept for the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything the process wrote, standard output and error together. */
  output(): string;
  /** Resolves once the process has written `words` (at once if it has); rejects if it ends first. */
  said(words: string): Promise<void>;
  /** Whether the process still runs. */
  alive(): boolean;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Resolves when the process says it listens (server/main.ts tells its parent). */
  listening: Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** The envelope every answer carries. */
export interface Envelope<D = unknown> {
  code: number;
  msg: string;
  data?: D;
}

/**
 * Starts `server/main.ts` with these settings added to the environment; does not wait. `args`
 * replaces what Node runs (the bundled server, for one), `cwd` where it runs (a release folder).
 */
export async function spawnServer(
  env: Record<string, string>,
  args = ['--import', 'tsx', 'server/main.ts'],
  cwd = ROOT,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      // The parent may be a test runner: the server must not think it is one.
      VITEST: '',
      VITEST_POOL_ID: '',
      VITEST_WORKER_ID: '',
      NODE_ENV: 'development',
      // PGlite in memory unless the test names a folder or a PostgreSQL server.
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_ROOT: '/nonexistent',
      ...env,
    },
    // The IPC channel carries the server's word that it listens.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let text = '';
  const heard = (chunk: Buffer) => {
    text += chunk.toString();
    child.emit('output');
  };
  child.stdout?.on('data', heard);
  child.stderr?.on('data', heard);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const said = (words: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!text.includes(words)) return;
        child.off('output', check);
        resolve();
      };
      child.on('output', check);
      check();
      void exited.then(() => {
        child.off('output', check);
        reject(new Error(`the server ended without saying "${words}":\n${text}`));
      });
    });
  const listening = new Promise<void>((resolve) => {
    child.on('message', (message) => {
      if (isListening(message)) resolve();
    });
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    said,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    listening,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function isListening(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'listening' in message;
}

/**
 * Waits until the server says it listens, then until its health check answers 200 (the
 * database answers). Waits on the process's events, not a time limit: it fails with the
 * server's output when the process ends first, and the caller's own limit bounds a start that
 * hangs.
 */
export async function untilHealthy(server: ServerProcess): Promise<void> {
  const ended = server.exited.then((code) => {
    throw new Error(`the server ended (${code}) while starting:\n${server.output()}`);
  });
  await Promise.race([server.listening, ended]);
  for (;;) {
    if (!server.alive()) await ended;
    try {
      const response = await fetch(`${server.base}/readyz`);
      if (response.status === 200) return;
    } catch {
      // The connection failed: the process is going away; the check above says so.
    }
    // Listening but the database does not answer yet: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a server and waits until it is healthy. */
export async function startServer(
  env: Record<string, string>,
  args?: string[],
  cwd?: string,
): Promise<ServerProcess> {
  const server = await spawnServer(env, args, cwd);
  await untilHealthy(server);
  return server;
}

/** The HTTP status, the parsed body (or undefined when it is not JSON) and the raw text. */
export interface Answer<D = unknown> {
  status: number;
  body: Envelope<D> | undefined;
  text: string;
}

/** One call to a server path (`/prod-api/...`, `/healthz`), JSON in and out. */
export async function call<D = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  {
    json,
    token,
    lang = 'en',
    from,
  }: {
    json?: unknown;
    token?: string;
    lang?: string;
    /** The caller's address, as a trusted proxy names it (the server runs with TRUST_PROXY). */
    from?: string;
  } = {},
): Promise<Answer<D>> {
  const headers: Record<string, string> = { lang };
  if (token) headers.token = token;
  if (from) headers['x-forwarded-for'] = from;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: Envelope<D> | undefined;
  try {
    body = JSON.parse(text) as Envelope<D>;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}
