import {
  ZTallyImportResult,
  type TSyncLog,
  type TTallyImportResult,
  type TTallyStatus,
  type TTallySyncStarted,
  type TTallyTestConnectionResponse,
} from '@duesflow/shared-contracts/tally';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { httpBaseQuery, type TApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';
import { takePickedFile } from './pickedFiles';

const STATUS_TAG = { type: 'TallyStatus' as const, id: LIST_ID };
const SYNC_LOGS_TAG = { type: 'SyncLogs' as const, id: LIST_ID };

/** A sync or an import changes the status card, the log, and the customers and their dues. */
const SYNCED_TAGS = [
  STATUS_TAG,
  SYNC_LOGS_TAG,
  { type: 'Customers' as const, id: LIST_ID },
  { type: 'PaymentTracking' as const, id: 'DASHBOARD' },
  { type: 'PaymentTracking' as const, id: 'ANALYSIS' },
  { type: 'Executions' as const, id: LIST_ID },
  { type: 'Metrics' as const, id: LIST_ID },
];

/** A rejected import still answers with its result (status 'failed' and the per-record errors). */
function importResultOf(error: TApiCallError): TTallyImportResult | undefined {
  if (typeof error.status !== 'number' || !error.body) return undefined;
  try {
    const parsed = ZTallyImportResult.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const tallyApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    getTallyStatus: build.query<TTallyStatus, void>({
      query: () => '/api/tally/status',
      providesTags: [STATUS_TAG],
    }),
    getSyncLogs: build.query<TSyncLog[], void>({
      query: () => '/api/tally/sync-logs',
      providesTags: (logs = []) => [SYNC_LOGS_TAG, ...logs.map((log) => ({ type: 'SyncLogs' as const, id: log.id }))],
    }),
    testTallyConnection: build.mutation<TTallyTestConnectionResponse, void>({
      query: () => ({ url: '/api/tally/test-connection', method: 'POST' }),
      // Testing updates whether Tally counts as connected.
      invalidatesTags: [STATUS_TAG],
    }),
    forceTallySync: build.mutation<TTallySyncStarted, void>({
      query: () => ({ url: '/api/tally/force-sync', method: 'POST', headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
      invalidatesTags: (_result, error) => (error ? [] : SYNCED_TAGS),
    }),
    importTallyFile: build.mutation<TTallyImportResult, { fileKey: string; filename: string }>({
      queryFn: async ({ fileKey }, api, extraOptions) => {
        const file = takePickedFile(fileKey);
        if (!file) return { error: { status: 'CUSTOM_ERROR', message: 'The file to import is no longer available' } };
        const body = new FormData();
        body.append('file', file, file.name);
        const result = await httpBaseQuery({ url: '/api/tally/import', method: 'POST', body }, api, extraOptions as object);
        if (!result.error) return { data: result.data as TTallyImportResult };
        const rejected = importResultOf(result.error);
        return rejected ? { data: rejected } : { error: result.error };
      },
      invalidatesTags: (_result, error) => (error ? [] : SYNCED_TAGS),
    }),
  }),
});

export const {
  useGetTallyStatusQuery,
  useGetSyncLogsQuery,
  useTestTallyConnectionMutation,
  useForceTallySyncMutation,
  useImportTallyFileMutation,
} = tallyApi;
