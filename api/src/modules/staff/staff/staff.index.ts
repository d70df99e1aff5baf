import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './staff.handlers';
import * as routes from './staff.routes';

/** The admin-only Staff screen's API: members of staff, their roles and whether they may sign in. */
export const staffRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.resetPassword, handlers.resetPassword)
  .openapi(routes.unlock, handlers.unlock);
