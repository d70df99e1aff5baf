import { createRoute, z } from '@hono/zod-openapi';
import {
  ZSyncLogList,
  ZTallyImportResult,
  ZTallyStatus,
  ZTallySyncStarted,
  ZTallyTestConnectionResponse,
} from '@duesflow/shared-contracts/tally';
import { ZText } from '@duesflow/shared-contracts/common';
import { BAD_REQUEST, ZIdempotencyHeaders, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Tally'];

export const status = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/tally/status',
  tags: TAGS,
  summary: 'Connection, records synced, schedule, errors, last and next sync (docs/tally.md)',
  responses: { 200: jsonContent(ZTallyStatus, 'Current status') },
});

export const syncLogs = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/tally/sync-logs',
  tags: TAGS,
  summary: 'The latest 10 sync logs, newest first',
  responses: { 200: jsonContent(ZSyncLogList, 'Sync logs') },
});

export const testConnection = createRoute({
  ...access('collect', 'tally.test-connection'),
  method: 'post',
  path: '/api/tally/test-connection',
  tags: TAGS,
  summary: 'Ask the Tally server (TALLY_URL) which companies are open; never fails with 5xx',
  request: { body: jsonBody(z.object({}).strict(), false) },
  responses: { 200: jsonContent(ZTallyTestConnectionResponse, 'Whether Tally answered, and what'), ...BAD_REQUEST },
});

export const forceSync = createRoute({
  ...access('collect', 'tally.force-sync'),
  method: 'post',
  path: '/api/tally/force-sync',
  tags: TAGS,
  summary: 'Start a Tally Sync run now (parties, sales and receipt vouchers)',
  request: { headers: ZIdempotencyHeaders, body: jsonBody(z.object({}).strict(), false) },
  responses: {
    202: jsonContent(ZTallySyncStarted, 'The run was accepted'),
    ...BAD_REQUEST,
    422: errorResponse('The Idempotency-Key was already used for a different request (`idempotency_key_reused`); nothing was started'),
    503: errorResponse('No Tally server is connected (`tally_not_connected`); nothing was started'),
  },
});

export const importFile = createRoute({
  ...access('collect', 'tally.import'),
  method: 'post',
  path: '/api/tally/import',
  tags: TAGS,
  summary: 'Import a Tally JSON export: multipart/form-data with a `file` field, or the export itself as application/json with ?filename=',
  request: { query: z.object({ filename: ZText(200, { trim: true }).min(1).optional() }) },
  responses: {
    200: jsonContent(ZTallyImportResult, 'Applied: success (every record) or partial (invalid records listed)'),
    422: jsonContent(ZTallyImportResult, 'Nothing applied: not a Tally export, or no valid record'),
    400: errorResponse('No file was sent'),
    413: errorResponse('The file is larger than 10 MB'),
    415: errorResponse('Neither multipart/form-data nor application/json'),
  },
});
