import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './gateways.handlers';
import * as routes from './gateways.routes';

// Fixed paths first: /api/gateways/{id} must not swallow /api/gateways/analytics.
export const gatewaysRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.analytics, handlers.analytics)
  .openapi(routes.refreshStatus, handlers.refreshStatus)
  .openapi(routes.update, handlers.update)
  .openapi(routes.move, handlers.move);
