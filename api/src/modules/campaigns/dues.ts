import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';

/**
 * Customers with what they owe and their oldest unpaid invoice, read the way the ledger reads it
 * (payments settle the oldest invoices first: queries/customer-balances.ts). One statement.
 */
export interface CustomerDues {
  id: string;
  name: string;
  phone: string | null;
  language: string;
  duePaise: number;
  overduePaise: number;
  /** The oldest invoice with an unpaid part. */
  invoiceId: string | null;
  invoiceNumber: string | null;
  oldestUnpaidDueDate: string | null;
  /** Days the oldest unpaid invoice is past due (0 when not yet due). */
  daysOverdue: number;
  lastContact: string | null;
  stopReminders: boolean;
}

export async function customerDues(db: Queryable, today: string, where: SQL, scope?: string[]): Promise<CustomerDues[]> {
  // Only these customers' payments and invoices are read when the caller names them (one or a campaign's).
  const only = scope ? sql`and customer_id = any(${sql.param(scope)}::uuid[])` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with paid as (
        select customer_id, sum(amount_paise) as paid_paise from payments where customer_id is not null ${only} group by customer_id
      ), inv as (
        select id, customer_id, invoice_number, due_date, amount_paise,
          sum(amount_paise) over (partition by customer_id order by due_date, invoice_number) as running_paise
        from invoices where status = 'issued' ${only}
      ), open_inv as (
        select inv.id, inv.customer_id, inv.invoice_number, inv.due_date,
          greatest(0, least(inv.amount_paise, inv.running_paise - coalesce(paid.paid_paise, 0))) as unpaid_paise
        from inv left join paid on paid.customer_id = inv.customer_id
      ), balances as (
        select customer_id, sum(unpaid_paise) as due_paise,
          coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise
        from open_inv group by customer_id
      ), oldest as (
        select distinct on (customer_id) customer_id, id, invoice_number, due_date
        from open_inv where unpaid_paise > 0 order by customer_id, due_date, invoice_number
      ), contacts as (
        select customer_id, max(created_at) as last_contact from contact_attempts where true ${only} group by customer_id
      )
      select c.id, c.name, c.phone, c.language,
        coalesce(b.due_paise, 0)::bigint as due_paise, coalesce(b.overdue_paise, 0)::bigint as overdue_paise,
        o.id::text as invoice_id, o.invoice_number, o.due_date::text as oldest_due,
        greatest(0, coalesce(${today}::date - o.due_date, 0))::int as days_overdue,
        ct.last_contact::text as last_contact, coalesce(p.stop_reminders, false) as stop_reminders
      from customers c
      left join balances b on b.customer_id = c.id
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
  }));
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
