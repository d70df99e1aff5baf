import { createRouter, refuseUnauthenticated } from '../../../core/lib/create-router';
import * as handlers from './channel-webhooks.handlers';
import * as routes from './channel-webhooks.routes';
import type { ReceiveReplies } from './inbound-replies';
import { exotelKeypress } from './exotel-keypress';
import { mailgunInbound } from './mailgun-inbound';

/**
 * Delivery reports and call status callbacks from the providers duesflow sends through
 * (docs/channel-adapters.md), and customers' replies, authenticated here and handed to `receiveReplies`
 * (the inbox's, given by the app: docs/inbox.md).
 */
export const createChannelWebhooksRouter = ({ receiveReplies }: { receiveReplies: ReceiveReplies }) =>
  createRouter()
    .openapi(routes.msg91DeliveryReport, handlers.msg91DeliveryReport, refuseUnauthenticated(handlers.UNAUTHENTICATED.msg91))
    .openapi(routes.msg91InboundSms, handlers.msg91InboundSms(receiveReplies), refuseUnauthenticated(handlers.UNAUTHENTICATED.msg91))
    .openapi(routes.exotelCallStatus, handlers.exotelCallStatus, refuseUnauthenticated(handlers.UNAUTHENTICATED.exotel))
    .openapi(routes.exotelKeypress, exotelKeypress(receiveReplies), refuseUnauthenticated(handlers.UNAUTHENTICATED.exotelKeypress))
    .openapi(routes.mailgunInbound, mailgunInbound(receiveReplies))
    .openapi(routes.whatsappVerify, handlers.whatsappVerify as never, refuseUnauthenticated(handlers.UNAUTHENTICATED.whatsappVerify))
    .openapi(routes.whatsappStatuses, handlers.whatsappWebhook(receiveReplies), refuseUnauthenticated(handlers.UNAUTHENTICATED.whatsapp));
