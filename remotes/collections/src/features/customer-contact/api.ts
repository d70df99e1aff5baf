import type {
  TContactPreferences,
  TDisputeRequest,
  TOptOutsRequest,
  TPromiseToPayRequest,
} from '@duesflow/shared-contracts/reminder-sequences';
import {
  ZCustomerPageLink,
  ZCustomerPageLinks,
  ZCustomerPageLinksRevoked,
  type TCustomerPageLink,
  type TCustomerPageLinks,
  type TCustomerPageLinksRevoked,
} from '@duesflow/shared-contracts/customer-page';
import {
  ZInvoiceDisputes,
  type TInvoiceDisputes,
  type TOpenInvoiceDisputeRequest,
  type TResolveInvoiceDisputeRequest,
} from '@duesflow/shared-contracts/invoice-disputes';
import { collectionsApi } from '../../app/baseApi';

/**
 * A customer's "Stop reminders", promise to pay and dispute (`/api/customers/{id}/…`), and the links to
 * the customer's own page. Every change of the first three answers the customer's whole preferences,
 * which replace the cached ones at once; the API also announces the change (`metrics_updated` naming the
 * customer), which reloads the open drawer and the Customers page showing that customer in every other
 * open portal. Making or closing page links invalidates the customer's `CustomerPageLinks` tag.
 */
const customerUrl = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}`;

interface TChange<TBody = undefined> {
  customerId: string;
  body?: TBody;
}

export const customerContactApi = collectionsApi.injectEndpoints({
  endpoints: (build) => {
    /** A change that answers the preferences, written into the cache of `getContactPreferences`. */
    const change = <TBody>(method: 'PUT' | 'POST' | 'DELETE', path: string) =>
      build.mutation<TContactPreferences, TChange<TBody>>({
        query: ({ customerId, body }) => ({ url: `${customerUrl(customerId)}/${path}`, method, body }),
        async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(customerContactApi.util.upsertQueryData('getContactPreferences', customerId, data));
          } catch {
            // The caller toasts the failure; the cached preferences are unchanged.
          }
        },
      });
    /** A change of the invoice disputes, whose answer (the whole list) replaces the cached one. */
    const invoiceDisputeChange = <TBody>(path: (body: TBody) => string, sent: (body: TBody) => unknown = (body) => body) =>
      build.mutation<TInvoiceDisputes, { customerId: string; body: TBody }>({
        query: ({ customerId, body }) => ({ url: `${customerUrl(customerId)}/${path(body)}`, method: 'POST', body: sent(body) }),
        transformResponse: (raw: unknown) => ZInvoiceDisputes.parse(raw),
        async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(customerContactApi.util.upsertQueryData('getInvoiceDisputes', customerId, data));
          } catch {
            // The caller toasts the failure; the cached list is unchanged.
          }
        },
      });
    return {
      getContactPreferences: build.query<TContactPreferences, string>({
        query: (customerId) => `${customerUrl(customerId)}/contact-preferences`,
        providesTags: (_result, _error, customerId) => [{ type: 'Customers', id: customerId }],
      }),
      setStopReminders: change<{ stopReminders: boolean }>('PUT', 'stop-reminders'),
      recordPromise: change<TPromiseToPayRequest>('POST', 'promise-to-pay'),
      withdrawPromise: change<undefined>('DELETE', 'promise-to-pay'),
      openDispute: change<TDisputeRequest>('POST', 'dispute'),
      resolveDispute: change<undefined>('DELETE', 'dispute'),
      clearPaidClaim: change<undefined>('DELETE', 'paid-claim'),
      setOptOuts: change<TOptOutsRequest>('PUT', 'opt-outs'),

      /**
       * The customer's invoices in dispute (docs/customer-page.md, "A dispute of one invoice"), reloaded
       * with the customer (realtime names them); each change answers the whole list, written into the cache.
       */
      getInvoiceDisputes: build.query<TInvoiceDisputes, string>({
        query: (customerId) => `${customerUrl(customerId)}/invoice-disputes`,
        transformResponse: (raw: unknown) => ZInvoiceDisputes.parse(raw),
        providesTags: (_result, _error, customerId) => [{ type: 'Customers', id: customerId }],
      }),
      openInvoiceDispute: invoiceDisputeChange<TOpenInvoiceDisputeRequest>(() => 'invoice-disputes'),
      resolveInvoiceDispute: invoiceDisputeChange<TResolveInvoiceDisputeRequest & { disputeId: string }>(
        ({ disputeId }) => `invoice-disputes/${encodeURIComponent(disputeId)}/resolve`,
        ({ resolution }) => ({ resolution }),
      ),

      /**
       * The customer's own page (docs/customer-page.md): how many links are open and how often the page
       * was opened. Visits are not announced, so the drawer asks afresh each time it opens.
       */
      getCustomerPageLinks: build.query<TCustomerPageLinks, string>({
        query: (customerId) => `${customerUrl(customerId)}/page-link`,
        transformResponse: (raw: unknown) => ZCustomerPageLinks.parse(raw),
        providesTags: (_result, _error, customerId) => [{ type: 'CustomerPageLinks', id: customerId }],
      }),
      createCustomerPageLink: build.mutation<TCustomerPageLink, string>({
        query: (customerId) => ({ url: `${customerUrl(customerId)}/page-link`, method: 'POST' }),
        transformResponse: (raw: unknown) => ZCustomerPageLink.parse(raw),
        invalidatesTags: (_result, _error, customerId) => [{ type: 'CustomerPageLinks', id: customerId }],
      }),
      closeCustomerPageLinks: build.mutation<TCustomerPageLinksRevoked, string>({
        query: (customerId) => ({ url: `${customerUrl(customerId)}/page-link`, method: 'DELETE' }),
        transformResponse: (raw: unknown) => ZCustomerPageLinksRevoked.parse(raw),
        invalidatesTags: (_result, _error, customerId) => [{ type: 'CustomerPageLinks', id: customerId }],
      }),
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
  useClearPaidClaimMutation,
  useSetOptOutsMutation,
  useGetInvoiceDisputesQuery,
  useOpenInvoiceDisputeMutation,
  useResolveInvoiceDisputeMutation,
  useGetCustomerPageLinksQuery,
  useCreateCustomerPageLinkMutation,
  useCloseCustomerPageLinksMutation,
} = customerContactApi;
