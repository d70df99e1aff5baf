import { desc, eq } from 'drizzle-orm';
import type { TSyncLog } from '@duesflow/shared-contracts/tally';
import type { Queryable } from '../../core/db/database';
import { syncLogs } from '../../core/db/schema/sync-logs';
import { tallyConnection } from '../../core/db/schema/tally-connection';
import type { RecordError } from './tally-records';

export type SyncLogRow = typeof syncLogs.$inferSelect;

export function toSyncLog(row: SyncLogRow): TSyncLog {
  return {
    id: row.id,
    syncStatus: row.syncStatus,
    syncDirection: row.syncDirection,
    tallyRecordId: row.tallyRecordId,
    lastSyncAt: row.lastSyncAt.toISOString(),
    errorMessage: row.errorMessage,
  };
}

export async function latestSyncLogs(db: Queryable, limit: number): Promise<SyncLogRow[]> {
  return db.select().from(syncLogs).orderBy(desc(syncLogs.lastSyncAt), desc(syncLogs.id)).limit(limit);
}

const MAX_LISTED = 5;

/** "2 of 9 records left out: Sales voucher 7: the date '' is not a date; …" */
export function describeLeftOut(errors: RecordError[], total: number): string | null {
  if (errors.length === 0) return null;
  const listed = errors
    .slice(0, MAX_LISTED)
    .map((e) => `${e.record}: ${e.message}`)
    .join('; ');
  const more = errors.length > MAX_LISTED ? `; and ${errors.length - MAX_LISTED} more` : '';
  return `${errors.length} of ${total} records left out: ${listed}${more}`;
}

/** Remembers what the last conversation with Tally found, for the status card. */
export async function recordConnection(db: Queryable, connected: boolean, message: string, now: Date): Promise<void> {
  await db
    .insert(tallyConnection)
    .values({ id: 1, connected, message, checkedAt: now })
    .onConflictDoUpdate({ target: tallyConnection.id, set: { connected, message, checkedAt: now } });
}

export async function finishSyncLog(db: Queryable, executionId: string, values: Partial<typeof syncLogs.$inferInsert>) {
  await db.update(syncLogs).set(values).where(eq(syncLogs.executionId, executionId));
}
