import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAdvancedAnalytics,
  ZAdvancedAnalyticsQuery,
  ZAnalyticsExportQuery,
  ZAnalyticsSummary,
  ZAnalyticsSummaryExportQuery,
  ZAnalyticsSummaryQuery,
} from '@duesflow/shared-contracts/analytics';
import { ZCollectorPerformance, ZCollectorPerformanceQuery } from '@duesflow/shared-contracts/collector-performance';
import { BAD_REQUEST, jsonContent } from '../../core/lib/openapi';
import { access } from '../../core/auth/access';

const TAGS = ['Analytics'];

export const summary = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/summary',
  tags: TAGS,
  summary: 'Collection Analytics for a range: KPI tiles against the previous range, workflows, channels, trend (docs/analytics.md)',
  request: { query: ZAnalyticsSummaryQuery },
  responses: { 200: jsonContent(ZAnalyticsSummary, 'Figures for the range, computed from the stored rows'), ...BAD_REQUEST },
});

export const advanced = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/advanced',
  tags: TAGS,
  summary: 'Advanced Analytics for a period: live overview, channels, trends, insights, costs, ageing (docs/analytics.md)',
  request: { query: ZAdvancedAnalyticsQuery },
  responses: { 200: jsonContent(ZAdvancedAnalytics, 'Figures for the period, computed from the stored rows'), ...BAD_REQUEST },
});

const EXPORT_RESPONSE = {
  content: {
    'text/csv': { schema: z.string().max(1_000_000) },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().max(1_000_000) },
  },
  description: 'A CSV (UTF-8 with a byte-order mark) or Excel attachment: Section, Figure, Value',
};

export const exportAdvanced = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/export',
  tags: TAGS,
  summary: "The period's Advanced Analytics figures as a CSV or Excel download (one header row: Section, Figure, Value)",
  request: { query: ZAnalyticsExportQuery },
  responses: { 200: EXPORT_RESPONSE, ...BAD_REQUEST },
});

export const exportSummary = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/summary/export',
  tags: TAGS,
  summary: "The range's Collection Analytics figures as a CSV or Excel download (one header row: Section, Figure, Value)",
  request: { query: ZAnalyticsSummaryExportQuery },
  responses: { 200: EXPORT_RESPONSE, ...BAD_REQUEST },
});

export const collectors = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/collectors',
  tags: TAGS,
  summary:
    'Collector performance for a period: calls, right-party contacts, promises taken, kept and broken, collected, worklist completion (docs/analytics.md)',
  request: { query: ZCollectorPerformanceQuery },
  responses: {
    200: jsonContent(ZCollectorPerformance, 'Figures per active admin and collector, computed from the stored rows'),
    ...BAD_REQUEST,
  },
});
