import {
  ZCustomerDetail,
  ZTimelineEvent,
  ZTimelinePage,
  type TCustomerDetail,
  type TCustomerNoteRequest,
  type TTimelineEvent,
  type TTimelinePage,
} from '@duesflow/shared-contracts/customer-timeline';
import { ZAssignOwnersResult, ZCollector, type TAssignOwnersResult, type TCollector } from '@duesflow/shared-contracts/portfolios';
import { collectionsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';

/**
 * The staff page of one customer: their details and open invoices, their timeline a page at a time ("Load
 * older" asks for the page before the last cursor), and notes. Both reads provide the customer's
 * `Customers` tag, so a realtime `metrics_updated` naming the customer (a reply, a payment, a drawer's
 * change, a note) reloads them, every loaded page of the timeline included.
 */
const customerUrl = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}`;

const customerTags = (customerId: string) => [
  { type: 'Customers' as const, id: customerId },
  { type: 'Customers' as const, id: LIST_ID },
];

export const customerProfileApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerDetail: build.query<TCustomerDetail, string>({
      query: (customerId) => ({ url: customerUrl(customerId) }),
      transformResponse: (raw: unknown) => ZCustomerDetail.parse(raw),
      providesTags: (_result, _error, customerId) => customerTags(customerId),
    }),
    getCustomerTimeline: build.infiniteQuery<TTimelinePage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: customerId, pageParam }) => ({
        url: `${customerUrl(customerId)}/timeline${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      }),
      transformResponse: (raw: unknown) => ZTimelinePage.parse(raw),
      providesTags: (_result, _error, customerId) => customerTags(customerId),
    }),
    addCustomerNote: build.mutation<TTimelineEvent, { customerId: string; body: TCustomerNoteRequest }>({
      query: ({ customerId, body }) => ({ url: `${customerUrl(customerId)}/notes`, method: 'POST', body }),
      transformResponse: (raw: unknown) => ZTimelineEvent.parse(raw),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [{ type: 'Customers', id: customerId }]),
    }),
    /** Who can own the customer (the owner's picker). */
    getOwnerChoices: build.query<TCollector[], void>({
      query: () => ({ url: '/api/portfolios/collectors' }),
      transformResponse: (raw: unknown) => ZCollector.array().parse(raw),
    }),
    /** Gives the customer to a collector, or to nobody (admins): the page and the lists reload. */
    setCustomerOwner: build.mutation<TAssignOwnersResult, { customerId: string; collectorId: string | null }>({
      query: ({ customerId, collectorId }) => ({
        url: '/api/portfolios/owners',
        method: 'PUT',
        body: { customerIds: [customerId], collectorId },
      }),
      transformResponse: (raw: unknown) => ZAssignOwnersResult.parse(raw),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : customerTags(customerId)),
    }),
  }),
});

export const {
  useGetCustomerDetailQuery,
  useGetCustomerTimelineInfiniteQuery,
  useAddCustomerNoteMutation,
  useGetOwnerChoicesQuery,
  useSetCustomerOwnerMutation,
} = customerProfileApi;
