import { and, eq, lte } from 'drizzle-orm';
import { paymentLinks } from '../../core/db/schema/payment-links';
import { plural } from '../messaging';
import type { WorkflowRunner } from '../../core/jobs/workflow-context';

/**
 * "Refresh Data" on the customers screen: re-reads the customer store, stores the expiry of links past
 * their date, and lets every screen recompute.
 */
export const runCustomerRefresh: WorkflowRunner = async (ctx) => {
  const now = ctx.clock.now();
  const customers = await ctx.customerStore.listCustomers();
  const expired = await ctx.db
    .update(paymentLinks)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(paymentLinks.status, 'active'), lte(paymentLinks.expiresAt, now)))
    .returning({ id: paymentLinks.id });
  const overdue = customers.filter((customer) => customer.status === 'overdue').length;
  const pending = customers.filter((customer) => customer.status === 'pending').length;
  return {
    status: 'success',
    summary:
      `${plural(customers.length, 'customer')} loaded from ${ctx.customerStore.provider} ` +
      `(${overdue} overdue, ${pending} pending); ${plural(expired.length, 'payment link')} expired`,
    scopes: ['customers', 'payments'],
  };
};
