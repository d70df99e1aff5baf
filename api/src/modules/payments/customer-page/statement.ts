import { sql } from 'drizzle-orm';
import type { TCustomerPageLanguage, TCustomerStatement } from '@duesflow/shared-contracts/customer-page';
import { CUSTOMER_PAGE_LANGUAGES } from '@duesflow/shared-contracts/customer-page';
import { OPT_OUT_CHANNELS, type TOptOutChannel } from '@duesflow/shared-contracts/reminder-sequences';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { paiseToRupees } from '../../../core/lib/money';
import { brokenPromiseOf, openInvoicesCte } from '../../customers';

/** How many receipts the page lists (newest first); older ones are in the business's own books. */
export const STATEMENT_PAYMENTS = 50;

export type CustomerStatement = Omit<TCustomerStatement, 'business' | 'expiresAt'> & {
  customerId: string;
  balancePaise: number;
  /** Each open invoice's unpaid part in paise, by id: what paying chosen invoices adds up. */
  unpaidPaise: Map<string, number>;
};

/** Postgres arrays arrive parsed from node-postgres and as text ('{sms,whatsapp}') from some paths. */
function channelList(value: unknown): TOptOutChannel[] {
  const list = Array.isArray(value)
    ? value.map(String)
    : String(value ?? '{}')
        .slice(1, -1)
        .split(',')
        .filter(Boolean);
  return list.filter((channel): channel is TOptOutChannel => (OPT_OUT_CHANNELS as readonly string[]).includes(channel));
}

/** The customer's stored language when the page speaks it, else English. */
export function pageLanguage(stored: string | null | undefined): TCustomerPageLanguage {
  return (CUSTOMER_PAGE_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as TCustomerPageLanguage) : 'en';
}

/**
 * What Pay all asks for: the balance without the unpaid parts of the invoices in dispute (those stay
 * payable by choosing them), in paise.
 */
export function payAllPaise(statement: CustomerStatement): number {
  let inDispute = 0;
  for (const invoice of statement.openInvoices) if (invoice.dispute) inDispute += statement.unpaidPaise.get(invoice.id) ?? 0;
  return statement.balancePaise - inDispute;
}

/**
 * One customer's statement of account as of `today` (IST business day): every invoice with an unpaid
 * part (payments settle the oldest first, as the ledger reads them everywhere else), the payments
 * received, the balance and its overdue part. Null for a customer that no longer exists.
 */
export async function readStatement(db: Queryable, customerId: string, today: string): Promise<CustomerStatement | null> {
  const only = sql`and customer_id = ${customerId}::uuid`;
  const [customer] = rowsOf<{
    name: string;
    language: string;
    promised_date: string | null;
    promised_amount_paise: string | number | null;
    disputed_at: string | null;
    dispute_reason: string | null;
    opted_out_channels: unknown;
    paid_claimed_at: string | null;
    paid_claim_reference: string | null;
  }>(
    await db.execute(sql`
      select c.name, c.language, p.promised_date::text as promised_date, p.promised_amount_paise,
        p.disputed_at, p.dispute_reason, coalesce(p.opted_out_channels, '{}') as opted_out_channels,
        p.paid_claimed_at, p.paid_claim_reference
      from customers c left join customer_contact_preferences p on p.customer_id = c.id
      where c.id = ${customerId}::uuid
    `),
  );
  if (!customer) return null;
  const invoices = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ${openInvoicesCte(only)}
      select o.id::text as id, o.invoice_number, o.issued_on::text as issued_on, o.due_date::text as due_date,
        o.amount_paise::bigint as amount_paise, o.unpaid_paise::bigint as unpaid_paise,
        greatest(0, ${today}::date - o.due_date)::int as days_overdue, d.reason as dispute_reason, d.opened_at as disputed_at
      from open_inv o left join invoice_disputes d on d.invoice_id = o.id and d.resolved_at is null
      where o.unpaid_paise > 0
      order by o.due_date, o.invoice_number
    `),
  );
  const payments = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select id::text as id, received_at, amount_paise::bigint as amount_paise, method, reference
      from payments where customer_id = ${customerId}::uuid
      order by received_at desc, id limit ${STATEMENT_PAYMENTS}
    `),
  );
  let balancePaise = 0;
  let overduePaise = 0;
  let inDisputePaise = 0;
  const unpaidPaise = new Map<string, number>();
  const openInvoices = invoices.map((row) => {
    const unpaid = Number(row.unpaid_paise);
    const daysOverdue = Number(row.days_overdue);
    balancePaise += unpaid;
    if (daysOverdue > 0) overduePaise += unpaid;
    if (row.dispute_reason != null) inDisputePaise += unpaid;
    unpaidPaise.set(String(row.id), unpaid);
    return {
      id: String(row.id),
      number: String(row.invoice_number),
      issuedOn: String(row.issued_on),
      dueDate: String(row.due_date),
      daysOverdue,
      amount: paiseToRupees(Number(row.amount_paise)),
      unpaid: paiseToRupees(unpaid),
      dispute:
        row.dispute_reason == null
          ? null
          : { reason: String(row.dispute_reason), since: new Date(row.disputed_at as string | Date).toISOString() },
    };
  });
  return {
    customerId,
    customer: { name: customer.name, language: pageLanguage(customer.language) },
    openInvoices,
    payments: payments.map((row) => ({
      id: String(row.id),
      receivedAt: new Date(row.received_at as string | Date).toISOString(),
      amount: paiseToRupees(Number(row.amount_paise)),
      method: (row.method as string | null) ?? null,
      reference: (row.reference as string | null) ?? null,
    })),
    balance: paiseToRupees(balancePaise),
    overdue: paiseToRupees(overduePaise),
    inDispute: paiseToRupees(inDisputePaise),
    balancePaise,
    unpaidPaise,
    asOf: today,
    // A promise whose date has passed no longer holds reminders back (the gate reads it the same way).
    promise:
      customer.promised_date && customer.promised_date >= today
        ? {
            date: customer.promised_date,
            amount: customer.promised_amount_paise == null ? null : paiseToRupees(Number(customer.promised_amount_paise)),
          }
        : null,
    brokenPromise: await brokenPage(db, customerId),
    dispute: customer.disputed_at ? { reason: customer.dispute_reason, since: new Date(customer.disputed_at).toISOString() } : null,
    paidClaim: customer.paid_claimed_at
      ? { reference: customer.paid_claim_reference ?? '', since: new Date(customer.paid_claimed_at).toISOString() }
      : null,
    optedOutChannels: channelList(customer.opted_out_channels),
  };
}

/** The customer's latest promise when it broke with nothing newer since, as the page shows it. */
async function brokenPage(db: Queryable, customerId: string): Promise<CustomerStatement['brokenPromise']> {
  const broken = await brokenPromiseOf(db, customerId);
  return broken && { date: broken.promisedDate, amount: broken.amount };
}
