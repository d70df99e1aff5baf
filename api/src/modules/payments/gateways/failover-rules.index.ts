import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './failover-rules.handlers';
import * as routes from './failover-rules.routes';

export const failoverRulesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
