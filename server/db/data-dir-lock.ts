import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../clock';

/** The lock file inside a PGlite folder (docs/deployment.md). */
export const LOCK_FILE = 'server.lock';

/** What the lock file says about its holder. */
interface Holder {
  pid: number;
  host?: string;
  since?: string;
}

/** A folder that a live process already holds; the message says which and what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      [
        `The database folder ${dataDir} is in use by another server process` +
          ` (pid ${holder.pid}${holder.since ? `, since ${holder.since}` : ''}).`,
        'An embedded database folder serves one process only: a second one would lose the' +
          ' first one’s writes.',
        'Stop the other process, give this one another DATA_DIR, or run several processes on' +
          ' one PostgreSQL server (DATABASE_URL).',
      ].join('\n'),
    );
    this.name = 'DataDirInUseError';
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function readHolder(path: string): Holder | undefined {
  return holderIn(readText(path));
}

function holderIn(text: string | undefined): Holder | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed) {
      const { pid, host, since } = parsed as Record<string, unknown>;
      if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0) {
        return {
          pid,
          ...(typeof host === 'string' ? { host } : {}),
          ...(typeof since === 'string' ? { since } : {}),
        };
      }
    }
  } catch {
    // Missing, half-written or not ours: no holder.
  }
  return undefined;
}

/**
 * Whether a process with this id runs (EPERM: it runs under another user). Our own id in a lock
 * we do not hold is a previous process's that had the same id (a container restarted).
 */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the lock file unless it exists. The content is written to a file of our own first and
 * then linked into place, so a lock that exists is never half-written; where the file system has
 * no hard links, an exclusive create does the same with a moment of an empty file.
 */
function createLock(path: string, content: string): boolean {
  const mine = `${path}.${process.pid}`;
  try {
    writeFileSync(mine, content);
    linkSync(mine, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes the lock file that was read as `seen` (a dead process's, or not a lock of ours).
 * Two processes may find the same dead lock at once: the first takes it over and writes its
 * own. The file is therefore moved aside under a name of our own first, and removed only when
 * it is still the one that was read; a live lock moved by mistake is put back and refused.
 */
export function removeStaleLock(path: string, dataDir: string, seen: string | undefined): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // Someone removed it.
    throw error;
  }
  const moved = readText(aside);
  try {
    if (moved === seen) return;
    // Another process took the folder over between our reading and our moving: its lock goes
    // back where it was, unless a third has written one since.
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    throw new DataDirInUseError(dataDir, holderIn(moved) ?? { pid: 0 });
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Folders this process holds: a second open of one in the same process is refused too. */
const heldHere = new Set<string>();

export interface DataDirLock {
  /** Gives the folder up; also done when the process exits. */
  release(): void;
}

/**
 * Takes the folder for this process: creates `server.lock` with this process's id, or refuses
 * with {@link DataDirInUseError} when a live process holds it. A lock left by a process that
 * no longer runs (a crash, a kill) is taken over. The lock is given up on `release()` and when
 * the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: systemClock().toISOString() };
  if (heldHere.has(path)) throw new DataDirInUseError(dataDir, readHolder(path) ?? me);
  const content = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; ; attempt += 1) {
    if (createLock(path, content)) break;
    if (attempt >= 3) throw new DataDirInUseError(dataDir, readHolder(path) ?? { pid: 0 });
    const seen = readText(path);
    const holder = holderIn(seen);
    if (holder && isAlive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
    // Its process is gone (a crash, a kill) or the file is not a lock of ours: take it over.
    removeStaleLock(path, dataDir, seen);
  }

  heldHere.add(path);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.removeListener('exit', release);
    // Only our own lock: never delete one that another process has taken over since.
    if (readHolder(path)?.pid === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return { release };
}
