import {
  ZAdvancedAnalytics,
  type TAdvancedAnalytics,
  type TAnalyticsPeriod,
  type TExportFormat,
} from '@duesflow/shared-contracts/analytics';
import { ZCollectorPerformance, type TCollectorPerformance } from '@duesflow/shared-contracts/collector-performance';
import { analyticsApi } from '../../app/baseApi';

/** The file of a period's figures, CSV or Excel (a download, not a query: the browser saves it). */
export function exportUrl(period: TAnalyticsPeriod, format: TExportFormat): string {
  return `/api/analytics/export?period=${encodeURIComponent(period)}&format=${format}`;
}

export const advancedAnalyticsApi = analyticsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every tab of Advanced Analytics for one period; each period is cached apart. */
    getAdvancedAnalytics: build.query<TAdvancedAnalytics, TAnalyticsPeriod>({
      query: (period) => `/api/analytics/advanced?period=${encodeURIComponent(period)}`,
      transformResponse: (raw: unknown) => ZAdvancedAnalytics.parse(raw),
      providesTags: ['AdvancedAnalytics'],
    }),
    /** Each collector's figures for one period (the Collectors tab). */
    getCollectorPerformance: build.query<TCollectorPerformance, TAnalyticsPeriod>({
      query: (period) => `/api/analytics/collectors?period=${encodeURIComponent(period)}`,
      transformResponse: (raw: unknown) => ZCollectorPerformance.parse(raw),
      providesTags: ['AdvancedAnalytics'],
    }),
  }),
});

export const { useGetAdvancedAnalyticsQuery, useGetCollectorPerformanceQuery } = advancedAnalyticsApi;
