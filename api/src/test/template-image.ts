import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../core/db/migrate';

/**
 * Where the migrated test database image lives. Its name hashes the migrations and the pg-boss
 * version, so a schema change builds a new image instead of reusing a stale one.
 */
export function templateImagePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(readFileSync(require.resolve('pg-boss/package.json')));
  return join(tmpdir(), `duesflow-api-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}
