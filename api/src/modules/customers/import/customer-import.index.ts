import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './customer-import.handlers';
import * as routes from './customer-import.routes';

export const customerImportRouter = createRouter()
  .openapi(routes.preview, handlers.preview)
  .openapi(routes.importCustomers, handlers.importCustomers);
