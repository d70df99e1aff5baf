import type { AppRouteHandler } from '../../lib/create-router';
import type * as routes from './dashboard.routes';

/** Cached per version of the data behind them (docs/performance.md); the formulas are in docs/metrics.md. */
export const metrics: AppRouteHandler<typeof routes.metrics> = async (c) => {
  const { reads, clock } = c.var.deps;
  return c.json(await reads.dashboardMetrics(clock.now()), 200);
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const { reads, clock, bus } = c.var.deps;
  const metrics = await reads.dashboardMetrics(clock.now());
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard'] } });
  return c.json({ success: true, message: 'Dashboard data refreshed', metrics }, 200);
};
