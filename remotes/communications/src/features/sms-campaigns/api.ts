import type { TCampaignCandidates, TCampaignCreated, TCreateCampaignRequest } from '@duesflow/shared-contracts/campaigns';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { IDEMPOTENCY_HEADER } from '@duesflow/shared-contracts/http';
import { communicationsApi } from '../../app/baseApi';
import { LIST_ID } from '../../app/tags';
import { newIdempotencyKey } from '../../campaigns/idempotencyKey';
import type { TFilters } from './campaignDraft';

/** The filters as query parameters; an empty field is left out (the API then applies no bound). */
function candidatesQuery(filters: TFilters): string {
  const params = new URLSearchParams();
  for (const key of ['minAmount', 'maxAmount', 'minDaysOverdue', 'maxDaysOverdue'] as const) {
    const bound = filters[key];
    if (bound !== null) params.set(key, String(bound));
  }
  params.set('languages', filters.languages.join(','));
  return params.toString();
}

export const smsCampaignsApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignCandidates: build.query<TCampaignCandidates, TFilters>({
      query: (filters) => `/api/campaigns/candidates?${candidatesQuery(filters)}`,
      providesTags: ['Candidates'],
    }),
    /**
     * The send gate's dry run of the campaign's create body: who would get it now, who waits and until
     * when, who is skipped and why, and the cost per SMS part (the figure the send and history show).
     */
    previewCampaign: build.query<TSendPreview, TCreateCampaignRequest>({
      query: (body) => ({ url: '/api/campaigns/preview', method: 'POST', body }),
    }),
    createCampaign: build.mutation<TCampaignCreated, TCreateCampaignRequest>({
      query: (body) => ({ url: '/api/campaigns', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Campaigns', id: LIST_ID }]),
    }),
  }),
});

export const { useGetCampaignCandidatesQuery, usePreviewCampaignQuery, useLazyPreviewCampaignQuery, useCreateCampaignMutation } =
  smsCampaignsApi;
