import { eq } from 'drizzle-orm';
import type { Database } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import type { PaymentGatewayAdapter } from './payment-gateway-adapter';
import { buildUpiIntent, upiAmount } from './upi-intent';

export const SANDBOX_GATEWAY = 'sandbox';

/**
 * The payee of the sandbox's UPI intents: `.invalid` is reserved (RFC 2606) and no UPI handle, so a UPI
 * app that scans a sandbox code finds no one to pay. The sandbox page's Pay is how a sandbox link is paid.
 */
export const SANDBOX_UPI_VPA = 'duesflow.sandbox@sandbox.invalid';

/**
 * The sandbox gateway hosts its pay page inside the API (`/api/pay/:token`), so its "remote" state is
 * the payment_links row itself: a link's reference is its id, and paying it on the page marks it paid.
 */
export function createSandboxGateway(db: Database): PaymentGatewayAdapter {
  return {
    name: SANDBOX_GATEWAY,
    async createLink({ linkId }) {
      return { gatewayReference: `sbx_link_${linkId}` };
    },
    async getStatus(gatewayReference) {
      const linkId = gatewayReference.replace(/^sbx_link_/, '');
      const [link] = await db
        .select({ status: paymentLinks.status, expiresAt: paymentLinks.expiresAt })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, linkId));
      if (!link) return null;
      if (link.status === 'active' && link.expiresAt.getTime() <= Date.now()) return 'expired';
      return link.status;
    },
    // Points at the sandbox: it shows what a gateway's intent looks like, and no UPI app can pay it.
    async upiIntent(request) {
      return {
        intent: buildUpiIntent({
          pa: SANDBOX_UPI_VPA,
          pn: request.payeeName,
          am: upiAmount(request.amountPaise),
          tr: request.gatewayReference,
          tn: 'Sandbox: not payable by UPI',
        }),
        reference: request.gatewayReference,
      };
    },
  };
}
