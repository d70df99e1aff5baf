import { resolve } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './database';

/** The committed migrations that `drizzle-kit generate` writes. */
export const MIGRATIONS_FOLDER = resolve(__dirname, '../../drizzle');

/** Brings the schema up to date; drizzle records applied migrations, so this is safe on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, config);
  else await migratePostgres(handle.db as never, config);
}
