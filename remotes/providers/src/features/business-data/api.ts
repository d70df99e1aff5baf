import type {
  TAirtableConfig,
  TBusinessDataStatus,
  TBusinessDataTestResponse,
  TPostgresConfig,
  TSupabaseConfig,
  ZBusinessDataSwitchResponse,
} from '@duesflow/shared-contracts/business-data';
import type { z } from 'zod';
import { providersApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';

export type TBusinessDataSwitchResponse = z.infer<typeof ZBusinessDataSwitchResponse>;

/** Spec part 2 §9: the status is polled every 10 seconds. */
export const STATUS_POLL_MS = 10_000;

const STATUS = { type: 'BusinessData' as const, id: LIST_ID };

/** Business data store endpoints (spec part 2 §7). */
export const businessDataApi = providersApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessDataStatus: build.query<TBusinessDataStatus, void>({
      query: () => '/api/business-data/status',
      providesTags: [STATUS],
    }),
    testConnection: build.mutation<TBusinessDataTestResponse, void>({
      query: () => ({ url: '/api/business-data/test-connection', method: 'POST' }),
      invalidatesTags: [STATUS],
    }),
    switchToAirtable: build.mutation<TBusinessDataSwitchResponse, TAirtableConfig>({
      query: (body) => ({ url: '/api/business-data/switch/airtable', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
    switchToSupabase: build.mutation<TBusinessDataSwitchResponse, TSupabaseConfig>({
      query: (body) => ({ url: '/api/business-data/switch/supabase', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
    switchToPostgres: build.mutation<TBusinessDataSwitchResponse, Omit<TPostgresConfig, 'port'> & { port?: number }>({
      query: (body) => ({ url: '/api/business-data/switch/postgres', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
    /** Back to duesflow's own database: not in the spec, which offers no way back otherwise. */
    switchToOwnDatabase: build.mutation<TBusinessDataSwitchResponse, void>({
      query: () => ({ url: '/api/business-data/switch/default', method: 'POST' }),
      invalidatesTags: [STATUS],
    }),
  }),
});

export const {
  useSwitchToOwnDatabaseMutation,
  useGetBusinessDataStatusQuery,
  useTestConnectionMutation,
  useSwitchToAirtableMutation,
  useSwitchToSupabaseMutation,
  useSwitchToPostgresMutation,
} = businessDataApi;
