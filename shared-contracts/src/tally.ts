import { z } from 'zod';
import { ZId, ZTimestamp } from './common';

export const ZTallyStatus = z.object({
  connected: z.boolean(),
  recordsProcessed: z.number().int().nonnegative(),
  /** 'active' while the 2-hourly schedule is on; anything else shows as inactive. */
  n8nWorkflowStatus: z.string(),
  errorCount: z.number().int().nonnegative(),
  lastSync: ZTimestamp.nullable(),
  nextScheduledSync: ZTimestamp.nullable(),
});
export type TTallyStatus = z.infer<typeof ZTallyStatus>;

export const SYNC_STATUSES = ['success', 'failed', 'pending'] as const;
export const SYNC_DIRECTIONS = ['tally_to_airtable', 'airtable_to_tally'] as const;

export const ZSyncLog = z.object({
  id: ZId,
  syncStatus: z.enum(SYNC_STATUSES),
  syncDirection: z.enum(SYNC_DIRECTIONS),
  tallyRecordId: z.string().nullable(),
  lastSyncAt: ZTimestamp,
  errorMessage: z.string().nullable(),
});
export type TSyncLog = z.infer<typeof ZSyncLog>;
export const ZSyncLogList = z.array(ZSyncLog);

/** Latest sync logs shown on the Tally screen. */
export const SYNC_LOG_LIMIT = 10;
/** Automatic Tally sync period. */
export const TALLY_SYNC_INTERVAL_HOURS = 2;

export const ZTallyTestConnectionResponse = z.object({
  connected: z.boolean(),
  message: z.string(),
});
export type TTallyTestConnectionResponse = z.infer<typeof ZTallyTestConnectionResponse>;

/** POST /api/tally/force-sync and POST /api/tally/import answer with the sync they started. */
export const ZTallySyncStarted = z.object({
  success: z.boolean(),
  message: z.string(),
  executionId: ZId,
});
export type TTallySyncStarted = z.infer<typeof ZTallySyncStarted>;

/** Result of importing one Tally JSON export file. */
export const ZTallyImportResult = z.object({
  filename: z.string(),
  /** success: every row applied; partial: valid rows applied, invalid rows listed; failed: nothing applied. */
  status: z.enum(['success', 'partial', 'failed']),
  customersUpserted: z.number().int().nonnegative(),
  invoicesUpserted: z.number().int().nonnegative(),
  paymentsUpserted: z.number().int().nonnegative(),
  errors: z.array(z.object({ record: z.string(), message: z.string() })),
  syncLogId: ZId,
});
export type TTallyImportResult = z.infer<typeof ZTallyImportResult>;
