import type { AppRouteHandler } from '../../lib/create-router';
import { computeDashboardMetrics } from '../../queries/dashboard-metrics';
import type * as routes from './dashboard.routes';

export const metrics: AppRouteHandler<typeof routes.metrics> = async (c) => {
  const { db, clock } = c.var.deps;
  return c.json(await computeDashboardMetrics(db, clock.now()), 200);
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const { db, clock, bus } = c.var.deps;
  const metrics = await computeDashboardMetrics(db, clock.now());
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard'] } });
  return c.json({ success: true, message: 'Dashboard data refreshed', metrics }, 200);
};
