import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './reminder-sequences.handlers';
import * as routes from './reminder-sequences.routes';

// run before {id}.
export const reminderSequencesRouter = createRouter()
  .openapi(routes.run, handlers.run)
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.steps, handlers.steps);
