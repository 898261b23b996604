/**
 * `npm test`: every suite in the order CI needs (pact consumers write the pact file before the
 * provider verifies it; the app is built before the browser suites). Stops at the first failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env },
  });
  return result.status === 0;
}

/**
 * Runs commands side by side, each one's output held back and printed whole when it ends, so
 * that two single-threaded checks (the type check and the linter) use both cores of a small
 * machine instead of one after the other.
 */
async function runSideBySide(
  commands: [name: string, command: string, args: string[]][],
): Promise<[name: string, passed: boolean, seconds: number][]> {
  const started = Date.now();
  return Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise<[string, boolean, number]>((resolve) => {
          const child = spawn(command, args, {
            env: { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '1' },
          });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = (Date.now() - started) / 1000;
            process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
            resolve([name, code === 0, seconds]);
          });
        }),
    ),
  );
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    process.stdout.write(`\n${CHROMIUM} is missing: installing Debian's chromium package.\n`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    return (
      run('apt-get', ['update', '-qq'], env) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], env)
    );
  }
  process.stderr.write(
    [
      '',
      `The browser suites need Chromium at ${CHROMIUM}, and it is not there.`,
      "Install Debian's package as root:  sudo apt-get install -y chromium",
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
    'typecheck and lint',
    () =>
      runSideBySide([
        ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
        ['lint', 'npm', ['run', '--silent', 'lint']],
      ]),
  ],
  ['unit', () => run('npm', ['run', '--silent', 'test:unit'])],
  ['database', () => run('npm', ['run', '--silent', 'test:db'])],
  ['pact consumer', () => run('npm', ['run', '--silent', 'test:pact'])],
  ['pact verification', () => run('npm', ['run', '--silent', 'test:verify'])],
  ['pact kit for backend teams', () => run('npm', ['run', '--silent', 'test:pact-kit'])],
  ['build', () => run('npm', ['run', '--silent', 'build'])],
  // Each route's first-load JavaScript against its budget, on the build above
  // (docs/decisions/133-first-load-budget.md).
  ['first-load budget', () => run('npm', ['run', '--silent', 'budget:web'])],
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
