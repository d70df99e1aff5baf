import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle database, whichever driver (PGlite or node-postgres) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

/** What pg-boss needs from a database it does not connect to itself. */
export interface SqlExecutor {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss's own type for rows
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** An open database with everything the API needs from it beyond drizzle. */
export interface DatabaseHandle {
  /** Which engine: embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /**
   * How this process talks to it: PGlite's own API in-process (tests), or node-postgres over the wire
   * (a PostgreSQL server, or PGlite hosted in its own process).
   */
  driver: 'pglite' | 'node-postgres';
  db: Database;
  /** Raw SQL access for pg-boss, on the same database. */
  executor: SqlExecutor;
  /**
   * Runs `work` while no other process on this database runs its own `exclusively` (PostgreSQL: a
   * session advisory lock; PGlite has one process). For start-up steps that are not safe to run
   * concurrently: migrations, installing pg-boss's schema.
   */
  exclusively<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` after a transaction of this process that wrote something committed (a statement
   * outside a transaction counts as one), before the code awaiting it resumes. Only drivers that deliver
   * notifications on another connection need it (PostgreSQL); elsewhere a notification already arrives
   * before the commit's answer.
   */
  onCommittedWrite?(listener: () => void): () => void;
  /**
   * Resolves when the database answers, rejects when it does not (GET /api/health); absent: a `select 1`
   * through the executor is the check.
   */
  checkHealth?(): Promise<void>;
  /** Flushes and closes; PGlite writes its files here, so always await it before exiting. */
  close(): Promise<void>;
}

/** Rows of a raw `db.execute(sql...)`; both drivers answer `{ rows }`, drizzle types it loosely. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
