import type {
  TExecuteFollowUpsResponse,
  TFollowUpRequest,
  TFollowUpResponse,
  TPaymentTrackingAnalysis,
  TPaymentTrackingDashboard,
  TPaymentTrackingSettings,
} from '@duesflow/shared-contracts/payment-tracking';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

const FOLLOW_UP_LISTS = ['urgentOverdue', 'recentOverdue', 'dueSoon', 'followUpRequired'] as const;

const DASHBOARD_TAG = { type: 'PaymentTracking' as const, id: 'DASHBOARD' };
const ANALYSIS_TAG = { type: 'PaymentTracking' as const, id: 'ANALYSIS' };
const SETTINGS_TAG = { type: 'PaymentTracking' as const, id: 'SETTINGS' };

/** The threshold decides who is in Urgent Overdue, so the tiles and the tabs reload with the settings. */
const SETTINGS_SAVED_TAGS = [SETTINGS_TAG, DASHBOARD_TAG, ANALYSIS_TAG];

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
    /** `limit` entries of each tab from `offset`, and each tab's full size in `totals`. */
    getPaymentTrackingAnalysis: build.query<TPaymentTrackingAnalysis, { limit: number; offset: number }>({
      query: ({ limit, offset }) => `/api/payment-tracking/analysis?limit=${limit}&offset=${offset}`,
      // One tag per customer shown, so a realtime change naming a customer reloads only a page showing them.
      providesTags: (analysis) => [
        ANALYSIS_TAG,
        ...[...new Set(FOLLOW_UP_LISTS.flatMap((list) => (analysis?.[list] ?? []).map((entry) => entry.customerId)))].map((id) => ({
          type: 'Customers' as const,
          id,
        })),
      ],
    }),
    getPaymentTrackingSettings: build.query<TPaymentTrackingSettings, void>({
      query: () => '/api/payment-tracking/settings',
      providesTags: [SETTINGS_TAG],
    }),
    updatePaymentTrackingSettings: build.mutation<TPaymentTrackingSettings, TPaymentTrackingSettings>({
      query: (settings) => ({ url: '/api/payment-tracking/settings', method: 'PUT', body: settings }),
      invalidatesTags: (_result, error) => (error ? [] : SETTINGS_SAVED_TAGS),
    }),
    /** The send gate's dry run of Execute All: whom it would contact now, later or not, and the cost. Writes nothing. */
    previewExecuteFollowUps: build.mutation<TSendPreview, void>({
      query: () => ({ url: '/api/payment-tracking/execute-followups/preview', method: 'POST' }),
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
  usePreviewExecuteFollowUpsMutation,
  useTriggerFollowUpMutation,
  useGetPaymentTrackingSettingsQuery,
  useUpdatePaymentTrackingSettingsMutation,
} = paymentCollectionApi;
