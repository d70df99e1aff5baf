import { createRouter, refuseUnauthenticated } from '../../../core/lib/create-router';
import * as handlers from './gateway-webhooks.handlers';
import * as routes from './gateway-webhooks.routes';

export const gatewayWebhooksRouter = createRouter().openapi(
  routes.receive,
  handlers.receive,
  refuseUnauthenticated(handlers.INVALID_SIGNATURE.message),
);
