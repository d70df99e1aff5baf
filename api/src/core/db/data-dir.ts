import { chmodSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock inside DATA_DIR that one API process holds for as long as it uses the folder. */
export const DATA_DIR_LOCK_NAME = 'duesflow.lock';
/** Beside it: which process on which machine took it last (`{ pid, host }`). */
export const DATA_DIR_HOLDER_NAME = 'duesflow.lock.holder';

/**
 * A holder refreshes its lock this often; a lock not refreshed for {@link LOCK_STALE_MS} belongs to a
 * process that died (kill -9, power loss) and is taken over.
 */
const LOCK_UPDATE_MS = 1_000;
const LOCK_STALE_MS = 10_000;
/**
 * A lock whose holder is known to be gone (a process of this machine that no longer exists) is taken
 * over sooner: once it has not been refreshed for this long, which a live holder never lets happen.
 */
const DEAD_HOLDER_STALE_MS = 3_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another duesflow process (it holds ${join(dataDir, DATA_DIR_LOCK_NAME)}). ` +
        'Two processes on one embedded database lose writes: stop the other one, or give this one its own DATA_DIR ' +
        '(several API processes share a PostgreSQL server through DATABASE_URL instead).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Owner-only access: the folder holds staff emails, customers' data and the sealing key. */
export function restrictDataDir(dataDir: string): void {
  if (process.platform === 'win32') return;
  const visit = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
    }
  };
  visit(dataDir);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes who holds the lock: this process and, once started, its database process (`pids`), on this
 * machine. A later start that finds the lock unrefreshed and every one of them gone knows it is free.
 */
export function recordHolder(dataDir: string, pids: number[] = [process.pid]): void {
  writeFileSync(join(dataDir, DATA_DIR_HOLDER_NAME), JSON.stringify({ pids, host: hostname() }), { mode: 0o600 });
}

const isGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

/**
 * The last holder was on this machine and every process of it has exited (a crash, kill -9, and the
 * database process has flushed and gone too): no need to wait 10 s.
 */
function holderIsGone(dataDir: string): boolean {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, DATA_DIR_HOLDER_NAME), 'utf8')) as { pids?: unknown; host?: unknown };
    const pids = Array.isArray(holder.pids) ? holder.pids.filter((pid): pid is number => typeof pid === 'number') : [];
    return holder.host === hostname() && pids.length > 0 && !pids.includes(process.pid) && pids.every(isGone);
  } catch {
    return false;
  }
}

/**
 * Takes DATA_DIR for this process alone, creating the folder (mode 0700) if needed. A lock someone keeps
 * refreshing means a live process: refused within two refresh periods, touching nothing of that
 * process. A lock left by a process that died is taken over once stale: after 3 s when its holder was a
 * process of this machine that no longer exists, else after 10 s (another machine on a shared folder). `onLost` runs if the lock is
 * taken away later (its refresh failed for longer than the stale time): this process must stop writing.
 * Resolves to the release function.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') chmodSync(dataDir, 0o700);
  const lockPath = join(dataDir, DATA_DIR_LOCK_NAME);
  const giveUpAt = Date.now() + LOCK_STALE_MS + 4 * LOCK_UPDATE_MS;
  let seenRefresh: number | undefined;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: holderIsGone(dataDir) ? DEAD_HOLDER_STALE_MS : LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        onCompromised: onLost,
      });
      recordHolder(dataDir);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const refreshed = statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs;
    if (refreshed === undefined) continue;
    if ((seenRefresh !== undefined && refreshed !== seenRefresh) || Date.now() > giveUpAt) throw new DataDirInUseError(dataDir);
    seenRefresh = refreshed;
    await pause(2 * LOCK_UPDATE_MS);
  }
}
