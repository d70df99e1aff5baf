import type {
  TExecuteFollowUpsResponse,
  TFollowUpRequest,
  TFollowUpResponse,
  TPaymentTrackingAnalysis,
  TPaymentTrackingDashboard,
} from '@duesflow/shared-contracts/payment-tracking';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

const DASHBOARD_TAG = { type: 'PaymentTracking' as const, id: 'DASHBOARD' };
const ANALYSIS_TAG = { type: 'PaymentTracking' as const, id: 'ANALYSIS' };

/** A follow-up changes who is due for contact, so both the tiles and the tabs reload. */
const FOLLOW_UP_TAGS = [
  DASHBOARD_TAG,
  ANALYSIS_TAG,
  { type: 'Executions' as const, id: LIST_ID },
  { type: 'Metrics' as const, id: LIST_ID },
];

export const paymentCollectionApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentTrackingDashboard: build.query<TPaymentTrackingDashboard, void>({
      query: () => '/api/payment-tracking/dashboard',
      providesTags: [DASHBOARD_TAG],
    }),
    getPaymentTrackingAnalysis: build.query<TPaymentTrackingAnalysis, void>({
      query: () => '/api/payment-tracking/analysis',
      providesTags: [ANALYSIS_TAG],
    }),
    // "none shown" as payload: no body at all; a fresh key so a retried click runs once.
    executeFollowUps: build.mutation<TExecuteFollowUpsResponse, void>({
      query: () => ({
        url: '/api/payment-tracking/execute-followups',
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
      invalidatesTags: (_result, error) => (error ? [] : FOLLOW_UP_TAGS),
    }),
    triggerFollowUp: build.mutation<TFollowUpResponse, { customerId: string } & TFollowUpRequest>({
      query: ({ customerId, action }) => ({
        url: `/api/payment-tracking/followup/${encodeURIComponent(customerId)}`,
        method: 'POST',
        body: { action },
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
      invalidatesTags: (_result, error) => (error ? [] : FOLLOW_UP_TAGS),
    }),
  }),
});

export const {
  useGetPaymentTrackingDashboardQuery,
  useGetPaymentTrackingAnalysisQuery,
  useExecuteFollowUpsMutation,
  useTriggerFollowUpMutation,
} = paymentCollectionApi;
