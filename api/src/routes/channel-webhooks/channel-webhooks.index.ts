import { createRouter } from '../../lib/create-router';
import * as handlers from './channel-webhooks.handlers';
import * as routes from './channel-webhooks.routes';

/** Delivery reports and call status callbacks from the providers duesflow sends through (docs/channel-adapters.md). */
export const channelWebhooksRouter = createRouter()
  .openapi(routes.msg91DeliveryReport, handlers.msg91DeliveryReport)
  .openapi(routes.exotelCallStatus, handlers.exotelCallStatus)
  .openapi(routes.whatsappVerify, handlers.whatsappVerify as never)
  .openapi(routes.whatsappStatuses, handlers.whatsappStatuses);
