import { ZAnalyticsSummary, type TAnalyticsRange, type TAnalyticsSummary, type TExportFormat } from '@duesflow/shared-contracts/analytics';
import { analyticsApi } from '../../app/baseApi';

/** The file of what the screen shows for a range (a download, not a query: the browser saves it). */
export function summaryExportUrl(range: TAnalyticsRange, format: TExportFormat): string {
  return `/api/analytics/summary/export?range=${encodeURIComponent(range)}&format=${format}`;
}

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
