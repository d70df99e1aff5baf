import { cachedBody, sendCachedBody } from '../../../core/lib/cached-body';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './dashboard.routes';

/** Cached per version of the data behind them (docs/performance.md); the formulas are in docs/metrics.md. */
export const metrics: AppRouteHandler<typeof routes.metrics> = async (c) => {
  const { reads, clock } = c.var.deps;
  // The same figures object until something behind it changes: serialized once, answered with an ETag.
  const figures = await reads.dashboardMetrics(clock.now());
  return sendCachedBody(
    c,
    cachedBody(figures, 'metrics', () => figures),
  ) as never;
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const { reads, clock, bus } = c.var.deps;
  const metrics = await reads.dashboardMetrics(clock.now());
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard'] } });
  return c.json({ success: true, message: 'Dashboard data refreshed', metrics }, 200);
};
