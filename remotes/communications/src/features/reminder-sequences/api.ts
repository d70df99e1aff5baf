import type { TReminderSequence, TReminderSequenceInput, TSequenceRunResult } from '@duesflow/shared-contracts/reminder-sequences';
import { communicationsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';

export const reminderSequencesApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    getReminderSequences: build.query<TReminderSequence[], void>({
      query: () => '/api/reminder-sequences',
      providesTags: (sequences = []) => [
        { type: 'Sequences', id: LIST_ID },
        ...sequences.map((sequence) => ({ type: 'Sequences' as const, id: sequence.id })),
      ],
    }),
    createReminderSequence: build.mutation<TReminderSequence, TReminderSequenceInput>({
      query: (body) => ({ url: '/api/reminder-sequences', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Sequences', id: LIST_ID }]),
    }),
    updateReminderSequence: build.mutation<TReminderSequence, { id: string; sequence: TReminderSequenceInput }>({
      query: ({ id, sequence }) => ({ url: `/api/reminder-sequences/${encodeURIComponent(id)}`, method: 'PUT', body: sequence }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Sequences', id }]),
    }),
    runReminderSequences: build.mutation<TSequenceRunResult, void>({
      query: () => ({ url: '/api/reminder-sequences/run', method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Sequences', id: LIST_ID },
              { type: 'Campaigns', id: LIST_ID },
            ],
    }),
  }),
});

export const {
  useGetReminderSequencesQuery,
  useCreateReminderSequenceMutation,
  useUpdateReminderSequenceMutation,
  useRunReminderSequencesMutation,
} = reminderSequencesApi;
