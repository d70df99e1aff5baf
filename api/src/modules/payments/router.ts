import { createRouter } from '../../core/lib/create-router';
import { failoverRulesRouter } from './gateways/failover-rules.index';
import { gatewayWebhooksRouter } from './webhooks/gateway-webhooks.index';
import { gatewaysRouter } from './gateways/gateways.index';
import { paymentLinksRouter } from './links/payment-links.index';

/** Payment links, gateways, failover rules and the gateways' webhooks (docs/payments.md). */
export const paymentsRouter = createRouter()
  .route('/', paymentLinksRouter)
  .route('/', gatewaysRouter)
  .route('/', failoverRulesRouter)
  .route('/', gatewayWebhooksRouter);

export { payRouter } from './pay/pay.index';
