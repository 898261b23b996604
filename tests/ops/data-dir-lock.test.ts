/**
 * One embedded database folder, one process: a second server on the same DATA_DIR refuses to
 * start and says why; a folder whose holder was killed is taken over by the next server.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { call, spawnServer, startServer, type ServerProcess } from './server';

const home = mkdtempSync(join(tmpdir(), 'portal-ops-lock-'));
const dataDir = join(home, 'data');
const lockFile = join(dataDir, LOCK_FILE);
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(home, { recursive: true, force: true });
});

const holder = () => (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;

describe('two servers on one DATA_DIR', () => {
  it('the second refuses to start and names the first; the first serves on', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);
    expect(holder()).toBe(first.child.pid);

    const second = await spawnServer({ DATA_DIR: dataDir });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dataDir} is in use by another server process (pid ${first.child.pid}`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);

    expect(first.alive()).toBe(true);
    expect(holder()).toBe(first.child.pid);
    const login = await call(first, 'POST', '/prod-api/v2/user/login', {
      json: { username: 'demo.dpp@example.com', password: 'DemoPartner2026' },
    });
    expect(login.body?.code).toBe(1);
  });

  it('a killed server leaves its lock, and the next server takes it over', async () => {
    const killed = servers[0]!;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBe('SIGKILL');
    expect(holder()).toBe(killed.child.pid);

    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next);
    expect(holder()).toBe(next.child.pid);
    const login = await call(next, 'POST', '/prod-api/v2/user/login', {
      json: { username: 'demo.dpp@example.com', password: 'DemoPartner2026' },
    });
    expect(login.body?.code).toBe(1);

    await next.stop();
    expect(existsSync(lockFile)).toBe(false);
  });
});
