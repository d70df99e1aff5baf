import { ZCallOutcomeRecord, type TCallOutcomeRecord, type TCallOutcomeRequest } from '@duesflow/shared-contracts/call-outcomes';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import type { TFollowUpRequest, TFollowUpResponse } from '@duesflow/shared-contracts/payment-tracking';
import {
  ZApplyOwnerRuleResult,
  ZCollector,
  type TApplyOwnerRuleBody,
  type TApplyOwnerRuleResult,
  type TCollector,
} from '@duesflow/shared-contracts/portfolios';
import { ZWorklist, type TWorklist } from '@duesflow/shared-contracts/worklist';
import { collectionsApi } from '../../app/baseApi';
import { newIdempotencyKey } from '../../app/idempotencyKey';
import { LIST_ID } from '../../app/tags';

/**
 * The Worklist (docs/worklist.md): the list provides the customers' list tag, so an outcome recorded here,
 * a contact, or a realtime `metrics_updated` about customers reloads it.
 */
const LIST_TAG = { type: 'Customers' as const, id: LIST_ID };

export const worklistApi = collectionsApi.injectEndpoints({
  endpoints: (build) => ({
    getWorklist: build.query<TWorklist, string | undefined>({
      query: (collectorId) => ({ url: `/api/worklist${collectorId ? `?collectorId=${encodeURIComponent(collectorId)}` : ''}` }),
      transformResponse: (raw: unknown) => ZWorklist.parse(raw),
      providesTags: (result) => [LIST_TAG, ...(result?.items ?? []).map((item) => ({ type: 'Customers' as const, id: item.customerId }))],
    }),
    getCollectors: build.query<TCollector[], void>({
      query: () => ({ url: '/api/portfolios/collectors' }),
      transformResponse: (raw: unknown) => ZCollector.array().parse(raw),
    }),
    /** A portfolio rule applied now (or only counted, `dryRun`): owners change, so the lists reload. */
    applyOwnerRule: build.mutation<TApplyOwnerRuleResult, TApplyOwnerRuleBody>({
      query: (body) => ({ url: '/api/portfolios/rules/apply', method: 'POST', body }),
      transformResponse: (raw: unknown) => ZApplyOwnerRuleResult.parse(raw),
      invalidatesTags: (result, error) => (error || !result?.changed ? [] : [LIST_TAG]),
    }),
    recordCallOutcome: build.mutation<TCallOutcomeRecord, { customerId: string; body: TCallOutcomeRequest }>({
      query: ({ customerId, body }) => ({ url: `/api/customers/${encodeURIComponent(customerId)}/call-outcomes`, method: 'POST', body }),
      transformResponse: (raw: unknown) => ZCallOutcomeRecord.parse(raw),
      invalidatesTags: (_result, error, { customerId }) => (error ? [] : [LIST_TAG, { type: 'Customers', id: customerId }]),
    }),
    // Through the send gate, as a card's follow-up on Payment Collection: a fresh key so a retried click runs once.
    contactCustomer: build.mutation<TFollowUpResponse, { customerId: string } & TFollowUpRequest>({
      query: ({ customerId, action }) => ({
        url: `/api/payment-tracking/followup/${encodeURIComponent(customerId)}`,
        method: 'POST',
        body: { action },
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetWorklistQuery,
  useGetCollectorsQuery,
  useApplyOwnerRuleMutation,
  useRecordCallOutcomeMutation,
  useContactCustomerMutation,
} = worklistApi;
