import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './database';
import { openPgliteProcess } from './pglite-process';
import { openPostgres } from './postgres';

/** PostgreSQL when a connection string is given, otherwise embedded PGlite in `dataDir`, in its own process. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; logger?: Logger }): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.logger)
    : openPgliteProcess({ dataDir: config.dataDir, logger: config.logger });
}
