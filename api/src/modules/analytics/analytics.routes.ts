import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAdvancedAnalytics,
  ZAdvancedAnalyticsQuery,
  ZAnalyticsExportQuery,
  ZAnalyticsSummary,
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

export const exportCsv = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/analytics/export',
  tags: TAGS,
  summary: "The period's Advanced Analytics figures as a CSV download (one header row: Section, Figure, Value)",
  request: { query: ZAnalyticsExportQuery },
  responses: {
    200: { content: { 'text/csv': { schema: z.string().max(1_000_000) } }, description: 'CSV attachment' },
    ...BAD_REQUEST,
  },
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
