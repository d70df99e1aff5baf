import { createRouter } from '../../core/lib/create-router';
import * as handlers from './analytics.handlers';
import * as routes from './analytics.routes';

export const analyticsRouter = createRouter()
  .openapi(routes.summary, handlers.summary)
  .openapi(routes.advanced, handlers.advanced)
  .openapi(routes.exportAdvanced, handlers.exportAdvanced)
  .openapi(routes.exportSummary, handlers.exportSummary)
  .openapi(routes.collectors, handlers.collectors);
