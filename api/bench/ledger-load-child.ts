/**
 * One load of the read model's ledger, in a fresh process (ledger-load.ts runs it): the sources of the
 * tree given (so two versions can be compared in one run), the database given. Prints one line of JSON.
 */
import { performance } from 'node:perf_hooks';

const [tree, url] = process.argv.slice(2);
if (!tree || !url) throw new Error('usage: ledger-load-child.ts <tree> <database url>');

async function main(): Promise<void> {
  const { openPostgres } = (await import(`${tree}/api/src/core/db/postgres.ts`)) as typeof import('../src/core/db/postgres');
  const { createReadModel } = (await import(
    `${tree}/api/src/modules/collections/read-model.ts`
  )) as typeof import('../src/modules/collections/read-model');
  const { silentLogger } = (await import(`${tree}/api/src/core/lib/logger.ts`)) as typeof import('../src/core/lib/logger');

  const handle = await openPostgres(url);
  const started = performance.now();
  const model = createReadModel(handle, silentLogger);
  const snapshot = await model.ledger(new Date());
  const loadMs = performance.now() - started;
  const afterLoad = process.memoryUsage();
  (globalThis as { gc?: () => void }).gc?.();
  const afterGc = process.memoryUsage();
  // What a process that answers nothing for a while keeps: V8 gives back unused heap when idle.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  (globalThis as { gc?: () => void }).gc?.();
  const idle = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify({
      rows: snapshot.rows.length,
      loadMs: Math.round(loadMs),
      heapMb: mb(afterGc.heapUsed),
      heapTotalMb: mb(afterGc.heapTotal),
      externalMb: mb(afterGc.external),
      rssMb: mb(afterLoad.rss),
      rssAfterGcMb: mb(afterGc.rss),
      heapTotalIdleMb: mb(idle.heapTotal),
      rssIdleMb: mb(idle.rss),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
  await model.stop();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
