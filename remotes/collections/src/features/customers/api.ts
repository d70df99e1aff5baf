import { retry } from '@reduxjs/toolkit/query/react';
import type { TCustomerPage } from '@duesflow/shared-contracts/customers';
import type {
  TCustomerCallRequest,
  TPaymentLinkRequest,
  TPaymentLinkStarted,
  TWhatsappReminderRequest,
  TWorkflowStarted,
} from '@duesflow/shared-contracts/workflows';
import type { TRunWaiting } from '@duesflow/shared-contracts/send-guards';
import type { TPaymentLinkReadiness } from '@duesflow/shared-contracts/payment-links';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { collectionsApi } from '../../app/baseApi';
import { httpBaseQuery, type TApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';
import type { TCollector } from '@duesflow/shared-contracts/portfolios';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import type { TCustomerBulkRequest, TCustomerBulkResult } from '@duesflow/shared-contracts/customer-table';
import { tableParams, type TTableQuery } from './tableQuery';
import { customerPagePath } from './customerPagePath';

/** Spec part 1 §7/§9: the customer list is fresh for 5 minutes and retried once. */
export const CUSTOMERS_FRESH_SECONDS = 300;
/** One retry, one second later (a request that failed at once rarely succeeds at once). */
export const CUSTOMERS_RETRY_DELAY_MS = 1000;

const retryingBaseQuery = retry(httpBaseQuery, {
  maxRetries: 1,
  backoff: () => new Promise((resolve) => setTimeout(resolve, CUSTOMERS_RETRY_DELAY_MS)),
});

/** The spec's message for a failed list load (part 1 §8); the error's `reason` says what the API (or the network) answered. */
export const CUSTOMERS_LOAD_ERROR = 'Failed to fetch customer data from Airtable';

function startWorkflow<TBody>(url: string, body: TBody) {
  return { url, method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
}

const STARTED_WORKFLOW_TAGS = [
  { type: 'Executions' as const, id: LIST_ID },
  { type: 'Metrics' as const, id: LIST_ID },
];

/**
 * A one-customer call or WhatsApp as the API answers it: started, and `waiting` when the send gate holds
 * it for its channel's hours (when it goes). A refusal for the customer's state is a 409 naming the rule.
 */
export type TSingleSendStarted = TWorkflowStarted & { waiting?: TRunWaiting | null };

/** What the Customers screen asks for: one page of the list, searched, filtered and sorted on the server. */
export interface TCustomerPageArgs extends TTableQuery {
  page: number;
  pageSize: number;
  /** The search as typed (trimmed); empty: every customer. */
  q: string;
}

export const customersApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/customers?page=&pageSize=&q=`: one page, searched and counted by the API, so the screen
     * stays quick at 100,000 customers (the spec's `/api/customers/airtable` answers all of them).
     */
    getCustomerPage: build.query<TCustomerPage, TCustomerPageArgs>({
      queryFn: async ({ page, pageSize, ...query }, api, extraOptions) => {
        const result = await retryingBaseQuery(customerPagePath(page, pageSize, tableParams(query)), api, extraOptions as object);
        if (result.error) {
          // The spec's message, and the API's own reason beside it (a 503's text, or that nothing answered).
          const { status, message } = result.error as TApiCallError;
          return { error: { status, message: CUSTOMERS_LOAD_ERROR, reason: message } };
        }
        return { data: result.data as TCustomerPage };
      },
      keepUnusedDataFor: CUSTOMERS_FRESH_SECONDS,
      providesTags: (customerPage) => [
        { type: 'Customers', id: LIST_ID },
        ...(customerPage?.items ?? []).map((customer) => ({ type: 'Customers' as const, id: customer.id })),
      ],
    }),
    /** One action over the selected customers (ids, or every customer the filters match); the list reloads. */
    bulkCustomerAction: build.mutation<TCustomerBulkResult, TCustomerBulkRequest>({
      query: (body) => ({ url: '/api/customers/bulk', method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Customers', id: LIST_ID },
              { type: 'Customers', id: 'COLLECTORS' },
            ],
    }),
    /** Who can own customers: the collector filter and the bulk assign offer them. */
    getCollectors: build.query<TCollector[], void>({
      query: () => ({ url: '/api/portfolios/collectors' }),
      providesTags: [{ type: 'Customers', id: 'COLLECTORS' }],
    }),
    /** The campaign templates a bulk send offers (the campaign manager's). */
    getCampaignTemplates: build.query<TMessageTemplate[], void>({
      query: () => ({ url: '/api/message-templates' }),
      transformResponse: (templates: TMessageTemplate[]) => templates.filter((template) => template.use === 'campaign'),
    }),
    refreshCustomers: build.mutation<TWorkflowStarted, void>({
      query: () => startWorkflow('/api/workflows/airtable-sync', { action: 'refresh_customers' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Customers', id: LIST_ID }, ...STARTED_WORKFLOW_TAGS]),
    }),
    startCustomerCall: build.mutation<TSingleSendStarted, TCustomerCallRequest>({
      query: (body) => startWorkflow('/api/workflows/payment-followup', body),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    sendWhatsappReminder: build.mutation<TSingleSendStarted, TWhatsappReminderRequest>({
      query: (body) => startWorkflow('/api/workflows/whatsapp', body),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    createPaymentLink: build.mutation<TPaymentLinkStarted, TPaymentLinkRequest>({
      query: (body) => startWorkflow('/api/workflows/payment-link', body),
      invalidatesTags: STARTED_WORKFLOW_TAGS,
    }),
    /** Whether a new link can be paid yet: the button announces it only once this says `payable`. */
    getPaymentLinkReadiness: build.query<TPaymentLinkReadiness, string>({
      query: (id) => ({ url: `/api/payment-links/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCustomerPageQuery,
  useBulkCustomerActionMutation,
  useGetCollectorsQuery,
  useGetCampaignTemplatesQuery,
  useRefreshCustomersMutation,
  useStartCustomerCallMutation,
  useSendWhatsappReminderMutation,
  useCreatePaymentLinkMutation,
  useLazyGetPaymentLinkReadinessQuery,
} = customersApi;
