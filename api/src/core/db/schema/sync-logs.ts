import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SYNC_DIRECTIONS, SYNC_STATUSES } from '@duesflow/shared-contracts/tally';
import { workflowExecutions } from './workflow-executions';

export const syncLogs = pgTable(
  'sync_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    syncStatus: text().$type<(typeof SYNC_STATUSES)[number]>().notNull(),
    syncDirection: text().$type<(typeof SYNC_DIRECTIONS)[number]>().notNull(),
    tallyRecordId: text(),
    lastSyncAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    errorMessage: text(),
    /** The Tally Sync run this log belongs to (none for a file import); one log per run. */
    executionId: uuid()
      .unique()
      .references(() => workflowExecutions.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sync_logs_last_sync_idx').on(table.lastSyncAt),
    check('sync_logs_status_check', sql`${table.syncStatus} in ('success', 'failed', 'pending')`),
    check('sync_logs_direction_check', sql`${table.syncDirection} in ('tally_to_airtable', 'airtable_to_tally')`),
  ],
);
