import type {
  TChannelSetting,
  TMessageChannel,
  TCreateProvider,
  TFailoverConfig,
  TProvider,
  TProviderComparisonRow,
  TProviderDashboard,
  TProviderPerformance,
  TUpdateProvider,
  PROVIDER_STATUSES,
  PROVIDER_TYPES,
} from '@duesflow/shared-contracts/providers';
import { providersApi } from '../app/baseApi';
import { LIST_ID } from '../app/tags';

export interface TProviderListFilter {
  type?: (typeof PROVIDER_TYPES)[number];
  status?: (typeof PROVIDER_STATUSES)[number];
}

/** Figures computed from the provider list: they change with any create, update or delete. */
const FIGURES = { type: 'ProviderFigures' as const, id: LIST_ID };
const LIST = { type: 'Providers' as const, id: LIST_ID };
const CHANNELS = { type: 'Channels' as const, id: LIST_ID };

/** Only the filters that are set become query parameters ('all' is sent as nothing). */
function listQuery(filter: TProviderListFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  const search = params.toString();
  return search ? `/api/providers?${search}` : '/api/providers';
}

/**
 * Provider endpoints (spec part 2 §7). Both provider screens read the same list, so they live here
 * rather than in one feature. Lists provide LIST plus one tag per id; create invalidates LIST,
 * update and delete the id; every change makes the computed figures stale.
 */
export const providerEndpoints = providersApi.injectEndpoints({
  endpoints: (build) => ({
    getProviders: build.query<TProvider[], TProviderListFilter>({
      query: listQuery,
      providesTags: (providers = []) => [LIST, ...providers.map((item) => ({ type: 'Providers' as const, id: item.id }))],
    }),
    getProviderDashboard: build.query<TProviderDashboard, void>({
      query: () => '/api/providers/dashboard',
      providesTags: [FIGURES],
    }),
    getProviderComparison: build.query<TProviderComparisonRow[], void>({
      query: () => '/api/providers/comparison',
      providesTags: [FIGURES],
    }),
    getProviderPerformance: build.query<TProviderPerformance[], void>({
      query: () => '/api/providers/performance',
      providesTags: [FIGURES],
    }),
    createProvider: build.mutation<TProvider, TCreateProvider>({
      query: (body) => ({ url: '/api/providers', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, FIGURES, CHANNELS]),
    }),
    updateProvider: build.mutation<TProvider, { id: string; changes: TUpdateProvider }>({
      query: ({ id, changes }) => ({ url: `/api/providers/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      // isDefault and priority changes reorder other providers' cards too, so the list reloads as a whole.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Providers', id }, LIST, FIGURES, CHANNELS]),
    }),
    deleteProvider: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/providers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Providers', id }, FIGURES, CHANNELS]),
    }),
    getChannelSettings: build.query<TChannelSetting[], void>({
      query: () => '/api/providers/channels',
      providesTags: [CHANNELS],
    }),
    setChannelEnabled: build.mutation<TChannelSetting, { channel: TMessageChannel; enabled: boolean }>({
      query: ({ channel, enabled }) => ({ url: `/api/providers/channels/${channel}`, method: 'PUT', body: { enabled } }),
      invalidatesTags: (_result, error) => (error ? [] : [CHANNELS]),
    }),
    getFailoverConfig: build.query<TFailoverConfig, void>({
      query: () => '/api/providers/failover-config',
      providesTags: [{ type: 'FailoverConfig', id: LIST_ID }],
    }),
    saveFailoverConfig: build.mutation<TFailoverConfig, TFailoverConfig>({
      query: (body) => ({ url: '/api/providers/failover-config', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'FailoverConfig', id: LIST_ID }]),
    }),
  }),
});

export const {
  useGetProvidersQuery,
  useGetProviderDashboardQuery,
  useGetProviderComparisonQuery,
  useGetProviderPerformanceQuery,
  useCreateProviderMutation,
  useUpdateProviderMutation,
  useDeleteProviderMutation,
  useGetChannelSettingsQuery,
  useSetChannelEnabledMutation,
  useGetFailoverConfigQuery,
  useSaveFailoverConfigMutation,
} = providerEndpoints;
