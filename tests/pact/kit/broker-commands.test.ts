/**
 * `npm run pact:publish` and `npm run pact:can-i-deploy`, as far as this machine goes: with no
 * broker configured they refuse and say what to set; against a stand-in broker on loopback they
 * send the pact with the version and branch, and ask about this commit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BROKER_VARIABLES = [
  'PACT_BROKER_BASE_URL',
  'PACT_BROKER_TOKEN',
  'PACT_BROKER_USERNAME',
  'PACT_BROKER_PASSWORD',
];

/** Runs `tsx scripts/pact-broker.ts <action>` as its npm script does, with these variables. */
function broker(action: string, env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !BROKER_VARIABLES.includes(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pact-broker.ts', action], {
    cwd: ROOT,
    env: { ...clean, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A stand-in for a Pact Broker: the links publishing needs, a matrix that says yes. */
async function standInBroker() {
  const calls: { method: string; url: string; auth?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      res.setHeader('content-type', 'application/hal+json');
      const base = `http://127.0.0.1:${port()}`;
      if (req.url === '/') {
        res.end(
          JSON.stringify({
            _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } },
          }),
        );
      } else if (req.url === '/contracts/publish') {
        res.end(JSON.stringify({ logs: [{ level: 'info', message: 'Published' }], _links: {} }));
      } else if (req.url?.startsWith('/matrix')) {
        const summary = {
          deployable: true,
          reason: 'All verified',
          success: 1,
          failed: 0,
          unknown: 0,
        };
        res.end(JSON.stringify({ summary, matrix: [], notices: [] }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  const port = () => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port()}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the broker commands', () => {
  it('refuse, saying what to set, when no broker is configured', async () => {
    const [publish, canIDeploy, half] = await Promise.all([
      broker('publish'),
      broker('can-i-deploy'),
      broker('publish', { PACT_BROKER_BASE_URL: 'http://127.0.0.1:9', PACT_BROKER_USERNAME: 'ci' }),
    ]);
    for (const { code, output } of [publish, canIDeploy]) {
      expect(code).toBe(1);
      expect(output).toContain('No Pact Broker is configured: set PACT_BROKER_BASE_URL');
      expect(output).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect(half.code).toBe(1);
    expect(half.output).toContain('Set both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD');
  });

  it('publish the pact with the version and branch, and ask about this commit', async () => {
    const stand = await standInBroker();
    try {
      const env = { PACT_BROKER_BASE_URL: stand.url, PACT_BROKER_TOKEN: 'broker-token' };
      const published = await broker('publish', {
        ...env,
        PACT_VERSION: '1.2.3+test',
        PACT_BRANCH: 'feature/pact-kit',
      });
      expect(published.code, published.output).toBe(0);
      const publication = stand.calls.find((call) => call.url === '/contracts/publish');
      const body = JSON.parse(publication?.body ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({
        pacticipantName: 'partner-portal-web',
        pacticipantVersionNumber: '1.2.3+test',
        branch: 'feature/pact-kit',
        contracts: [{ consumerName: 'partner-portal-web', providerName: 'partner-portal-api' }],
      });
      expect(publication?.auth).toBe('Bearer broker-token');

      const asked = await broker('can-i-deploy', env);
      expect(asked.code, asked.output).toBe(0);
      const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
      const matrix = stand.calls.find((call) => call.url.startsWith('/matrix'));
      const query = decodeURIComponent(matrix?.url ?? '');
      expect(query).toContain('q[][pacticipant]=partner-portal-web');
      expect(query).toContain(`q[][version]=${head.stdout.trim()}`);
      expect(query).toContain('environment=production');
    } finally {
      await stand.close();
    }
  });
});

/** Runs one of the kit's scripts as its npm script does, and gathers what it printed. */
function kitCommand(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the kit's commands", () => {
  it.each([
    ['pact-verify.ts', [], 'npm run pact:verify -- --base-url URL'],
    ['pact-stub.ts', [], 'npm run pact:stub -- [--port N]'],
    ['pact-broker.ts', ['can-i-deploy'], 'npm run pact:can-i-deploy -- [--to-environment NAME]'],
    ['pact-broker.ts', ['publish'], 'npm run pact:publish'],
  ])('%s %j answers --help with its usage', (script, action, usage) => {
    const { code, output } = kitCommand(script, [...action, '--help']);
    expect(code).toBe(0);
    expect(output).toContain(usage);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['pact-stub.ts', ['--bogus']],
    ['pact-broker.ts', ['can-i-deploy', '--bogus']],
  ])(
    '%s %j refuses an option it does not know with its usage, not a stack trace',
    (script, args) => {
      const { code, output } = kitCommand(script, args);
      expect(code).toBe(1);
      expect(output).toContain("Unknown option '--bogus'");
      expect(output).toContain('Usage:');
      expect(output).not.toMatch(/\n\s+at /);
    },
  );
});
