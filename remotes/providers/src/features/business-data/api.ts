import type {
  TAirtableConfig,
  TBusinessDataSettings,
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

/** A switch may leave the secret out: the API keeps the stored one (docs/business-data.md). */
type WithOptionalSecret<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

const STATUS = { type: 'BusinessData' as const, id: LIST_ID };

/** Business data store endpoints (spec part 2 §7). */
export const businessDataApi = providersApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessDataStatus: build.query<TBusinessDataStatus, void>({
      query: () => '/api/business-data/status',
      providesTags: [STATUS],
    }),
    /** The store in use and its settings without the secret: fills the forms after a reload. */
    getBusinessDataSettings: build.query<TBusinessDataSettings, void>({
      query: () => '/api/business-data/config',
      providesTags: [STATUS],
    }),
    testConnection: build.mutation<TBusinessDataTestResponse, void>({
      query: () => ({ url: '/api/business-data/test-connection', method: 'POST' }),
      invalidatesTags: [STATUS],
    }),
    switchToAirtable: build.mutation<TBusinessDataSwitchResponse, WithOptionalSecret<TAirtableConfig, 'apiKey'>>({
      query: (body) => ({ url: '/api/business-data/switch/airtable', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
    switchToSupabase: build.mutation<TBusinessDataSwitchResponse, WithOptionalSecret<TSupabaseConfig, 'key'>>({
      query: (body) => ({ url: '/api/business-data/switch/supabase', method: 'POST', body }),
      invalidatesTags: [STATUS],
    }),
    switchToPostgres: build.mutation<
      TBusinessDataSwitchResponse,
      WithOptionalSecret<Omit<TPostgresConfig, 'port'> & { port?: number }, 'password'>
    >({
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
  useGetBusinessDataSettingsQuery,
  useTestConnectionMutation,
  useSwitchToAirtableMutation,
  useSwitchToSupabaseMutation,
  useSwitchToPostgresMutation,
} = businessDataApi;
