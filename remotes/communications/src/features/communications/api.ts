import type { TBulkSmsRequest, TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { communicationsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';
import { newIdempotencyKey } from '../../campaigns/idempotencyKey';

export type TBulkChannel = 'sms' | 'whatsapp';

const PATHS: Record<TBulkChannel, string> = { sms: '/api/workflows/bulk-sms', whatsapp: '/api/workflows/whatsapp' };

export const bulkMessagingApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    sendBulkMessage: build.mutation<TWorkflowStarted, { channel: TBulkChannel; body: TBulkSmsRequest }>({
      query: ({ channel, body }) => ({ url: PATHS[channel], method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Campaigns', id: LIST_ID }]),
    }),
  }),
});

export const { useSendBulkMessageMutation } = bulkMessagingApi;
