import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '@duesflow/shared-contracts/format';
import type { TTemplatePlaceholder } from '@duesflow/shared-contracts/message-templates';
import { rowsOf, type Queryable } from '../../core/db/database';
import { isUuid } from '../../core/lib/uuid';
import { reminderInvoicesCte, smsAmount, type Refusal } from '../messaging';
import { paiseToRupees } from '../../core/lib/money';

/**
 * Customers with what reminders may ask of them and their oldest unpaid invoice, read the way the ledger
 * reads it (payments settle the oldest invoices first: customers/customer-balances.ts), leaving out the
 * invoices in dispute (messaging/reminder-dues.ts). One statement.
 */
export interface CustomerDues {
  id: string;
  name: string;
  phone: string | null;
  language: string;
  /** The unpaid parts of the invoices not in dispute. */
  duePaise: number;
  overduePaise: number;
  /** The oldest invoice with an unpaid part and no open dispute. */
  invoiceId: string | null;
  invoiceNumber: string | null;
  oldestUnpaidDueDate: string | null;
  /** Days the oldest unpaid invoice is past due (0 when not yet due). */
  daysOverdue: number;
  lastContact: string | null;
  stopReminders: boolean;
  /** The numbers of the unpaid invoices in dispute ("T/12, T/14"), left out of all the above. */
  disputedInvoices: string | null;
  /** The unpaid part of the disputed invoices past their due date. */
  disputedOverduePaise: number;
}

/**
 * Customers with something overdue, in dispute or not: those overdue only in dispute are refused by the
 * reminder (as `invoice_disputed`) rather than left out unseen.
 */
export const OVERDUE_OR_DISPUTED = sql`(coalesce(b.overdue_paise, 0) > 0 or coalesce(d.overdue_paise, 0) > 0)`;

/** An overdue reminder to a customer overdue only in dispute is refused, naming the invoices. */
export function overdueRefusal(customer: CustomerDues): { refusal?: Refusal } {
  return customer.overduePaise > 0 ? {} : { refusal: { reason: 'invoice_disputed', detail: customer.disputedInvoices } };
}

export async function customerDues(db: Queryable, today: string, where: SQL, scope?: string[]): Promise<CustomerDues[]> {
  // Only these customers' payments and invoices are read when the caller names them (one or a campaign's).
  const only = scope ? sql`and customer_id = any(${sql.param(scope)}::uuid[])` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ${reminderInvoicesCte(only)}, balances as (
        select customer_id, sum(unpaid_paise) as due_paise,
          coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise
        from remind_inv group by customer_id
      ), oldest as (
        select distinct on (customer_id) customer_id, id, invoice_number, due_date
        from remind_inv where unpaid_paise > 0 order by customer_id, due_date, invoice_number
      ), disputed as (
        select customer_id, string_agg(invoice_number, ', ' order by due_date, invoice_number) as numbers,
          coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise
        from disputed_inv where unpaid_paise > 0 group by customer_id
      ), contacts as (
        select customer_id, max(created_at) as last_contact from contact_attempts where true ${only} group by customer_id
      )
      select c.id, c.name, c.phone, c.language,
        coalesce(b.due_paise, 0)::bigint as due_paise, coalesce(b.overdue_paise, 0)::bigint as overdue_paise,
        o.id::text as invoice_id, o.invoice_number, o.due_date::text as oldest_due,
        greatest(0, coalesce(${today}::date - o.due_date, 0))::int as days_overdue,
        ct.last_contact::text as last_contact, coalesce(p.stop_reminders, false) as stop_reminders,
        d.numbers as disputed_invoices, coalesce(d.overdue_paise, 0)::bigint as disputed_overdue_paise
      from customers c
      left join balances b on b.customer_id = c.id
      left join disputed d on d.customer_id = c.id
      left join oldest o on o.customer_id = c.id
      left join contacts ct on ct.customer_id = c.id
      left join customer_contact_preferences p on p.customer_id = c.id
      where ${where}
      order by days_overdue desc, due_paise desc, c.name asc, c.id asc
    `),
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    phone: row.phone == null ? null : String(row.phone),
    language: String(row.language),
    duePaise: Number(row.due_paise),
    overduePaise: Number(row.overdue_paise),
    invoiceId: row.invoice_id == null ? null : String(row.invoice_id),
    invoiceNumber: row.invoice_number == null ? null : String(row.invoice_number),
    oldestUnpaidDueDate: row.oldest_due == null ? null : String(row.oldest_due),
    daysOverdue: Number(row.days_overdue),
    lastContact: row.last_contact == null ? null : String(row.last_contact),
    stopReminders: Boolean(row.stop_reminders),
    disputedInvoices: row.disputed_invoices == null ? null : String(row.disputed_invoices),
    disputedOverduePaise: Number(row.disputed_overdue_paise),
  }));
}

/**
 * A template's values for one customer from their dues: name, oldest unpaid invoice, what reminders may ask
 * for, days overdue and that invoice's due date (`{link}` is filled apart, as the gate queues the message).
 */
export function duesValues(customer: CustomerDues): Partial<Record<TTemplatePlaceholder, string>> {
  return {
    customerName: customer.name,
    invoiceNumber: customer.invoiceNumber ?? '',
    amount: smsAmount(paiseToRupees(customer.duePaise)),
    daysOverdue: String(customer.daysOverdue),
    date: customer.oldestUnpaidDueDate ? formatDate(customer.oldestUnpaidDueDate) : '',
  };
}

/** Customers read per statement by {@link duesOf}. */
export const DUES_BATCH = 1000;

/**
 * Those of `ids` (any order), read {@link DUES_BATCH} at a time: a 10,000-customer campaign is ten short
 * statements rather than one long one that every other request on the embedded database waits behind.
 */
export async function duesOf(db: Queryable, today: string, ids: string[]): Promise<CustomerDues[]> {
  const found: CustomerDues[] = [];
  for (let start = 0; start < ids.length; start += DUES_BATCH) {
    const batch = ids.slice(start, start + DUES_BATCH);
    found.push(...(await customerDues(db, today, sql`c.id = any(${sql.param(batch)}::uuid[])`, batch)));
  }
  return found;
}

/** One customer's dues as reminders may ask for them (a customer row's single send); null for an unknown id. */
export async function reminderDuesOf(db: Queryable, today: string, customerId: string): Promise<CustomerDues | null> {
  if (!isUuid(customerId)) return null;
  const [dues] = await customerDues(db, today, sql`c.id = ${customerId}::uuid`, [customerId]);
  return dues ?? null;
}
