import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { migrateDatabase } from '../core/db/migrate';
import { openPglite, pgliteClient } from '../core/db/pglite';
import { startBoss } from '../core/jobs/boss';
import { silentLogger } from '../core/lib/logger';
import { templateImagePath } from './template-image';

/**
 * Runs once per test run: builds a migrated database (app tables and pg-boss's) and saves it as an
 * image each test file boots from, because initdb is the slow part of starting PGlite.
 */
export default async function globalSetup() {
  const path = templateImagePath();
  if (existsSync(path)) return;
  const handle = await openPglite();
  await migrateDatabase(handle);
  const boss = await startBoss(handle.executor, silentLogger);
  await boss.stop({ graceful: false, close: false, wait: true });
  const image = await pgliteClient(handle).dumpDataDir('none');
  await handle.close();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, path);
}
