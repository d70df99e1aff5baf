import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './business-data.handlers';
import * as routes from './business-data.routes';

export const businessDataRouter = createRouter()
  .openapi(routes.status, handlers.status)
  .openapi(routes.settings, handlers.settings)
  .openapi(routes.testConnection, handlers.testConnection)
  .openapi(routes.switchAirtable, handlers.switchAirtable)
  .openapi(routes.switchSupabase, handlers.switchSupabase)
  .openapi(routes.switchPostgres, handlers.switchPostgres)
  .openapi(routes.switchBuiltIn, handlers.switchBuiltIn);
