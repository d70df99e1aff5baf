import { ZAnalyticsSummary, type TAnalyticsRange, type TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { analyticsApi } from '../../app/baseApi';

export const collectionAnalyticsApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Everything on Collection Analytics for one date range; each range is cached apart. */
    getAnalyticsSummary: build.query<TAnalyticsSummary, TAnalyticsRange>({
      query: (range) => `/api/analytics/summary?range=${encodeURIComponent(range)}`,
      transformResponse: (raw: unknown) => ZAnalyticsSummary.parse(raw),
      providesTags: ['AnalyticsSummary'],
    }),
  }),
});

export const { useGetAnalyticsSummaryQuery } = collectionAnalyticsApi;
