import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './invoice-disputes.handlers';
import * as routes from './invoice-disputes.routes';

export const invoiceDisputesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.open, handlers.open)
  .openapi(routes.resolve, handlers.resolve);
