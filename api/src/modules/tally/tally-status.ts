import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { TTallyStatus } from '@duesflow/shared-contracts/tally';
import { rowsOf, type Queryable } from '../../core/db/database';
import { syncLogs } from '../../core/db/schema/sync-logs';
import { tallyConnection } from '../../core/db/schema/tally-connection';
import { DAY_MS } from '../../core/lib/clock';

/** Failed syncs count towards the status card's error count for this long. */
export const ERROR_WINDOW_HOURS = 24;

/** The status card, from the database (formulas in docs/tally.md). */
export async function computeTallyStatus(
  db: Queryable,
  now: Date,
  schedule: { active: boolean; next: Date | null },
): Promise<TTallyStatus> {
  const [connection] = await db.select().from(tallyConnection).where(eq(tallyConnection.id, 1));
  const counts = rowsOf<{ records: number }>(
    await db.execute(sql`
      select ((select count(*) from customers where tally_ledger_id is not null)
        + (select count(*) from invoices where tally_voucher_id is not null)
        + (select count(*) from payments where tally_receipt_id is not null))::int as records`),
  )[0];
  const since = new Date(now.getTime() - (ERROR_WINDOW_HOURS / 24) * DAY_MS);
  const [errors] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(syncLogs)
    .where(and(eq(syncLogs.syncStatus, 'failed'), gte(syncLogs.lastSyncAt, since)));
  const [lastSync] = await db
    .select({ at: sql<Date | string | null>`max(${syncLogs.lastSyncAt})` })
    .from(syncLogs)
    .where(and(eq(syncLogs.syncStatus, 'success'), isNotNull(syncLogs.lastSyncAt)));
  return {
    connected: connection?.connected ?? false,
    recordsProcessed: Number(counts?.records ?? 0),
    n8nWorkflowStatus: schedule.active ? 'active' : 'inactive',
    errorCount: Number(errors?.count ?? 0),
    lastSync: lastSync?.at ? new Date(lastSync.at).toISOString() : null,
    nextScheduledSync: schedule.active && schedule.next ? schedule.next.toISOString() : null,
  };
}
