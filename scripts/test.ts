/**
 * `npm test`: every suite in the order CI needs (pact consumers write the pact file before the
 * provider verifies it; the app is built before the browser suites). Stops at the first failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_BROWSER } from './lib/test-browser';

/** How long the Chromium install waits for another apt-get's package lock. */
const APT_LOCK_WAIT_S = 600;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env },
  });
  return result.status === 0;
}

/** A command of a step: its name in the summary, the program and its arguments. */
type Command = [name: string, command: string, args: string[]];

/** Runs one command with its output held back; resolves with whether it passed and its output. */
function runHeld([, command, args]: Command): Promise<[passed: boolean, output: Buffer]> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => resolve([code === 0, Buffer.concat(output)]));
  });
}

/**
 * Runs lanes side by side, the commands of a lane one after the other (a lane stops at its first
 * failure), each command's output held back and printed whole when it ends. A small machine's
 * two cores then both work: the type check and the linter are single-threaded, and the build and
 * the first-load budget fit in the time the linter takes beyond the type check.
 */
async function runSideBySide(
  lanes: Command[][],
): Promise<[name: string, passed: boolean, seconds: number][]> {
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      const done: [string, boolean, number][] = [];
      for (const command of lane) {
        const started = Date.now();
        const [passed, output] = await runHeld(command);
        process.stdout.write(`\n=== ${command[0]} ===\n${output.toString()}`);
        done.push([command[0], passed, (Date.now() - started) / 1000]);
        if (!passed) break;
      }
      return done;
    }),
  );
  return outcomes.flat();
}

/**
 * Runs apt-get; while another apt-get (an unattended upgrade, a second terminal) holds one of
 * its locks, waits and tries again, for `APT_LOCK_WAIT_S` at most. dpkg's lock can be waited on
 * with an option, the package lists' lock cannot.
 */
async function aptGet(args: string[]): Promise<boolean> {
  const deadline = performance.now() + APT_LOCK_WAIT_S * 1000;
  for (;;) {
    const result = spawnSync('apt-get', ['-o', `DPkg::Lock::Timeout=${APT_LOCK_WAIT_S}`, ...args], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const errors = result.stderr.toString();
    if (result.status === 0) return true;
    if (!/Could not get lock/.test(errors) || performance.now() > deadline) {
      process.stderr.write(errors);
      return false;
    }
    process.stdout.write('Another apt-get holds the package lock; waiting for it.\n');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

async function ensureChromium(): Promise<boolean> {
  const { path, debianPackage } = TEST_BROWSER;
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    process.stdout.write(`\n${path} is missing: installing Debian's ${debianPackage} package.\n`);
    return (await aptGet(['update', '-qq'])) && aptGet(['install', '-y', '-qq', debianPackage]);
  }
  process.stderr.write(
    [
      '',
      `The browser suites need Chromium's headless shell at ${path}, and it is not there.`,
      `Install Debian's package as root:  sudo apt-get install -y ${debianPackage}`,
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
      '',
    ].join('\n'),
  );
  return false;
}

/** A step passes or fails; a step of side-by-side commands reports each of them. */
type Outcome = boolean | [name: string, passed: boolean, seconds: number][];

const steps: [name: string, action: () => Outcome | Promise<Outcome>][] = [
  ['chromium', ensureChromium],
  [
    'typecheck, build, first-load budget and lint',
    () =>
      runSideBySide([
        [
          ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
          ['build', 'npm', ['run', '--silent', 'build']],
          // Each route's first-load JavaScript against its budget, on the build above
          // (docs/decisions/133-first-load-budget.md).
          ['first-load budget', 'npm', ['run', '--silent', 'budget:web']],
        ],
        [
          ['lint', 'npm', ['run', '--silent', 'lint']],
          // The OpenAPI document against its format: Redocly's recommended rules and
          // Spectral's OpenAPI rules, 0 errors (docs/backend-teams.md).
          ['OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']],
        ],
      ]),
  ],
  ['unit', () => run('npm', ['run', '--silent', 'test:unit'])],
  ['database', () => run('npm', ['run', '--silent', 'test:db'])],
  ['pact consumer', () => run('npm', ['run', '--silent', 'test:pact'])],
  // Both read the pact file the consumers wrote; each starts its own provider.
  [
    'pact verification and kit',
    () =>
      runSideBySide([
        [['pact verification', 'npm', ['run', '--silent', 'test:verify']]],
        [['pact kit for backend teams', 'npm', ['run', '--silent', 'test:pact-kit']]],
      ]),
  ],
  ['e2e and axe', () => run('npm', ['run', '--silent', 'test:e2e'])],
  // The web app on the pact alone (docs/backend-teams.md, "Run the web app on the pact alone").
  ['e2e on the pact stub', () => run('npm', ['run', '--silent', 'test:e2e:stub'])],
];

const started = Date.now();
const results: string[] = [];
let passedCount = 0;
let failedCount = 0;
const line = (passed: boolean, name: string, seconds: number) =>
  `  ${passed ? 'ok  ' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`;
for (const [name, action] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const t0 = Date.now();
  const outcome = await action();
  const parts =
    typeof outcome === 'boolean' ? [[name, outcome, (Date.now() - t0) / 1000] as const] : outcome;
  for (const [part, passed, seconds] of parts) {
    results.push(line(passed, part, seconds));
    if (passed) passedCount += 1;
    else failedCount += 1;
  }
  if (failedCount > 0) break;
}
process.stdout.write(
  `\n${results.join('\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
process.stdout.write(`suites: ${passedCount} passed, ${failedCount} failed\n`);
process.exit(failedCount > 0 ? 1 : 0);
