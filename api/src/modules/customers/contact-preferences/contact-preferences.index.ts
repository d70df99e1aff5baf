import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './contact-preferences.handlers';
import * as routes from './contact-preferences.routes';

export const contactPreferencesRouter = createRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.stopReminders, handlers.stopReminders)
  .openapi(routes.promise, handlers.promise)
  .openapi(routes.withdrawPromise, handlers.withdrawPromise)
  .openapi(routes.dispute, handlers.dispute)
  .openapi(routes.resolveDispute, handlers.resolveDispute)
  .openapi(routes.clearPaidClaim, handlers.clearPaidClaim)
  .openapi(routes.optOuts, handlers.optOuts);
