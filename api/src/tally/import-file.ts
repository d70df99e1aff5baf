import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';
import type { AppDeps } from '../app-deps';
import { syncLogs } from '../db/schema/sync-logs';
import { failureReason } from '../jobs/failure-reason';
import { applyTallyRecords } from './apply-tally-records';
import { readTallyJsonFile } from './tally-json';
import type { RecordError } from './tally-records';
import { TallyFormatError } from './tally-xml';
import { describeLeftOut } from './sync-log-rows';

type ImportDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'logger'>;

/**
 * Imports one Tally JSON export. Rows that cannot be read or applied are listed and left out; all the
 * others are applied in one transaction (all or nothing). success: every row applied; partial: some
 * left out; failed: nothing applied (not a Tally export, no valid row, or the database refused).
 * Writes one sync log, then tells the screens (file_processed for a file that applied anything).
 */
export async function importTallyFile(deps: ImportDeps, filename: string, content: string): Promise<TTallyImportResult> {
  const { db, bus, clock } = deps;
  let counts = { customersUpserted: 0, invoicesUpserted: 0, paymentsUpserted: 0 };
  let errors: RecordError[];
  let failure: string | null = null;
  let total = 0;
  try {
    const records = readTallyJsonFile(content);
    total = records.parties.length + records.sales.length + records.receipts.length + records.errors.length;
    const applied = await applyTallyRecords(db, records, clock.now());
    ({ errors, ...counts } = applied);
  } catch (error) {
    if (error instanceof TallyFormatError) failure = error.message;
    else {
      deps.logger.error(`Tally import of ${filename} failed`, error);
      failure = `Nothing was applied: ${failureReason(error)}`;
    }
    counts = { customersUpserted: 0, invoicesUpserted: 0, paymentsUpserted: 0 };
    errors = [{ record: filename, message: failure }];
  }
  const applied = counts.customersUpserted + counts.invoicesUpserted + counts.paymentsUpserted;
  const status = failure || applied === 0 ? 'failed' : errors.length ? 'partial' : 'success';
  const errorMessage = failure ?? (status === 'failed' ? `Nothing was applied: ${describeLeftOut(errors, total)}` : describeLeftOut(errors, total));

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
