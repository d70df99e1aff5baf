import type { TDashboardMetrics, TDashboardRefreshResponse } from '@duesflow/shared-contracts/dashboard';
import type { TAnalyticsRange, TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import type { TWorkflowExecution, TWorkflowExecutionPage, TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

/** The quick actions' workflows; each has a dry run at `{path}/preview` with the same (empty) body. */
export const QUICK_ACTION_PATHS = {
  paymentCalls: '/api/workflows/payment-follow-up',
  bulkSms: '/api/workflows/bulk-sms',
  paymentLinks: '/api/workflows/generate-payment-link',
} as const;
export type TQuickActionPath = (typeof QUICK_ACTION_PATHS)[keyof typeof QUICK_ACTION_PATHS];

/** The dashboard's trend covers the last 30 days, a point a day. */
export const DASHBOARD_TREND_RANGE: TAnalyticsRange = '30d';

/** A dashboard quick action: a POST without a body that starts a workflow over all due customers. */
function startWorkflow(path: string) {
  return { url: path, method: 'POST', headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
}

const STARTED_WORKFLOW_TAGS = [
  { type: 'Executions' as const, id: LIST_ID },
  { type: 'Metrics' as const, id: LIST_ID },
];

export const dashboardApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMetrics: build.query<TDashboardMetrics, void>({
      query: () => '/api/dashboard/metrics',
      providesTags: [{ type: 'Metrics', id: LIST_ID }],
    }),
    /**
     * Collected per day over the last 30 days: Collection Analytics' trend for its 30-day range (IST days), the
     * same figures that screen charts. Reloaded with the metrics (a payment changes both).
     */
    getCollectedTrend: build.query<TAnalyticsSummary['trend'], void>({
      query: () => `/api/analytics/summary?range=${DASHBOARD_TREND_RANGE}`,
      transformResponse: (summary: TAnalyticsSummary) => summary.trend,
      providesTags: [{ type: 'Metrics', id: LIST_ID }],
    }),
    refreshDashboard: build.mutation<TDashboardRefreshResponse, void>({
      query: () => ({ url: '/api/dashboard/refresh', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Metrics', id: LIST_ID }]),
    }),
    getWorkflowExecutions: build.query<TWorkflowExecution[], void>({
      query: () => '/api/workflows/executions',
      providesTags: (executions = []) => [
        { type: 'Executions', id: LIST_ID },
        ...executions.map((execution) => ({ type: 'Executions' as const, id: execution.id })),
      ],
    }),
    /** View All: one page of every run, newest first, each with what it did. */
    getWorkflowExecutionPage: build.query<TWorkflowExecutionPage, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => `/api/workflows/executions?page=${page}&pageSize=${pageSize}`,
      providesTags: (executionPage) => [
        { type: 'Executions', id: LIST_ID },
        ...(executionPage?.items ?? []).map((execution) => ({ type: 'Executions' as const, id: execution.id })),
      ],
    }),
    /** The send gate's dry run of a quick action: who it would contact now, later or not, and the cost. Writes nothing. */
    previewQuickAction: build.mutation<TSendPreview, TQuickActionPath>({
      query: (path) => ({ url: `${path}/preview`, method: 'POST' }),
    }),
    startPaymentCalls: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow(QUICK_ACTION_PATHS.paymentCalls),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    startBulkSms: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow(QUICK_ACTION_PATHS.bulkSms),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    generatePaymentLinks: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow(QUICK_ACTION_PATHS.paymentLinks),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
  }),
});

export const {
  useGetDashboardMetricsQuery,
  useGetCollectedTrendQuery,
  useRefreshDashboardMutation,
  useGetWorkflowExecutionsQuery,
  useGetWorkflowExecutionPageQuery,
  usePreviewQuickActionMutation,
  useStartPaymentCallsMutation,
  useStartBulkSmsMutation,
  useGeneratePaymentLinksMutation,
} = dashboardApi;
