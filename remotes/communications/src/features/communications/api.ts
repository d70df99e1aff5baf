import type { TBulkSmsRequest, TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { communicationsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';
import { newIdempotencyKey } from '../../campaigns/idempotencyKey';

export type TBulkChannel = 'sms' | 'whatsapp';

const PATHS: Record<TBulkChannel, string> = { sms: '/api/workflows/bulk-sms', whatsapp: '/api/workflows/whatsapp' };

export const bulkMessagingApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The send gate's dry run of the same request (`…/preview`): now, waiting, skipped and why, the cost. Writes nothing. */
    previewBulkMessage: build.mutation<TSendPreview, { channel: TBulkChannel; body: TBulkSmsRequest }>({
      query: ({ channel, body }) => ({ url: `${PATHS[channel]}/preview`, method: 'POST', body }),
    }),
    sendBulkMessage: build.mutation<TWorkflowStarted, { channel: TBulkChannel; body: TBulkSmsRequest }>({
      query: ({ channel, body }) => ({ url: PATHS[channel], method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Campaigns', id: LIST_ID }]),
    }),
  }),
});

export const { usePreviewBulkMessageMutation, useSendBulkMessageMutation } = bulkMessagingApi;
