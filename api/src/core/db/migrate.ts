import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './database';

/** The committed migrations that `drizzle-kit generate` writes. */
export const MIGRATIONS_FOLDER = resolve(__dirname, '../../../drizzle');

/** Brings the schema up to date; drizzle records applied migrations, so this is safe on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // A start on an up-to-date database (nearly every start) asks one question instead of reading and
  // hashing every migration file and taking the migrator's round trips.
  if (await upToDate(handle)) return;
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Processes starting together take turns: drizzle's migrator would otherwise have two of them create
  // its bookkeeping table (and then every table) at the same moment, and all but one fail.
  await handle.exclusively((db) =>
    handle.driver === 'pglite' ? migratePglite(db as never, config) : migratePostgres(db as never, config),
  );
}

/**
 * Whether drizzle's migrator would apply nothing: it applies every migration of the journal whose time
 * (`when`) is after the newest one it recorded, so nothing when the journal's newest is not after it.
 */
async function upToDate(handle: DatabaseHandle): Promise<boolean> {
  const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = journal.entries.at(-1)?.when;
  const [row] = (await handle.executor.executeSql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`, []))
    .rows as { present: boolean }[];
  if (!row?.present || newest === undefined) return false;
  const [recorded] = (await handle.executor.executeSql('select max(created_at)::text as newest from drizzle.__drizzle_migrations', []))
    .rows as { newest: string | null }[];
  return recorded?.newest != null && newest <= Number(recorded.newest);
}
