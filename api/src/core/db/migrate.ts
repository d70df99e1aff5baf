import { resolve } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './database';

/** The committed migrations that `drizzle-kit generate` writes. */
export const MIGRATIONS_FOLDER = resolve(__dirname, '../../../drizzle');

/** Brings the schema up to date; drizzle records applied migrations, so this is safe on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Processes starting together take turns: drizzle's migrator would otherwise have two of them create
  // its bookkeeping table (and then every table) at the same moment, and all but one fail.
  await handle.exclusively((db) =>
    handle.driver === 'pglite' ? migratePglite(db as never, config) : migratePostgres(db as never, config),
  );
}
