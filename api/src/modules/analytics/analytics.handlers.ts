import { computeAdvanced } from './advanced';
import { analyticsCacheFor } from './cache';
import { computeCollectorPerformance } from './collectors';
import { analyticsCsv } from './export';
import { computeSummary } from './summary';
import type { AppRouteHandler } from '../../core/lib/create-router';
import type * as routes from './analytics.routes';

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  const { db, clock } = c.var.deps;
  const { range } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `summary:${range}`, now, () => computeSummary(db, now, range));
  return c.json(figures, 200);
};

export const advanced: AppRouteHandler<typeof routes.advanced> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `advanced:${period}`, now, () => computeAdvanced(db, now, period));
  return c.json(figures, 200);
};

export const exportCsv: AppRouteHandler<typeof routes.exportCsv> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period } = c.req.valid('query');
  const now = clock.now();
  const figures = await analyticsCacheFor(c.var.deps).get(db, `advanced:${period}`, now, () => computeAdvanced(db, now, period));
  const filename = `duesflow-analytics-${period}-${figures.to}.csv`;
  return c.body(analyticsCsv(figures), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
};

export const collectors: AppRouteHandler<typeof routes.collectors> = async (c) => {
  const { db, clock } = c.var.deps;
  const { period } = c.req.valid('query');
  return c.json(await computeCollectorPerformance(db, clock.now(), period), 200);
};
