/**
 * The embedded database's own process: PGlite (PostgreSQL compiled to WebAssembly) behind the Postgres
 * wire protocol, so its work never runs on the API's event loop. Started by `pglite-launch.ts` with an
 * IPC channel; it answers `{ type: 'ready', socket }` once it accepts connections and exits, after
 * flushing its files, when told to close or when the API process goes away. With `--initialise` it only
 * creates the database files (initdb) and exits: the API starts it that way on a new folder first
 * (`pglite-launch.ts`).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SOCKET_NAME, type ApiMessage, type HostMessage } from './pglite-host-protocol';
import { SessionQueue } from './session-queue';
import { restrictDataDir } from './data-dir';

/** Longest unix socket path the kernel accepts (sun_path), minus room for the terminating NUL. */
const MAX_SOCKET_PATH = 100;
/** Connections the API may open at once; the session queue serialises their work. */
const MAX_CONNECTIONS = 64;

async function main() {
  const dataDir = resolve(process.argv[2] ?? '');
  if (!process.argv[2]) throw new Error('usage: pglite-host <data directory>');
  // Every file this process creates is the owner's alone (PGlite creates them through plain Node calls,
  // which the umask narrows); what initdb copied in with 0666, or an older version left, is narrowed now.
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new PGlite({ dataDir });
  await db.waitReady;
  restrictDataDir(dataDir);
  if (process.argv[3] === '--initialise') {
    await db.close();
    process.exit(0);
  }

  const socketPath = resolve(dataDir, SOCKET_NAME);
  const useUnixSocket = socketPath.length <= MAX_SOCKET_PATH && process.platform !== 'win32';
  if (useUnixSocket) rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({
    db,
    ...(useUnixSocket ? { path: socketPath } : { host: '127.0.0.1', port: 0 }),
    maxConnections: MAX_CONNECTIONS,
  });
  // Every connection shares one transaction- and exchange-aware queue instead of the stock one.
  const queue = new SessionQueue(db);
  (server as unknown as { queryQueue: SessionQueue }).queryQueue = queue;
  await server.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await server.stop();
      await db.close();
      if (useUnixSocket) rmSync(socketPath, { force: true });
      process.exit(0);
    })();
    return closing;
  };
  process.on('message', (message: ApiMessage) => {
    if (message?.type === 'close') void close();
  });
  // The API process went away (crash, kill -9): flush and leave rather than hold the data directory.
  process.on('disconnect', () => void close());
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void close());

  const address = server as unknown as { port?: number };
  const ready: HostMessage = {
    type: 'ready',
    socket: useUnixSocket ? { path: socketPath } : { host: '127.0.0.1', port: address.port! },
  };
  process.send?.(ready);
}

main().catch((error) => {
  const failed: HostMessage = { type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  process.send?.(failed);
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
