import type { TCustomerPage } from '@duesflow/shared-contracts/customers';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import type { TGeneratePaymentLinkRequest, TWorkflowExecution, TWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import type { TPaymentLinkPage, TPaymentLinkStatusFilter } from '@duesflow/shared-contracts/payment-links';
import { paymentsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

const LINKS_TAG = { type: 'PaymentLinks' as const, id: LIST_ID };

export interface TPaymentLinkPageArgs {
  status: TPaymentLinkStatusFilter;
  page: number;
  pageSize: number;
}

/** How many customers the picker offers for what was typed. */
export const CUSTOMER_CHOICES = 20;

export const paymentLinksApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the Recent Payment Links table, newest first, with the three tiles' figures. */
    getPaymentLinks: build.query<TPaymentLinkPage, TPaymentLinkPageArgs>({
      query: ({ status, page, pageSize }) => ({
        url: '/api/payment-links',
        params: { ...(status === 'all' ? {} : { status }), page, pageSize },
      }),
      providesTags: (result) => [LINKS_TAG, ...(result?.items ?? []).map((link) => ({ type: 'PaymentLinks' as const, id: link.id }))],
    }),
    /** Stored customers whose name, email or phone matches what was typed (the form's customer picker). */
    searchCustomers: build.query<TCustomerPage, string>({
      query: (q) => ({ url: '/api/customers', params: { page: 1, pageSize: CUSTOMER_CHOICES, ...(q ? { q } : {}) } }),
      keepUnusedDataFor: 30,
    }),
    /** Starts the run that makes one link by name (202); the link exists once the run has finished. */
    generatePaymentLink: build.mutation<TWorkflowStarted, TGeneratePaymentLinkRequest>({
      query: (body) => ({
        url: '/api/workflows/generate-payment-link',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
    }),
    /** The newest runs: where a one-link run's status and link are read once it has finished. */
    getRecentExecutions: build.query<TWorkflowExecution[], void>({
      query: () => ({ url: '/api/workflows/executions', params: { limit: 50 } }),
    }),
  }),
});

export const { useGetPaymentLinksQuery, useSearchCustomersQuery, useGeneratePaymentLinkMutation } = paymentLinksApi;

export { LINKS_TAG };
