import type { TGatewayAnalytics, TGatewayList, TMoveGateway, TPaymentGateway, TUpdateGateway } from '@duesflow/shared-contracts/gateways';
import type { TFailoverRule, TUpdateFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import { paymentsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';

const GATEWAYS_TAG = { type: 'Gateways' as const, id: LIST_ID };
const RULES_TAG = { type: 'FailoverRules' as const, id: LIST_ID };
const ANALYTICS_TAG = { type: 'GatewayAnalytics' as const, id: LIST_ID };

export const gatewaysApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Gateways in priority order, the summary cards and when they were last probed. */
    getGateways: build.query<TGatewayList, void>({
      query: () => '/api/gateways',
      providesTags: [GATEWAYS_TAG],
    }),
    updateGateway: build.mutation<TPaymentGateway, { id: string; changes: TUpdateGateway }>({
      query: ({ id, changes }) => ({ url: `/api/gateways/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, error) => (error ? [] : [GATEWAYS_TAG, ANALYTICS_TAG]),
    }),
    moveGateway: build.mutation<TGatewayList, { id: string } & TMoveGateway>({
      query: ({ id, direction }) => ({ url: `/api/gateways/${encodeURIComponent(id)}/move`, method: 'POST', body: { direction } }),
      invalidatesTags: (_result, error) => (error ? [] : [GATEWAYS_TAG, ANALYTICS_TAG]),
    }),
    /** Probes every gateway now and records the outcomes. */
    refreshGatewayStatus: build.mutation<TGatewayList, void>({
      query: () => ({ url: '/api/gateways/refresh-status', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [GATEWAYS_TAG]),
    }),
    getGatewayAnalytics: build.query<TGatewayAnalytics, void>({
      query: () => '/api/gateways/analytics',
      providesTags: [ANALYTICS_TAG],
    }),
    getFailoverRules: build.query<TFailoverRule[], void>({
      query: () => '/api/failover-rules',
      providesTags: (rules = []) => [RULES_TAG, ...rules.map((rule) => ({ type: 'FailoverRules' as const, id: rule.id }))],
    }),
    updateFailoverRule: build.mutation<TFailoverRule, { id: string; changes: TUpdateFailoverRule }>({
      query: ({ id, changes }) => ({ url: `/api/failover-rules/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [RULES_TAG, { type: 'FailoverRules' as const, id }]),
    }),
  }),
});

export const {
  useGetGatewaysQuery,
  useUpdateGatewayMutation,
  useMoveGatewayMutation,
  useRefreshGatewayStatusMutation,
  useGetGatewayAnalyticsQuery,
  useGetFailoverRulesQuery,
  useUpdateFailoverRuleMutation,
} = gatewaysApi;
