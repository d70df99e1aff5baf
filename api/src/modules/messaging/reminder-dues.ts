import { sql, type SQL } from 'drizzle-orm';
import { openInvoicesCte } from '../../core/db/open-invoices';

/*
 * What reminders may ask for (docs/sending.md, "Disputed invoices"): every reminder path reads a
 * customer's invoices through this one `with` head, so a disputed invoice is left out of all of them the
 * same way. Each invoice's unpaid part is computed as the ledger computes it (payments settle the oldest
 * invoices first: open_inv), and only then are the invoices with an open dispute (`invoice_disputes`,
 * resolved_at null) set apart: a dispute never moves a payment onto another invoice.
 */

/**
 * `open_inv` (every issued invoice with its unpaid part), `remind_inv` (those reminders may name and ask
 * for: no open dispute) and `disputed_inv` (those with an open dispute, with its reason). `only` narrows
 * payments and invoices as in openInvoicesCte.
 */
export function reminderInvoicesCte(only: SQL = sql``): SQL {
  return sql`${openInvoicesCte(only)}, disputed_inv as (
      select open_inv.*, d.reason as dispute_reason
      from open_inv join invoice_disputes d on d.invoice_id = open_inv.id and d.resolved_at is null
    ), remind_inv as (
      select open_inv.* from open_inv
      where not exists (select 1 from invoice_disputes d where d.invoice_id = open_inv.id and d.resolved_at is null)
    )`;
}
