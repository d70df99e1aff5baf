import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { silentLogger, type Logger } from '../lib/logger';
import type { HostMessage, PgliteSocketAddress } from './pglite-host-protocol';
import { lockDataDir, recordHolder } from './data-dir';

export interface PgliteLaunchOptions {
  dataDir: string;
  logger?: Logger;
  /** How long the database process may take to open its files (a first start runs initdb). */
  startTimeoutMs?: number;
}

/** The embedded database's process, started and not yet necessarily accepting connections. */
export interface LaunchedPglite {
  dataDir: string;
  child: ChildProcess;
  /** Resolves with where it listens once it accepts connections; rejects if it could not start. */
  address: Promise<PgliteSocketAddress>;
  /** Frees DATA_DIR; only once the database process has gone. */
  releaseLock(): Promise<void>;
  /** Set by whoever closes it on purpose, so that its exit is not reported as a crash. */
  onLockLost(stop: () => void): void;
}

const HOST_ENTRY = join(__dirname, `pglite-host${extname(__filename)}`);

/**
 * Locks DATA_DIR and starts the database process, without waiting for it to accept connections. Kept apart
 * from the connection (`pglite-process.ts`, node-postgres and drizzle) so that the server can start the
 * database first and load its own modules while PostgreSQL's WebAssembly starts in the other process.
 *
 * A second process on the same folder is refused before it starts a database process or touches a file
 * (two PGlite instances on one folder lose each other's writes).
 */
export async function launchPgliteProcess(options: PgliteLaunchOptions): Promise<LaunchedPglite> {
  const logger = options.logger ?? silentLogger;
  const dataDir = resolve(options.dataDir);
  let stopDatabase = () => undefined as void;
  const releaseLock = await lockDataDir(dataDir, (error) => {
    logger.error(`lost the lock on ${dataDir}; stopping the embedded database so that two processes never write to it`, error);
    stopDatabase();
  });
  try {
    // A new folder runs initdb, which leaves PGlite's WebAssembly memory several hundred MB larger than
    // a start on existing files needs, for as long as that process lives: initdb runs in a process of
    // its own, which exits, and the database process proper starts on the files it made.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(dataDir, options.startTimeoutMs ?? 120_000);
    const child = forkHost(dataDir);
    // A crash of this process leaves the folder free only once the database process has gone too.
    if (child.pid !== undefined) recordHolder(dataDir, [process.pid, child.pid]);
    const address = waitForReady(child, options.startTimeoutMs ?? 120_000);
    // Awaited by the connection; until then a failure must not count as unhandled.
    address.catch(() => undefined);
    return { dataDir, child, address, releaseLock, onLockLost: (stop) => (stopDatabase = stop) };
  } catch (error) {
    await releaseLock().catch(() => undefined);
    throw error;
  }
}

function forkHost(dataDir: string, initialiseOnly = false): ChildProcess {
  return fork(HOST_ENTRY, initialiseOnly ? [dataDir, '--initialise'] : [dataDir], {
    // The API runs from TypeScript under tsx (dev, tests) or compiled JavaScript; the host follows suit.
    execArgv: extname(HOST_ENTRY) === '.ts' ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
}

/** Runs initdb in a database process of its own, which exits once the files are written. */
async function initialise(dataDir: string, timeoutMs: number): Promise<void> {
  const child = forkHost(dataDir, true);
  if (child.pid !== undefined) recordHolder(dataDir, [process.pid, child.pid]);
  let failure: string | undefined;
  child.on('message', (message: HostMessage) => {
    if (message.type === 'failed') failure = message.message;
  });
  const timer = setTimeout(() => child.kill(), timeoutMs);
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`the embedded database could not create its files: ${failure ?? `exit code ${code}`}`);
}

export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<PgliteSocketAddress> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the embedded database did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: HostMessage) => {
      done();
      if (message.type === 'ready') resolveReady(message.socket);
      else reject(new Error(`the embedded database could not start: ${message.message}`));
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the embedded database process exited while starting (code ${code})`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
