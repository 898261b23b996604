import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, LOCK_FILE, lockDataDir, removeStaleLock } from './data-dir-lock';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('one embedded database folder, one process', () => {
  it('the lock names this process and goes away on release', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    const held = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(held.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a folder held by a live process is refused, with its id and what to do', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, since: 'then' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    try {
      lockDataDir(dir);
    } catch (error) {
      expect((error as Error).message).toContain(
        `in use by another server process (pid ${process.ppid}`,
      );
      expect((error as Error).message).toContain('DATABASE_URL');
    }
    // The refusal leaves the other process's lock alone.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toContain(String(process.ppid));
  });

  it('a folder held in this same process is refused', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('two processes taking over one dead lock: the second leaves the lock of the first alone', () => {
    const dir = folder();
    const path = join(dir, LOCK_FILE);
    const dead = JSON.stringify({ pid: deadPid() });
    // Both read the dead lock; the first has already replaced it with its own.
    const first = JSON.stringify({ pid: process.ppid, since: 'just now' });
    writeFileSync(path, first);
    expect(() => removeStaleLock(path, dir, dead)).toThrow(DataDirInUseError);
    expect(readFileSync(path, 'utf8')).toBe(first);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    // The dead lock itself, still in place, is removed.
    writeFileSync(path, dead);
    removeStaleLock(path, dir, dead);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a lock left by a process that no longer runs is taken over', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid() }));
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
  });

  it('a lock file that is not a lock (empty, garbage) is taken over', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
    writeFileSync(join(dir, LOCK_FILE), 'not json');
    lockDataDir(dir).release();
  });

  it('release never removes a lock that another process has taken since', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid }));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });

  it('openDatabase takes the folder until it is closed', async () => {
    const dir = folder();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });
});
