import { sql, type SQL } from 'drizzle-orm';

/**
 * `open_inv`: every issued invoice with its unpaid part. Payments not tied to an invoice settle the
 * oldest invoices first (by due date), which is how Indian ledgers (Tally's "on account" receipts) are
 * read: an invoice's unpaid part is its amount minus whatever the customer's payments have not already
 * used up on older invoices. Used as the head of a `with` clause; `only` narrows both payments and
 * invoices (e.g. `and customer_id = any(...)`) when the caller names its customers.
 *
 * It lives in core because the ledger (customers) and what reminders may ask for (messaging, which the
 * customers module itself uses) both build on it.
 */
export function openInvoicesCte(only: SQL = sql``): SQL {
  return sql`
    paid as (
      select customer_id, sum(amount_paise) as paid_paise
      from payments where customer_id is not null ${only} group by customer_id
    ), inv as (
      select id, customer_id, invoice_number, issued_on, due_date, amount_paise,
        sum(amount_paise) over (partition by customer_id order by due_date, invoice_number) as running_paise
      from invoices where status = 'issued' ${only}
    ), open_inv as (
      select inv.id, inv.customer_id, inv.invoice_number, inv.issued_on, inv.due_date, inv.amount_paise,
        greatest(0, least(inv.amount_paise, inv.running_paise - coalesce(paid.paid_paise, 0))) as unpaid_paise
      from inv left join paid on paid.customer_id = inv.customer_id
    )`;
}
