import type { TCallScript, TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { communicationsApi } from '../../app/baseApi';
import { CALL_ANALYTICS_ID, LIST_ID } from '../../app/tags';
import type { TCallStatistics } from '@duesflow/shared-contracts/call-scripts';

export const voiceCallsApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    getCallScripts: build.query<TCallScript[], void>({
      query: () => '/api/call-scripts',
      providesTags: (scripts = []) => [
        { type: 'CallScripts', id: LIST_ID },
        ...scripts.map((script) => ({ type: 'CallScripts' as const, id: script.id })),
      ],
    }),
    createCallScript: build.mutation<TCallScript, TCallScriptInput>({
      query: (body) => ({ url: '/api/call-scripts', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'CallScripts', id: LIST_ID }]),
    }),
    updateCallScript: build.mutation<TCallScript, { id: string; script: TCallScriptInput }>({
      query: ({ id, script }) => ({ url: `/api/call-scripts/${encodeURIComponent(id)}`, method: 'PUT', body: script }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'CallScripts', id }]),
    }),
    duplicateCallScript: build.mutation<TCallScript, string>({
      query: (id) => ({ url: `/api/call-scripts/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'CallScripts', id: LIST_ID }]),
    }),
    deleteCallScript: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/call-scripts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'CallScripts', id: LIST_ID },
              { type: 'CallScripts', id },
            ],
    }),
    getCallScriptAnalytics: build.query<TCallStatistics, void>({
      query: () => '/api/call-scripts/analytics',
      providesTags: [{ type: 'CallScripts', id: CALL_ANALYTICS_ID }],
    }),
  }),
});

export const {
  useGetCallScriptsQuery,
  useCreateCallScriptMutation,
  useUpdateCallScriptMutation,
  useDuplicateCallScriptMutation,
  useDeleteCallScriptMutation,
  useGetCallScriptAnalyticsQuery,
} = voiceCallsApi;
