import { createRouter } from '../../core/lib/create-router';
import { failoverRulesRouter } from './gateways/failover-rules.index';
import { gatewayWebhooksRouter } from './webhooks/gateway-webhooks.index';
import { gatewaysRouter } from './gateways/gateways.index';
import { paymentLinksRouter } from './links/payment-links.index';
import { customerPageRouter } from './customer-page/customer-page.index';

/** Payment links, gateways, failover rules, the gateways' webhooks (docs/payments.md) and the customer's own page (docs/customer-page.md). */
export const paymentsRouter = createRouter()
  .route('/', paymentLinksRouter)
  .route('/', gatewaysRouter)
  .route('/', failoverRulesRouter)
  .route('/', gatewayWebhooksRouter)
  .route('/', customerPageRouter);

export { payRouter } from './pay/pay.index';
