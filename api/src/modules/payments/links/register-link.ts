import type { Queryable } from '../../../core/db/database';
import type { PaymentGateways } from '../gateways/payment-gateways';
import { partsOf } from './link-plan';
import type { PaymentLinkRow } from './payment-link-rows';

/**
 * Routes a link to a gateway and creates it there, once: a link that already has a gateway reference is
 * left alone. Every part of an instalment plan is registered, so the plan is payable only as a whole; the
 * first part that no gateway takes throws NoGatewayError. Every link (screen, workflow, sequence) goes
 * through here (docs/payments.md § Routing).
 */
export async function registerLink(gateways: PaymentGateways, db: Queryable, link: PaymentLinkRow): Promise<PaymentLinkRow[]> {
  const registered: PaymentLinkRow[] = [];
  for (const part of await partsOf(db, link)) registered.push(part.gatewayReference ? part : await gateways.register(part));
  return registered;
}
