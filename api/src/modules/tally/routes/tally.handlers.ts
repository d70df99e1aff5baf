import { HTTPException } from 'hono/http-exception';
import { syncLogs as syncLogsTable } from '../../../core/db/schema/sync-logs';
import { ApiError } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { importTallyFile } from '../import-file';
import { readTallyUploadOffThread } from '../upload-reader';
import { latestSyncLogs, recordConnection, toSyncLog } from '../sync-log-rows';
import { nextScheduledSync } from '../tally-schedule';
import { TALLY_NOT_CONNECTED, TALLY_URL_HINT } from '../tally-service';
import { computeTallyStatus } from '../tally-status';
import { SYNC_LOG_LIMIT } from '@duesflow/shared-contracts/tally';
import { startWorkflow } from '../../../core/jobs/start-workflow';
import type * as routes from './tally.routes';

export const status: AppRouteHandler<typeof routes.status> = async (c) => {
  const { db, clock, tally } = c.var.deps;
  const now = clock.now();
  const active = await tally.scheduleActive();
  return c.json(await computeTallyStatus(db, now, { active, next: active ? nextScheduledSync(now) : null }), 200);
};

export const syncLogs: AppRouteHandler<typeof routes.syncLogs> = async (c) => {
  return c.json((await latestSyncLogs(c.var.deps.db, SYNC_LOG_LIMIT)).map(toSyncLog), 200);
};

export const testConnection: AppRouteHandler<typeof routes.testConnection> = async (c) => {
  const { db, clock, tally, bus, logger } = c.var.deps;
  if (!tally.client) logger.warn(`Test Connection: ${TALLY_URL_HINT}`);
  const result = tally.client ? await tally.client.testConnection() : { connected: false, message: TALLY_NOT_CONNECTED };
  await recordConnection(db, result.connected, result.message, clock.now());
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['tally'] } });
  return c.json(result, 200);
};

export const forceSync: AppRouteHandler<typeof routes.forceSync> = async (c) => {
  const { tally, clock, logger } = c.var.deps;
  // Nothing to sync with: an error, which the screen shows as its 'Sync failed' toast. How to connect
  // Tally is for the operator's log, not for staff.
  if (!tally.client) {
    logger.warn(`Force Sync refused: ${TALLY_URL_HINT}`);
    throw new ApiError(503, 'tally_not_connected', TALLY_NOT_CONNECTED);
  }
  const { execution, replayed } = await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
    type: 'tally_sync',
    input: { trigger: 'force_sync' },
    // The pending log shows on the screen at once; the run completes it.
    prepare: async (tx, started) => {
      await tx.insert(syncLogsTable).values({
        syncStatus: 'pending',
        syncDirection: 'tally_to_airtable',
        tallyRecordId: tally.client?.url ?? null,
        executionId: started.id,
        lastSyncAt: clock.now(),
      });
    },
  });
  return c.json(
    {
      success: true,
      message: replayed ? 'This Tally sync was already started by this request' : 'Tally sync started',
      executionId: execution.id,
    },
    202,
  );
};

/** 10 MB: a few years of a mid-size business's vouchers. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const importFile: AppRouteHandler<typeof routes.importFile> = async (c) => {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/([\w.-]+\+)?json)/i.test(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the Tally export as multipart/form-data (field file) or as application/json');
  }
  if (Number(c.req.header('content-length') ?? 0) > MAX_FILE_BYTES)
    throw new HTTPException(413, { message: 'The file is larger than 10 MB' });
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_FILE_BYTES) throw new HTTPException(413, { message: 'The file is larger than 10 MB' });
  // The form, the text and the export are read in a worker thread: the API keeps answering meanwhile.
  const read = await readTallyUploadOffThread({ bytes, contentType, filename: c.req.valid('query').filename });
  if (read.kind === 'refused') throw new ApiError(read.status, read.error, read.message);
  const result = await importTallyFile(
    c.var.deps,
    read.kind === 'records' ? { filename: read.filename, records: read.records } : { filename: read.filename, notAnExport: read.message },
  );
  return c.json(result, result.status === 'failed' ? 422 : 200);
};
