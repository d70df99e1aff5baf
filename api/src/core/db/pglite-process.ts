import { dirname } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { silentLogger } from '../lib/logger';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';
import { SOCKET_PORT, type ApiMessage } from './pglite-host-protocol';
import { connectPool } from './postgres';
import { exitOf, launchPgliteProcess, type LaunchedPglite, type PgliteLaunchOptions } from './pglite-launch';

export interface PgliteProcessOptions extends PgliteLaunchOptions {
  /** Pooled connections; PGlite runs one statement at a time, more connections only queue work up. */
  poolSize?: number;
}

/**
 * Embedded PGlite in its own process, reached over the Postgres protocol with node-postgres: the
 * database's WebAssembly never runs on the API's event loop, and the API uses one driver for PGlite
 * and PostgreSQL alike. The database process exits with the API (it watches its IPC channel); if it
 * dies first, that is logged and every query fails until the API is restarted.
 *
 * The data folder is locked first (`pglite-launch.ts`): a second process on the same folder is refused
 * before it starts a database process or touches a file.
 */
export async function openPgliteProcess(options: PgliteProcessOptions): Promise<DatabaseHandle> {
  return connectPgliteProcess(await launchPgliteProcess(options), options);
}

/** Waits for a launched database process to accept connections and connects the pool to it. */
export async function connectPgliteProcess(
  launched: LaunchedPglite,
  options: Pick<PgliteProcessOptions, 'logger' | 'poolSize'> = {},
): Promise<DatabaseHandle> {
  const logger = options.logger ?? silentLogger;
  const { child, dataDir, releaseLock } = launched;
  let closing = false;
  launched.onLockLost(() => child.kill());
  let address;
  try {
    address = await launched.address;
  } catch (error) {
    await releaseLock().catch(() => undefined);
    throw error;
  }
  child.on('exit', (code, signal) => {
    if (!closing) logger.error(`the embedded database process exited unexpectedly (${signal ?? `code ${code}`}); restart duesflow`);
  });

  const pool = new pg.Pool({
    ...('path' in address ? { host: dirname(address.path), port: SOCKET_PORT } : address),
    user: 'postgres',
    database: 'postgres',
    max: options.poolSize ?? 8,
  });
  const notifications = createSessionListeners(pool);
  const health = createHealthCheck(pool);
  try {
    await connectPool(pool, logger);
  } catch (error) {
    closing = true;
    const exited = exitOf(child);
    child.kill();
    await exited;
    await releaseLock().catch(() => undefined);
    throw error;
  }
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;

  return {
    kind: 'pglite',
    driver: 'node-postgres',
    db,
    executor: { executeSql: (text, values) => pool.query(text, values as unknown[] | undefined) },
    // One API process owns an embedded database, so there is nobody to take turns with.
    exclusively: (work) => work(db),
    checkHealth: health,
    listen: notifications.listen,
    async close() {
      if (closing) return;
      closing = true;
      await pool.end();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = exitOf(child);
        const message: ApiMessage = { type: 'close' };
        child.send(message);
        await exited;
      }
      // Only once the database process has flushed its files and gone may another process take the folder.
      await releaseLock().catch((error) => logger.warn(`could not release the lock on ${dataDir}`, error));
    },
  };
}

/** A `select 1` that answers within this is health enough. */
const QUICK_ANSWER_MS = 20;
/** A database that finished no statement for this long while a probe waited is stuck, not busy. */
const STALLED_MS = 10_000;

/**
 * Whether the database answers. PGlite has one session: while a long transaction (a 10 MB Tally import)
 * holds it, a `select 1` waits its turn. So when the probe does not answer at once, a statement finished
 * on any pooled connection within the last 10 s counts: the database is busy, not gone. A database that
 * finished nothing for that long, or whose process is gone (the probe fails), is not healthy. One probe
 * at a time, however many health checks arrive.
 */
function createHealthCheck(pool: pg.Pool): () => Promise<void> {
  let lastAnswerAt = Date.now();
  pool.on('connect', (client) => {
    // node-postgres's connection says ReadyForQuery after every statement (inside a transaction too).
    (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => (lastAnswerAt = Date.now()));
  });
  let probe: Promise<unknown> | undefined;
  return async () => {
    // A probe still waiting means the session is busy: no need to wait for this one's answer.
    const waiting = probe !== undefined;
    const answered = (probe ??= pool.query('select 1').finally(() => (probe = undefined)));
    answered.catch(() => undefined);
    if (waiting) return busyOrStuck();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolveLate) => (timer = setTimeout(() => resolveLate(false), QUICK_ANSWER_MS)));
    const quick = await Promise.race([answered.then(() => true), late]).finally(() => clearTimeout(timer));
    if (!quick) busyOrStuck();
  };
  function busyOrStuck() {
    const quietForMs = Date.now() - lastAnswerAt;
    if (quietForMs >= STALLED_MS) throw new Error(`the embedded database has finished nothing for ${Math.round(quietForMs / 1000)} s`);
  }
}

/**
 * LISTEN on PGlite's one session. Every pooled connection is that same session, so a notification
 * arrives on whichever connection ran the notifying statement: each connection forwards what it
 * receives, and the channel is listened to once, however many subscribers it has.
 */
function createSessionListeners(pool: pg.Pool) {
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of subscribers.get(message.channel) ?? []) subscriber(message.payload);
    });
  });
  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      let channelSubscribers = subscribers.get(channel);
      if (!channelSubscribers) {
        channelSubscribers = new Set();
        subscribers.set(channel, channelSubscribers);
        await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      const subscriber = (payload: string) => onPayload(payload);
      channelSubscribers.add(subscriber);
      return async () => {
        channelSubscribers!.delete(subscriber);
        if (channelSubscribers!.size > 0 || subscribers.get(channel) !== channelSubscribers) return;
        subscribers.delete(channel);
        if (!pool.ended) await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
  };
}
