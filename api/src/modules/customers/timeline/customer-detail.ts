import { sql } from 'drizzle-orm';
import type { TCustomerDetail, TCustomerInvoice } from '@duesflow/shared-contracts/customer-timeline';
import type { AppDeps } from '../../../core/app-deps';
import { rowsOf } from '../../../core/db/database';
import { openInvoicesCte } from '../../../core/db/open-invoices';
import { businessDate } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import { contactHolds } from '../../messaging';
import { customerColumns, timestampOrNull } from '../customer-balances';
import { toCustomer } from '../to-customer';
import { brokenPromiseOf } from '../promises/promises';
import { openInvoiceDisputes } from '../invoice-disputes/invoice-disputes';
import { ownersOf } from '../../portfolios';

interface InvoiceRow {
  id: string;
  invoice_number: string;
  issued_on: string;
  due_date: string;
  amount_paise: string | number;
  unpaid_paise: string | number;
  disputed: boolean;
}

/** The customer's invoices with their unpaid part, read for this customer alone (its indexes, not the whole ledger). */
async function invoicesOf(deps: AppDeps, customerId: string): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    await deps.db.execute(sql`
      with ${openInvoicesCte(sql`and customer_id = ${customerId}::uuid`)}
      select o.id::text as id, o.invoice_number, o.issued_on::text as issued_on, o.due_date::text as due_date,
        o.amount_paise, o.unpaid_paise,
        exists (select 1 from invoice_disputes d where d.invoice_id = o.id and d.resolved_at is null) as disputed
      from open_inv o
      order by o.due_date, o.invoice_number
    `),
  );
}

/** `GET /api/customers/{id}`: null when there is no such customer. */
export async function readCustomerDetail(deps: AppDeps, customerId: string): Promise<TCustomerDetail | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      select c.id::text as id, c.name, c.business_name, c.email, c.phone, c.address, c.source, c.language,
        (select max(created_at) from contact_attempts where customer_id = c.id) as last_contact
      from customers c where c.id = ${customerId}::uuid
    `),
  );
  if (!row) return null;
  const today = businessDate(deps.clock.now());
  const [invoices, holds, broken, disputes, owners] = await Promise.all([
    invoicesOf(deps, customerId),
    contactHolds(deps.db, [customerId], today),
    brokenPromiseOf(deps.db, customerId),
    openInvoiceDisputes(deps.db, [customerId]),
    ownersOf(deps.db, [customerId]),
  ]);
  const duePaise = invoices.reduce((sum, invoice) => sum + Number(invoice.unpaid_paise), 0);
  const overduePaise = invoices
    .filter((invoice) => invoice.due_date < today)
    .reduce((sum, invoice) => sum + Number(invoice.unpaid_paise), 0);
  const openInvoices: TCustomerInvoice[] = invoices
    .filter((invoice) => Number(invoice.unpaid_paise) > 0)
    .map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoice_number,
      issuedOn: invoice.issued_on,
      dueDate: invoice.due_date,
      amount: paiseToRupees(invoice.amount_paise),
      unpaid: paiseToRupees(invoice.unpaid_paise),
      disputed: invoice.disputed,
    }));
  const customer = toCustomer({
    ...customerColumns(row),
    duePaise,
    overduePaise,
    oldestUnpaidDueDate: openInvoices[0]?.dueDate ?? null,
    invoiceCount: invoices.length,
    lastContact: timestampOrNull(row.last_contact),
  });
  return {
    ...customer,
    contactHold: holds.get(customerId) ?? null,
    brokenPromise: broken,
    ...(disputes.has(customerId) ? { disputedInvoices: disputes.get(customerId) } : {}),
    businessName: (row.business_name as string | null) ?? null,
    language: String(row.language),
    overdueAmount: paiseToRupees(overduePaise),
    openInvoices,
    owner: owners.get(customerId) ?? null,
  };
}
