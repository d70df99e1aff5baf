import { createRouter, refuseUnauthenticated } from '../../../core/lib/create-router';
import * as handlers from './channel-webhooks.handlers';
import * as routes from './channel-webhooks.routes';

/** Delivery reports and call status callbacks from the providers duesflow sends through (docs/channel-adapters.md). */
export const channelWebhooksRouter = createRouter()
  .openapi(routes.msg91DeliveryReport, handlers.msg91DeliveryReport, refuseUnauthenticated(handlers.UNAUTHENTICATED.msg91))
  .openapi(routes.exotelCallStatus, handlers.exotelCallStatus, refuseUnauthenticated(handlers.UNAUTHENTICATED.exotel))
  .openapi(routes.whatsappVerify, handlers.whatsappVerify as never, refuseUnauthenticated(handlers.UNAUTHENTICATED.whatsappVerify))
  .openapi(routes.whatsappStatuses, handlers.whatsappStatuses, refuseUnauthenticated(handlers.UNAUTHENTICATED.whatsapp));
