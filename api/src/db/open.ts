import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a connection string is given, otherwise embedded PGlite in `dataDir`. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; logger?: Logger }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.logger) : openPglite({ dataDir: config.dataDir });
}
