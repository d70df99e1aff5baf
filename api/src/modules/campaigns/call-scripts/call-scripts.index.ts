import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './call-scripts.handlers';
import * as routes from './call-scripts.routes';

// Analytics before {id}.
export const callScriptsRouter = createRouter()
  .openapi(routes.analytics, handlers.analytics)
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.duplicate, handlers.duplicate);
