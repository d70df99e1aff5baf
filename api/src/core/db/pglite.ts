import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

export interface PgliteOptions {
  /** A directory for the data files; omitted means in memory (tests). */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from instead of running initdb (tests). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'pglite',
    driver: 'pglite',
    db,
    executor: {
      // pg-boss sends several statements in one string when it has no parameters (schema creation,
      // maintenance), which only `exec` accepts; it reads `rows` of the last statement.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    // One process owns an embedded database, so there is nobody to take turns with.
    exclusively: (work) => work(db),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** The raw PGlite of a handle, for tests that snapshot a database image. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}
