import type { TDashboardMetrics, TDashboardRefreshResponse } from '@duesflow/shared-contracts/dashboard';
import type { TWorkflowExecution, TWorkflowExecutionPage, TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

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
    startPaymentFollowUp: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow('/api/workflows/payment-follow-up'),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    startBulkSms: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow('/api/workflows/bulk-sms'),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    generatePaymentLinks: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow('/api/workflows/generate-payment-link'),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
  }),
});

export const {
  useGetDashboardMetricsQuery,
  useRefreshDashboardMutation,
  useGetWorkflowExecutionsQuery,
  useGetWorkflowExecutionPageQuery,
  useStartPaymentFollowUpMutation,
  useStartBulkSmsMutation,
  useGeneratePaymentLinksMutation,
} = dashboardApi;
