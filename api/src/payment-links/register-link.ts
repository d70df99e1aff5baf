import type { PaymentGateways } from '../gateways/payment-gateways';
import type { PaymentLinkRow } from './payment-link-rows';

/**
 * Routes a link to a gateway and creates it there, once: a link that already has a gateway reference is
 * left alone. Every link (screen, workflow, sequence) goes through here (docs/payments.md § Routing).
 */
export async function registerLink(gateways: PaymentGateways, link: PaymentLinkRow): Promise<PaymentLinkRow> {
  if (link.gatewayReference) return link;
  return gateways.register(link);
}
