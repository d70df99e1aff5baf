import type { TCampaignDetail, TCampaignPage } from '@duesflow/shared-contracts/campaigns';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';

import { communicationsApi } from '../app/baseApi';
import { LIST_ID } from '../app/tags';

/** Campaign history and templates: read by the bulk messaging screen and the SMS campaign manager alike. */
export const campaignsApi = communicationsApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<TCampaignPage, { kind?: 'bulk' | 'campaign'; page: number; pageSize: number }>({
      query: ({ kind, page, pageSize }) =>
        `/api/campaigns?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page), pageSize: String(pageSize) })}`,
      providesTags: (result) => [
        { type: 'Campaigns', id: LIST_ID },
        ...(result?.items ?? []).map((campaign) => ({ type: 'Campaigns' as const, id: campaign.id })),
      ],
    }),
    getCampaign: build.query<TCampaignDetail, string>({
      query: (id) => `/api/campaigns/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Campaigns', id }],
    }),
    getMessageTemplates: build.query<TMessageTemplate[], void>({
      query: () => '/api/message-templates',
      providesTags: [{ type: 'Templates', id: LIST_ID }],
    }),
  }),
});

export const { useGetCampaignsQuery, useGetCampaignQuery, useGetMessageTemplatesQuery } = campaignsApi;
