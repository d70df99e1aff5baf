import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

const RELISTEN_DELAY_MS = 1000;

/** A PostgreSQL server (DATABASE_URL): a pool for queries and one dedicated connection for LISTEN. */
export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, application_name: 'duesflow-api' });
  pool.on('error', (error) => console.error('postgres pool error', error));
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const listeners = new Set<{ stop(): Promise<void> }>();

  return {
    kind: 'postgres',
    db,
    executor: { executeSql: (text, values) => pool.query(text, values as unknown[] | undefined) },
    async listen(channel, onPayload) {
      const listener = listenWithReconnect(connectionString, channel, onPayload);
      await listener.ready;
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/** Keeps a LISTEN connection open, reconnecting after network errors so no process goes deaf. */
function listenWithReconnect(connectionString: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'duesflow-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => scheduleReconnect());
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client?.removeAllListeners();
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, RELISTEN_DELAY_MS);
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => undefined);
      }
    },
  };
}
