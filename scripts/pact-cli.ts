/**
 * What the pact commands share (`npm run pact:verify`, `pact:stub`, `pact:publish`,
 * `pact:can-i-deploy`): the Pact CLI's native program from the npm registry
 * (@pact-foundation/pact-cli, docs/backend-teams.md), the published pact file, and
 * the version and branch that git gives.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** A refusal the command prints as a sentence, without a stack trace, and exits 1. */
export class CommandRefused extends Error {}

/** The folder of the published pact files. */
export const PACT_DIR = resolve(import.meta.dirname, '../pacts');

/** The published pact file: the one file in pacts/. */
export function pactFile(): { path: string; consumer: string; provider: string } {
  const files = existsSync(PACT_DIR)
    ? readdirSync(PACT_DIR).filter((name) => name.endsWith('.json'))
    : [];
  const [name] = files;
  if (!name || files.length > 1) {
    throw new CommandRefused(
      `Expected one pact file in ${PACT_DIR}, found ${files.length}: run npm run test:pact to write it.`,
    );
  }
  const path = join(PACT_DIR, name);
  const pact = JSON.parse(readFileSync(path, 'utf8')) as {
    consumer: { name: string };
    provider: { name: string };
  };
  return { path, consumer: pact.consumer.name, provider: pact.provider.name };
}

/** The Pact CLI's program for this platform, from its platform package. */
export function pactProgram(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@pact-foundation/pact-cli-${os}-${process.arch}`;
  try {
    const root = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
    return join(root, 'standalone', os === 'windows' ? 'pact.exe' : 'pact');
  } catch {
    throw new CommandRefused(
      `The Pact CLI for ${os}-${process.arch} (${pkg}) is missing: run npm install.`,
    );
  }
}

const PACT_ENV = { PACT_DO_NOT_TRACK: 'true' };

/** Runs `pact <args>` with its output on this terminal; answers its exit code. */
export function runPact(args: string[]): number {
  const result = spawnSync(pactProgram(), args, {
    stdio: 'inherit',
    env: { ...process.env, ...PACT_ENV },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Starts `pact <args>` as a long-running child (the stub server); it stops with this process. */
export function startPact(args: string[]) {
  const child = spawn(pactProgram(), args, {
    stdio: 'inherit',
    env: { ...process.env, ...PACT_ENV },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => child.kill(signal));
  }
  return child;
}

function git(args: string[]): string | undefined {
  const result = spawnSync('git', args, {
    encoding: 'utf8',
    cwd: resolve(import.meta.dirname, '..'),
  });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}

/**
 * The version and branch a publication or a deployment check speaks of: the commit, and the
 * branch it is on. CI systems that check out a detached commit name the branch in
 * `GIT_BRANCH`; `PACT_VERSION` and `PACT_BRANCH` override both.
 */
export function gitVersion(env: NodeJS.ProcessEnv = process.env) {
  const version = env.PACT_VERSION || git(['rev-parse', 'HEAD']);
  if (!version) {
    throw new CommandRefused(
      'No version: this is not a git checkout, and PACT_VERSION is not set.',
    );
  }
  const dirty = !env.PACT_VERSION && git(['status', '--porcelain', '--untracked-files=no']);
  const current = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const branch =
    env.PACT_BRANCH || env.GIT_BRANCH || (current && current !== 'HEAD' ? current : undefined);
  return { version, branch, dirty: Boolean(dirty) };
}

/**
 * The broker's address and credentials, from the variables the Pact tools read:
 * PACT_BROKER_BASE_URL with PACT_BROKER_TOKEN, or with PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD (a broker that takes anonymous calls needs neither). Refuses, saying
 * what to set, without an address.
 */
export function brokerSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const url = env.PACT_BROKER_BASE_URL?.trim();
  if (!url) {
    throw new CommandRefused(
      [
        'No Pact Broker is configured: set PACT_BROKER_BASE_URL to its address,',
        'and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) to log in.',
        'See docs/backend-teams.md, "The broker".',
      ].join('\n'),
    );
  }
  if (!/^https?:\/\/[^/]/.test(url)) {
    throw new CommandRefused(`PACT_BROKER_BASE_URL must be an http(s) address, got "${url}".`);
  }
  if (env.PACT_BROKER_TOKEN) {
    return ['--broker-base-url', url, '--broker-token', env.PACT_BROKER_TOKEN];
  }
  const { PACT_BROKER_USERNAME: username, PACT_BROKER_PASSWORD: password } = env;
  if (username && password) {
    return ['--broker-base-url', url, '--broker-username', username, '--broker-password', password];
  }
  if (username || password) {
    throw new CommandRefused(
      'Set both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD, or PACT_BROKER_TOKEN instead.',
    );
  }
  // A broker of one's own may take anonymous calls; one that does not answers 401, said below.
  process.stdout.write('No PACT_BROKER_TOKEN or user name: calling the broker anonymously.\n');
  return ['--broker-base-url', url];
}

/** Whether Node's argument parser refused an option it was not told of. */
function isUnknownOption(error: unknown): error is Error {
  return (
    error instanceof Error && (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
  );
}

/**
 * Runs a command's body. `--help` (or `-h`) prints the usage and exits 0; a refusal, or an option
 * the command does not know, is printed as a sentence with the usage and exits 1.
 */
export function command(usage: string, body: () => number | Promise<number>): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  Promise.resolve()
    .then(body)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        if (!(error instanceof CommandRefused) && !isUnknownOption(error)) throw error;
        process.stderr.write(`\n${error.message}\n\n${usage}\n\n`);
        process.exitCode = 1;
      },
    );
}
