import { computeAdvanced } from './advanced';
import { analyticsCacheFor } from './cache';
import { computeCollectorPerformance } from './collectors';
import { advancedFigures, figuresFile, summaryFigures } from './export';
import { computeSummary } from './summary';
import { cachedBody, sendCachedBody } from '../../core/lib/cached-body';
import type { AppRouteHandler } from '../../core/lib/create-router';
import type * as routes from './analytics.routes';

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  const { db, clock } = c.var.deps;
  const { range } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `summary:${range}`, now, () => computeSummary(db, now, range));
  // The same figures object until something behind it changes: serialized and compressed once per version.
  return sendCachedBody(
    c,
    cachedBody(figures, 'summary', () => figures),
  ) as never;
};

export const advanced: AppRouteHandler<typeof routes.advanced> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `advanced:${period}`, now, () => computeAdvanced(db, now, period));
  return sendCachedBody(
    c,
    cachedBody(figures, 'advanced', () => figures),
  ) as never;
};

const attachmentHeaders = (contentType: string, filename: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});

export const exportAdvanced: AppRouteHandler<typeof routes.exportAdvanced> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period, format } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `advanced:${period}`, now, () => computeAdvanced(db, now, period));
  const file = await figuresFile(advancedFigures(figures), format, 'Advanced Analytics');
  return c.body(file.body, 200, attachmentHeaders(file.contentType, `duesflow-analytics-${period}-${figures.to}.${format}`)) as never;
};

export const exportSummary: AppRouteHandler<typeof routes.exportSummary> = async (c) => {
  const { db, clock } = c.var.deps;
  const { range, format } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `summary:${range}`, now, () => computeSummary(db, now, range));
  const file = await figuresFile(summaryFigures(figures), format, 'Collection Analytics');
  const filename = `duesflow-collection-analytics-${range}-${figures.to}.${format}`;
  return c.body(file.body, 200, attachmentHeaders(file.contentType, filename)) as never;
};

export const collectors: AppRouteHandler<typeof routes.collectors> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period } = c.req.valid('query');
  return c.json(await computeCollectorPerformance(db, clock.now(), period), 200);
};
