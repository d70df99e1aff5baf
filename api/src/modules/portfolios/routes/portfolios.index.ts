import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './portfolios.handlers';
import * as routes from './portfolios.routes';

/** Portfolios: who can own customers, assigning by hand or in bulk, rules applied on demand (docs/worklist.md). */
export const portfoliosRouter = createRouter()
  .openapi(routes.collectors, handlers.collectors)
  .openapi(routes.assign, handlers.assign)
  .openapi(routes.applyRule, handlers.applyRule);
