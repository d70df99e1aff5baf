import type { AppRouteHandler } from '../lib/create-router';
import type * as routes from './health.routes';

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  try {
    await c.var.deps.checkHealth();
  } catch (error) {
    c.var.deps.logger.error('health check failed', error);
    return c.json({ error: 'unavailable', message: 'The database does not answer' }, 503);
  }
  return c.json({ status: 'ok' as const }, 200);
};
