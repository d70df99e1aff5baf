import { createRouter } from '../lib/create-router';
import { failoverRulesRouter } from '../routes/failover-rules/failover-rules.index';
import { gatewayWebhooksRouter } from '../routes/gateway-webhooks/gateway-webhooks.index';
import { gatewaysRouter } from '../routes/gateways/gateways.index';
import { paymentLinksRouter } from '../routes/payment-links/payment-links.index';

/** Payment links, gateways, failover rules and the gateways' webhooks (docs/payments.md). */
export const paymentsRouter = createRouter()
  .route('/', paymentLinksRouter)
  .route('/', gatewaysRouter)
  .route('/', failoverRulesRouter)
  .route('/', gatewayWebhooksRouter);
