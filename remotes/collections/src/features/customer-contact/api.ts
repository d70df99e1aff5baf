import type { TContactPreferences, TDisputeRequest, TPromiseToPayRequest } from '@duesflow/shared-contracts/reminder-sequences';
import { collectionsApi } from '../../app/baseApi';

/**
 * A customer's "Stop reminders", promise to pay and dispute (`/api/customers/{id}/…`). Every change
 * answers the customer's whole preferences, which replace the cached ones at once; the API also
 * announces the change (`metrics_updated` naming the customer), which reloads the open drawer and the
 * Customers page showing that customer in every other open portal.
 */
const preferencesUrl = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}`;

interface TChange<TBody = undefined> {
  customerId: string;
  body?: TBody;
}

export const customerContactApi = collectionsApi.injectEndpoints({
  endpoints: (build) => {
    /** A change that answers the preferences, written into the cache of `getContactPreferences`. */
    const change = <TBody>(method: 'PUT' | 'POST' | 'DELETE', path: string) =>
      build.mutation<TContactPreferences, TChange<TBody>>({
        query: ({ customerId, body }) => ({ url: `${preferencesUrl(customerId)}/${path}`, method, body }),
        async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(customerContactApi.util.upsertQueryData('getContactPreferences', customerId, data));
          } catch {
            // The caller toasts the failure; the cached preferences are unchanged.
          }
        },
      });
    return {
      getContactPreferences: build.query<TContactPreferences, string>({
        query: (customerId) => `${preferencesUrl(customerId)}/contact-preferences`,
        providesTags: (_result, _error, customerId) => [{ type: 'Customers', id: customerId }],
      }),
      setStopReminders: change<{ stopReminders: boolean }>('PUT', 'stop-reminders'),
      recordPromise: change<TPromiseToPayRequest>('POST', 'promise-to-pay'),
      withdrawPromise: change<undefined>('DELETE', 'promise-to-pay'),
      openDispute: change<TDisputeRequest>('POST', 'dispute'),
      resolveDispute: change<undefined>('DELETE', 'dispute'),
    };
  },
});

export const {
  useGetContactPreferencesQuery,
  useSetStopRemindersMutation,
  useRecordPromiseMutation,
  useWithdrawPromiseMutation,
  useOpenDisputeMutation,
  useResolveDisputeMutation,
} = customerContactApi;
