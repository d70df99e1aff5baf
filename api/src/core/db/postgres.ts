import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { silentLogger, type Logger } from '../lib/logger';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

const RELISTEN_DELAY_MS = 1000;
/** The advisory lock of `exclusively`: start-up steps of processes sharing one server take turns. */
const STARTUP_LOCK_KEY = 7305105;
/** How `pg_stat_activity` names this API's connections (the LISTEN one apart, for operators). */
const POOL_APPLICATION_NAME = 'duesflow-api';
export const LISTEN_APPLICATION_NAME = 'duesflow-listen';

/** A PostgreSQL server (DATABASE_URL): a pool for queries and one dedicated connection for LISTEN. */
export async function openPostgres(connectionString: string, logger: Logger = silentLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, application_name: POOL_APPLICATION_NAME });
  await connectPool(pool, logger);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const listener = sharedListener(connectionString, logger);
  const writeListeners = new Set<() => void>();
  pool.on('connect', (client) => watchCommittedWrites(client, () => writeListeners.forEach((notify) => notify())));

  return {
    kind: 'postgres',
    driver: 'node-postgres',
    db,
    executor: { executeSql: (text, values) => pool.query(text, values as unknown[] | undefined) },
    exclusively: (work) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onCommittedWrite(notify) {
      writeListeners.add(notify);
      return () => writeListeners.delete(notify);
    },
    async close() {
      await listener.stop();
      writeListeners.clear();
      await pool.end();
    },
  };
}

/** Checks the pool can reach its server (ending it when not), and logs idle connections the server drops. */
export async function connectPool(pool: pg.Pool, logger: Logger): Promise<void> {
  // An idle pooled connection the server drops reports here; the pool replaces it on next use.
  pool.on('error', (error) => logger.warn('an idle PostgreSQL connection was closed', String(error)));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** Runs `work` on one pooled connection while that connection holds a session advisory lock. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
      unlocked = true;
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool: it is closed instead.
    client.release(!unlocked);
  }
}

/** Commands that change rows; a transaction that ran one and ends idle (not aborted) committed a write. */
const WRITE_COMMAND = /^(INSERT|UPDATE|DELETE|MERGE|COPY|TRUNCATE)\b/;

/**
 * Calls `committed` when `client` reports a write and then becomes idle outside a transaction. Reads the
 * protocol messages node-postgres already parses ('commandComplete', 'readyForQuery' with status I),
 * synchronously, before the query's promise settles.
 */
function watchCommittedWrites(client: pg.PoolClient, committed: () => void): void {
  const connection = (client as unknown as { connection?: NodeJS.EventEmitter }).connection;
  if (!connection) return;
  let wrote = false;
  connection.on('commandComplete', (message: { text?: string }) => {
    if (message.text && WRITE_COMMAND.test(message.text)) wrote = true;
  });
  connection.on('readyForQuery', (message: { status?: string }) => {
    if (message.status !== 'I' || !wrote) return;
    wrote = false;
    committed();
  });
}

/**
 * One LISTEN connection for the whole process, shared by every channel (the realtime bus, the read
 * model), reconnecting and listening to every channel again after the server or the network drops it,
 * so no process goes deaf. Events published while it reconnects are missed (screens catch up on their
 * next reload; the read model checks its versions on a timer).
 */
function sharedListener(connectionString: string, logger: Logger) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const end = (client: pg.Client) => client.end().catch(() => undefined);

  const connect = async (): Promise<void> => {
    // A dead peer behind a NAT or load balancer is only noticed through keepalives on an idle socket.
    const next = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME, keepAlive: true });
    next.on('notification', (message) => {
      if (next !== current || message.payload === undefined) return;
      for (const onPayload of channels.get(message.channel) ?? []) onPayload(message.payload);
    });
    // pg reports a dropped connection as an error and again as the end of the socket; both stay
    // handled for the client's whole life, since an unhandled 'error' would take the process down.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await end(next);
      throw error;
    }
    if (stopped) await end(next);
    else current = next;
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    logger.warn('the realtime LISTEN connection was lost; reconnecting', error ? String(error) : undefined);
    void end(client);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect().catch((error) => {
        logger.warn('could not reconnect the realtime LISTEN connection; retrying', String(error));
        scheduleReconnect();
      });
    }, RELISTEN_DELAY_MS);
  };

  /** Connected (the first `listen` connects), or reconnecting: resolves once there is a connection or a retry is planned. */
  const ready = async () => {
    if (current || retry) return;
    connecting ??= connect().finally(() => (connecting = undefined));
    await connecting;
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      if (stopped) throw new Error('the database is closed');
      let subscribers = channels.get(channel);
      const first = !subscribers;
      if (!subscribers) channels.set(channel, (subscribers = new Set()));
      subscribers.add(onPayload);
      try {
        if (current && first) await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        else await ready();
      } catch (error) {
        subscribers.delete(onPayload);
        if (subscribers.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        if (!subscribers.delete(onPayload) || subscribers.size > 0) return;
        channels.delete(channel);
        if (channels.size === 0) {
          // Nobody listens any more: the connection closes (a later listen opens a new one).
          const last = current;
          current = undefined;
          if (last) await end(last);
        } else if (current) {
          await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      // A connection under way sees `stopped` and closes what it opened.
      await connecting?.catch(() => undefined);
      const last = current;
      current = undefined;
      if (last) await end(last);
    },
  };
}
