import { createRouter } from '../../../core/lib/create-router';
import * as handlers from './payment-tracking.handlers';
import * as routes from './payment-tracking.routes';

export const paymentTrackingRouter = createRouter()
  .openapi(routes.dashboard, handlers.dashboard)
  .openapi(routes.analysis, handlers.analysis)
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.putSettings, handlers.putSettings)
  .openapi(routes.executeFollowUpsPreview, handlers.executeFollowUpsPreview)
  .openapi(routes.executeFollowUps, handlers.executeFollowUps)
  .openapi(routes.followUp, handlers.followUp);
