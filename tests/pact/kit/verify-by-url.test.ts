/**
 * The backend teams' command, `npm run pact:verify`, against the reference server started as
 * a separate process with its provider states on: it passes, and it fails, naming the
 * interaction and the difference, when an answer is broken on its way back.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../ops/server';
import { PACT_FILE } from '../pact-setup';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ PACT_PROVIDER_STATES: '1' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Runs `npm run pact:verify -- ...args`; answers its exit code and output without colours. */
function pactVerify(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    'npm',
    ['run', '--silent', 'pact:verify', '--', '--pact', PACT_FILE, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, output: stripVTControlCharacters(output) }));
  });
}

/**
 * A proxy in front of the server that passes every call on, except that the answer to
 * `path` comes back with its JSON changed by `corrupt`: a backend that broke one answer.
 */
async function corruptingProxy(
  target: string,
  path: string,
  corrupt: (body: Record<string, unknown>) => void,
): Promise<{ base: string; close: () => Promise<void> }> {
  const proxy: Server = createServer((req, res) => {
    // The answer is read and rewritten here, so it is asked for uncompressed.
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          if (req.url?.split('?')[0] === path) {
            const json = JSON.parse(body.toString()) as Record<string, unknown>;
            corrupt(json);
            body = Buffer.from(JSON.stringify(json));
          }
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          res.end(body);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

describe('npm run pact:verify against a backend by URL', () => {
  expect(existsSync(PACT_FILE), 'run the consumer tests first: npm run test:pact').toBe(true);
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
    interactions: { description: string }[];
  };

  it('passes against the reference server with PACT_PROVIDER_STATES=1, naming every interaction', async () => {
    const states = `${server.base}/_pact/provider-states`;
    const { code, output } = await pactVerify(['--base-url', server.base, '--states-url', states]);
    expect(code, output).toBe(0);
    expect(output).toContain('Verifying a pact between partner-portal-web and partner-portal-api');
    const unnamed = pact.interactions
      .map((interaction) => interaction.description)
      .filter((description) => !output.includes(description));
    expect(unnamed, 'interactions the report does not name').toEqual([]);
  });

  it('fails with a readable message when the backend breaks an answer', async () => {
    const proxy = await corruptingProxy(server.base, '/prod-api/layout', (body) => {
      const data = body.data as { sysConifg: { site_name: unknown } };
      data.sysConifg.site_name = 42;
    });
    try {
      const { code, output } = await pactVerify([
        '--base-url',
        proxy.base,
        '--states-url',
        `${server.base}/_pact/provider-states`,
        '--filter-description',
        '^a request for the (layout in English|country list)',
      ]);
      expect(code, output).not.toBe(0);
      expect(output).toContain('a request for the layout in English');
      expect(output).toMatch(/has a matching body \(FAILED\)/);
      expect(output).toContain('$.data.sysConifg.site_name');
    } finally {
      await proxy.close();
    }
  });
});
