import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './providers.handlers';
import * as routes from './providers.routes';

// Fixed paths first: /api/providers/{id} must not swallow /api/providers/dashboard and friends.
export const providersRouter = createRouter()
  .openapi(routes.dashboard, handlers.dashboard)
  .openapi(routes.comparison, handlers.comparison)
  .openapi(routes.performance, handlers.performance)
  .openapi(routes.getFailover, handlers.getFailover)
  .openapi(routes.putFailover, handlers.putFailover)
  .openapi(routes.getChannels, handlers.getChannels)
  .openapi(routes.putChannel, handlers.putChannel)
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
