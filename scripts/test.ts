/**
 * `npm test`: every suite in the order CI needs (pact consumers write the pact file before the
 * provider verifies it; the app is built before the browser suites). Stops at the first failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env },
  });
  return result.status === 0;
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

const steps: [name: string, action: () => boolean][] = [
  ['chromium', ensureChromium],
  ['typecheck', () => run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])],
  ['lint', () => run('npm', ['run', '--silent', 'lint'])],
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
let failed = 0;
for (const [name, action] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const t0 = Date.now();
  const passed = action();
  results.push(
    `  ${passed ? 'ok  ' : 'FAIL'}  ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  if (!passed) {
    failed = 1;
    break;
  }
}
const passedCount = results.length - failed;
process.stdout.write(
  `\n${results.join('\n')}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
process.stdout.write(`suites: ${passedCount} passed, ${failed} failed\n`);
process.exit(failed);
