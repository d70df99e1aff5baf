import pg from 'pg';
import type { TPostgresConfig } from '@duesflow/shared-contracts/business-data';
import { readableNetworkError } from '../../core/lib/outbound-http';
import { fromCustomersTableRow as fromRow, StoreUnavailable, sortCustomers, type ExternalCustomerStore } from './external-customer-store';

type Row = Record<string, unknown>;

export const POSTGRES_TABLE = 'customers';
const CONNECT_TIMEOUT_MS = 10_000;
const COLUMNS = `id::text as id, name, email, phone, address, status, amount_due::text as amount_due, last_contact, source`;

function poolConfig(config: TPostgresConfig, ssl: pg.PoolConfig['ssl']): pg.PoolConfig {
  return {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.username,
    password: config.password,
    ssl,
    max: 4,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'duesflow-customer-store',
  };
}

/** A name the server's message quotes (a column), when it is a plain identifier. */
const quotedIdentifier = (message: string | undefined) => /"([A-Za-z_][A-Za-z0-9_]{0,62})"/.exec(message ?? '')?.[1];

/**
 * What went wrong, in words staff can act on: duesflow's own sentence per SQLSTATE, naming only what
 * staff configured. The server's message is never passed on (docs/secrets.md).
 */
function unavailable(config: TPostgresConfig, error: unknown): StoreUnavailable {
  if (error instanceof StoreUnavailable) return error;
  const { code, message } = error as { code?: string; message?: string };
  const where = `${config.host}:${config.port}/${config.database}`;
  if (code === '28P01')
    return new StoreUnavailable(
      `PostgreSQL at ${where} refused the login: password authentication failed for user "${config.username}"`,
      'rejected',
    );
  if (code === '28000')
    return new StoreUnavailable(
      `PostgreSQL at ${where} refused the login: user "${config.username}" may not connect to this database from here`,
      'rejected',
    );
  if (code === '3D000') return new StoreUnavailable(`PostgreSQL at ${where}: database "${config.database}" does not exist`, 'rejected');
  if (code === '42P01') return new StoreUnavailable(`PostgreSQL at ${where} has no table '${POSTGRES_TABLE}'`, 'invalid');
  if (code === '42703') {
    const column = quotedIdentifier(message);
    return new StoreUnavailable(
      `PostgreSQL at ${where}: table '${POSTGRES_TABLE}' lacks a column${column ? ` (${column})` : ''}`,
      'invalid',
    );
  }
  if (code === '42501')
    return new StoreUnavailable(`PostgreSQL at ${where}: user ${config.username} may not read table '${POSTGRES_TABLE}'`, 'rejected');
  if (/does not support SSL/i.test(message ?? '')) {
    return new StoreUnavailable(
      `Cannot reach PostgreSQL at ${where}: the server does not support TLS (choose SSL mode disable)`,
      'unreachable',
    );
  }
  if (code && /^[0-9A-Z]{5}$/.test(code) && !/^(08|E)/.test(code)) {
    return new StoreUnavailable(`PostgreSQL at ${where} refused the request (SQLSTATE ${code})`, 'rejected');
  }
  return new StoreUnavailable(`Cannot reach PostgreSQL at ${where}: ${readableNetworkError(code, message ?? '')}`, 'unreachable');
}

/**
 * Customers from a `customers` table in an on-premise PostgreSQL. sslMode like libpq: disable (plain),
 * require (TLS, certificate not verified, as libpq's require), prefer (TLS when the server offers it).
 */
export function createPostgresTargetCustomerStore(config: TPostgresConfig): ExternalCustomerStore {
  let pool: Promise<pg.Pool> | undefined;

  async function open(): Promise<pg.Pool> {
    const attempt = async (ssl: pg.PoolConfig['ssl']) => {
      const candidate = new pg.Pool(poolConfig(config, ssl));
      candidate.on('error', () => undefined); // an idle connection dropped by the server is replaced on next use
      try {
        await candidate.query('select 1');
        return candidate;
      } catch (error) {
        await candidate.end().catch(() => undefined);
        throw error;
      }
    };
    if (config.sslMode === 'disable') return attempt(false);
    try {
      return await attempt({ rejectUnauthorized: false });
    } catch (error) {
      if (config.sslMode === 'prefer' && /does not support SSL/i.test(String((error as Error).message))) return attempt(false);
      throw error;
    }
  }

  async function query(text: string, values: unknown[] = []): Promise<Row[]> {
    try {
      pool ??= open();
      const current = await pool.catch((error) => {
        pool = undefined;
        throw error;
      });
      return (await current.query(text, values)).rows;
    } catch (error) {
      throw unavailable(config, error);
    }
  }

  return {
    provider: 'on_premise_postgres',
    async listCustomers() {
      return sortCustomers((await query(`select ${COLUMNS} from ${POSTGRES_TABLE}`)).map(fromRow));
    },
    async findCustomer(id) {
      const [row] = await query(`select ${COLUMNS} from ${POSTGRES_TABLE} where id::text = $1`, [id]);
      return row ? fromRow(row) : null;
    },
    async check() {
      await query(`select ${COLUMNS} from ${POSTGRES_TABLE} limit 1`);
      const [rights] = await query(
        `select has_table_privilege($1, 'select') as can_read,
           has_table_privilege($1, 'insert') and has_table_privilege($1, 'update') as can_write`,
        [POSTGRES_TABLE],
      );
      if (!rights?.can_write) {
        throw new StoreUnavailable(
          `PostgreSQL at ${config.host}:${config.port}/${config.database}: user ${config.username} cannot write table '${POSTGRES_TABLE}' (needs INSERT and UPDATE)`,
          'rejected',
        );
      }
      return `Connected to PostgreSQL at ${config.host}:${config.port}/${config.database}, table '${POSTGRES_TABLE}' readable and writable`;
    },
    async close() {
      const current = pool;
      pool = undefined;
      if (current) await (await current.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}
