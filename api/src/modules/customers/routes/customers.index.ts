import { createRouter } from '../../../core/lib/create-router';
import * as tableHandlers from '../table/table.handlers';
import * as handlers from './customers.handlers';
import * as routes from './customers.routes';

// The export before any `/api/customers/{id}` route: "export" is no customer's id.
export const customersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.page, handlers.page)
  .openapi(routes.exportFile, tableHandlers.exportFile)
  .openapi(routes.bulk, tableHandlers.bulk);
