import { syncLogs } from '../../core/db/schema/sync-logs';
import { applyTallyRecords } from './apply-tally-records';
import { TallyUnreachableError } from './tally-client';
import { TALLY_NOT_CONNECTED, TALLY_URL_HINT } from './tally-service';
import { TallyFormatError } from './tally-xml';
import { describeLeftOut, finishSyncLog, recordConnection } from './sync-log-rows';
import type { WorkflowOutcome, WorkflowRunner } from '../../core/jobs/workflow-context';

/**
 * "Tally Sync" (Force Sync and the 2-hourly schedule): parties, sales and receipts from the Tally
 * server, upserted by GUID in one transaction. Its sync log goes pending → success/failed. A server
 * that is down or answers nonsense fails the run at once: the next scheduled sync is the retry.
 */
export const runTallySync: WorkflowRunner = async (ctx, execution) => {
  const tally = ctx.tally ?? null;
  await ctx.db
    .insert(syncLogs)
    .values({
      syncStatus: 'pending',
      syncDirection: 'tally_to_airtable',
      tallyRecordId: tally?.url ?? null,
      executionId: execution.id,
      lastSyncAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: syncLogs.executionId });

  const fail = async (message: string): Promise<WorkflowOutcome> => {
    await finishSyncLog(ctx.db, execution.id, { syncStatus: 'failed', errorMessage: message, lastSyncAt: ctx.clock.now() });
    return { status: 'failed', summary: 'Tally sync failed; nothing was changed', error: message, scopes: ['tally'] };
  };

  if (!tally) {
    ctx.logger.warn(`Tally sync ${execution.id} failed: ${TALLY_URL_HINT}`);
    return fail(TALLY_NOT_CONNECTED);
  }
  let records;
  try {
    records = await tally.exportRecords(ctx.clock.now());
  } catch (error) {
    if (!(error instanceof TallyUnreachableError || error instanceof TallyFormatError)) throw error;
    await recordConnection(ctx.db, false, error.message, ctx.clock.now());
    return fail(error.message);
  }
  await recordConnection(ctx.db, true, `Synced with TallyPrime at ${tally.url}`, ctx.clock.now());

  let applied;
  try {
    applied = await applyTallyRecords(ctx.db, records, ctx.clock.now());
  } catch (error) {
    return fail(`Nothing was applied: the database refused the data (${(error as Error).message})`);
  }
  const total = records.parties.length + records.sales.length + records.receipts.length + records.errors.length;
  await finishSyncLog(ctx.db, execution.id, {
    syncStatus: 'success',
    errorMessage: describeLeftOut(applied.errors, total),
    lastSyncAt: ctx.clock.now(),
  });
  return {
    status: 'success',
    summary:
      `${applied.customersUpserted} customers, ${applied.invoicesUpserted} invoices and ${applied.paymentsUpserted} payments synced from Tally` +
      (applied.errors.length ? `; ${applied.errors.length} records left out (see the sync log)` : ''),
    scopes: ['tally', 'customers', 'payments'],
  };
};
