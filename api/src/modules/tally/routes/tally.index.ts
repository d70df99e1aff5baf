import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './tally.handlers';
import * as routes from './tally.routes';

export const tallyRouter = createRouter()
  .openapi(routes.status, handlers.status)
  .openapi(routes.syncLogs, handlers.syncLogs)
  .openapi(routes.testConnection, handlers.testConnection)
  .openapi(routes.forceSync, handlers.forceSync)
  .openapi(routes.importFile, handlers.importFile);
