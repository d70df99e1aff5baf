import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/app-deps';
import { customers } from '../../../core/db/schema/customers';
import { inboxAssignments } from '../../../core/db/schema/inbox-assignments';
import { paiseToRupees } from '../../../core/lib/money';

/**
 * Tells staff a payment arrived (`payment_received`, docs/inbox.md "Notices"): after the payment's
 * transaction has committed, for the collector the customer's inbox conversation is assigned to, or for
 * everyone when nobody is. Only a payment counted in rupees is told; a notice that cannot be sent never
 * undoes the payment.
 */
export async function publishPaymentReceived(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>,
  payment: { customerId: string | null; amountPaise: number; paymentLinkId?: string },
): Promise<void> {
  if (!payment.customerId || payment.amountPaise <= 0) return;
  try {
    const [row] = await deps.db
      .select({ name: customers.name, assigneeId: inboxAssignments.staffId })
      .from(customers)
      .leftJoin(inboxAssignments, eq(inboxAssignments.customerId, customers.id))
      .where(eq(customers.id, payment.customerId));
    if (!row) return;
    await deps.bus.publish({
      type: 'payment_received',
      data: {
        customerId: payment.customerId,
        customerName: row.name,
        amount: paiseToRupees(payment.amountPaise),
        ...(payment.paymentLinkId ? { paymentLinkId: payment.paymentLinkId } : {}),
        assigneeId: row.assigneeId ?? null,
      },
    });
  } catch (error) {
    deps.logger.warn(`payment notice for customer ${payment.customerId} not sent: ${(error as Error).message}`);
  }
}
