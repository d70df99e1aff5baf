import { sql } from 'drizzle-orm';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { Queryable } from '../../../core/db/database';
import { customers } from '../../../core/db/schema/customers';
import { ApiError } from '../../../core/lib/api-error';
import { businessDate } from '../../../core/lib/clock';
import { paiseToRupees, rupeesToPaise } from '../../../core/lib/money';
import { findCustomerBalance } from '../../customers';

/** A payment link asked for more than its customer owes: a 400 naming `amount` and the amount due. */
export class AmountAboveDue extends ApiError {
  constructor(customerName: string, amount: number, amountDue: number) {
    super(
      400,
      'amount_above_due',
      `A payment link cannot be for more than ${customerName} owes: the amount due is ${formatINR(amountDue)}, ` +
        `the link asked for ${formatINR(amount)}.`,
    );
  }

  override toBody(): TApiError {
    return { ...super.toBody(), issues: [{ path: 'amount', message: this.message }] };
  }
}

/**
 * Refuses a link for a customer that is larger than what the customer owes (amounts in rupees; compared
 * in paise, so ₹0.01 more is refused). A link is a request to pay dues, never a way to record more.
 */
export function refuseLinkAboveDue(customer: { name: string; amountDue: number }, amount: number): void {
  if (rupeesToPaise(amount) > rupeesToPaise(customer.amountDue)) throw new AmountAboveDue(customer.name, amount, customer.amountDue);
}

/**
 * A link made out to a typed name belongs to the customer of that name when exactly one has it (as the
 * run that makes it decides): that customer's amount due bounds it too. A name no customer has is a
 * link to someone outside the books, bounded only by the contract's ₹10 crore. An empty body (links
 * for every overdue customer, each for its amount due) needs no check.
 */
export async function refuseNamedLinkAboveDue(
  db: Queryable,
  now: Date,
  request: { amount?: number; customerName?: string },
): Promise<void> {
  if (request.amount === undefined || !request.customerName) return;
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(sql`lower(${customers.name}) = lower(${request.customerName})`)
    .limit(2);
  if (rows.length !== 1) return;
  const balance = await findCustomerBalance(db, businessDate(now), rows[0]!.id);
  refuseLinkAboveDue({ name: rows[0]!.name, amountDue: paiseToRupees(balance?.duePaise ?? 0) }, request.amount);
}
