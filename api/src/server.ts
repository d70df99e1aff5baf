import { DataDirInUseError } from './core/db/data-dir';
import { launchPgliteProcess } from './core/db/pglite-launch';
import { readEnv } from './core/env';
import { createLogger } from './core/lib/logger';
import { urlCredentialParts } from '@duesflow/shared-contracts/secret-fields';
import { rememberSecret } from './core/secrets/redact';

/**
 * The entry `npm start` runs. It imports little: the embedded database's process is started first, and
 * the API's own modules (`start-api.ts`, a chunk of their own in the compiled build) load while that
 * process starts PostgreSQL's WebAssembly and opens its files (docs/performance.md, "Start-up").
 */
async function main() {
  const env = readEnv();
  // The configured credentials are never logged, whatever error quotes them.
  for (const secret of [env.SECRET_KEY ?? '', ...urlCredentialParts(env.DATABASE_URL ?? '')]) rememberSecret(secret);
  const logger = createLogger(env.LOG_LEVEL);
  const embedded = env.DATABASE_URL ? undefined : await launchPgliteProcess({ dataDir: env.DATA_DIR, logger });
  const { startApi } = await import(/* webpackChunkName: "start-api" */ './start-api');
  await startApi(env, logger, embedded);
}

main().catch((error) => {
  // Another process on this DATA_DIR is an operator's situation, not a fault: its message says it all.
  if (error instanceof DataDirInUseError) createLogger('error').error(`duesflow API failed to start: ${error.message}`);
  else createLogger('error').error('duesflow API failed to start', error);
  process.exit(1);
});
