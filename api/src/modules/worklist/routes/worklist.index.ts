import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './worklist.handlers';
import * as routes from './worklist.routes';

/** The worklist and call outcomes (docs/worklist.md). */
export const worklistRouter = createRouter()
  .openapi(routes.worklist, handlers.worklist)
  .openapi(routes.recordOutcome, handlers.recordOutcome)
  .openapi(routes.outcomes, handlers.outcomes);
