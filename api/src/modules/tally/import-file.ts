import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';
import type { AppDeps } from '../../core/app-deps';
import { syncLogs } from '../../core/db/schema/sync-logs';
import { failureReason } from '../../core/jobs/failure-reason';
import { applyTallyRecords } from './apply-tally-records';
import type { RecordError, TallyRecords } from './tally-records';
import { describeLeftOut } from './sync-log-rows';

type ImportDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'logger'>;

/** An export read off the event loop (tally-upload.ts), or why the file is not one. */
export type ReadExport = { filename: string; records: TallyRecords } | { filename: string; notAnExport: string };

/**
 * Imports one Tally JSON export, already read. Rows that cannot be read or applied are listed and left out; all the
 * others are applied in one transaction (all or nothing). success: every row applied; partial: some
 * left out; failed: nothing applied (not a Tally export, no valid row, or the database refused).
 * Writes one sync log, then tells the screens (file_processed for a file that applied anything).
 */
export async function importTallyFile(deps: ImportDeps, read: ReadExport): Promise<TTallyImportResult> {
  const { db, bus, clock } = deps;
  const { filename } = read;
  let counts = { customersUpserted: 0, invoicesUpserted: 0, paymentsUpserted: 0 };
  let errors: RecordError[];
  let failure: string | null = null;
  let total = 0;
  if ('notAnExport' in read) {
    failure = read.notAnExport;
    errors = [{ record: filename, message: failure }];
  } else {
    const { records } = read;
    total = records.parties.length + records.sales.length + records.receipts.length + records.errors.length;
    try {
      ({ errors, ...counts } = await applyTallyRecords(db, records, clock.now()));
    } catch (error) {
      deps.logger.error(`Tally import of ${filename} failed`, error);
      failure = `Nothing was applied: ${failureReason(error)}`;
      counts = { customersUpserted: 0, invoicesUpserted: 0, paymentsUpserted: 0 };
      errors = [{ record: filename, message: failure }];
    }
  }
  const applied = counts.customersUpserted + counts.invoicesUpserted + counts.paymentsUpserted;
  const status = failure || applied === 0 ? 'failed' : errors.length ? 'partial' : 'success';
  const errorMessage =
    failure ?? (status === 'failed' ? `Nothing was applied: ${describeLeftOut(errors, total)}` : describeLeftOut(errors, total));

  const [log] = await db
    .insert(syncLogs)
    .values({
      syncStatus: status === 'failed' ? 'failed' : 'success',
      syncDirection: 'tally_to_airtable',
      tallyRecordId: filename,
      errorMessage,
      lastSyncAt: clock.now(),
    })
    .returning({ id: syncLogs.id });

  if (status !== 'failed') await bus.publish({ type: 'file_processed', data: { filename } });
  await bus.publish({
    type: 'metrics_updated',
    data: { scopes: status === 'failed' ? ['tally'] : ['tally', 'customers', 'payments', 'dashboard'] },
  });
  return { filename, status, ...counts, errors, syncLogId: log!.id };
}
