import { sql } from 'drizzle-orm';
import type { TDisputedInvoice, TInvoiceDisputes, TInvoiceDisputeSource } from '@duesflow/shared-contracts/invoice-disputes';
import { rowsOf, type Database, type Queryable } from '../../../core/db/database';
import { openInvoicesCte } from '../../../core/db/open-invoices';
import { ApiError, notFound } from '../../../core/lib/api-error';
import type { Clock } from '../../../core/lib/clock';
import { FieldError } from '../../../core/lib/field-error';
import { paiseToRupees } from '../../../core/lib/money';
import { isUuid } from '../../../core/lib/uuid';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';

/*
 * Disputes of one invoice (table `invoice_disputes`, at most one open per invoice). While one is open,
 * the send gate and every reminder path leave the invoice out (messaging/reminder-dues.ts); here they are
 * opened, listed and resolved. Every change tells the screens the customer changed.
 */

type Deps = { db: Database; clock: Clock; bus: RealtimeBus };

async function mustExist(db: Queryable, customerId: string): Promise<void> {
  const found = isUuid(customerId) ? rowsOf(await db.execute(sql`select 1 from customers where id = ${customerId}::uuid`)) : [];
  if (found.length === 0) throw notFound('Customer');
}

/** The customer's open invoice disputes and the open invoices that could still be disputed. */
export async function readInvoiceDisputes(db: Queryable, customerId: string): Promise<TInvoiceDisputes> {
  await mustExist(db, customerId);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ${openInvoicesCte(sql`and customer_id = ${customerId}::uuid`)}
      select i.id::text as invoice_id, i.invoice_number, i.due_date::text as due_date, coalesce(o.unpaid_paise, 0)::bigint as unpaid_paise,
        d.id::text as dispute_id, d.reason, d.source, d.opened_at
      from invoices i
      left join open_inv o on o.id = i.id
      left join invoice_disputes d on d.invoice_id = i.id and d.resolved_at is null
      where i.customer_id = ${customerId}::uuid and (d.id is not null or coalesce(o.unpaid_paise, 0) > 0)
      order by i.due_date, i.invoice_number
    `),
  );
  const disputes: TInvoiceDisputes = { open: [], disputable: [] };
  for (const row of rows) {
    const unpaid = paiseToRupees(Number(row.unpaid_paise));
    if (row.dispute_id == null) {
      disputes.disputable.push({ id: String(row.invoice_id), number: String(row.invoice_number), dueDate: String(row.due_date), unpaid });
    } else {
      disputes.open.push({
        id: String(row.dispute_id),
        invoiceId: String(row.invoice_id),
        invoiceNumber: String(row.invoice_number),
        unpaid,
        reason: String(row.reason),
        source: row.source as TInvoiceDisputeSource,
        openedAt: new Date(row.opened_at as string | Date).toISOString(),
      });
    }
  }
  return disputes;
}

export const alreadyDisputed = (number: string) =>
  new ApiError(409, 'already_disputed', `Invoice ${number} is already in dispute: it stays out of reminders until it is resolved`);

/**
 * Opens a dispute of one of the customer's open invoices (one with an unpaid part): 400 naming
 * `invoiceId` for any other, 409 when that invoice is already in dispute. Answers the invoice's number.
 */
export async function openInvoiceDispute(
  deps: Deps,
  input: { customerId: string; invoiceId: string; reason: string; source: TInvoiceDisputeSource },
): Promise<{ invoiceNumber: string }> {
  const { db, clock, bus } = deps;
  const { open, disputable } = await readInvoiceDisputes(db, input.customerId);
  const disputed = open.find((dispute) => dispute.invoiceId === input.invoiceId);
  if (disputed) throw alreadyDisputed(disputed.invoiceNumber);
  const invoice = disputable.find((candidate) => candidate.id === input.invoiceId);
  if (!invoice) throw new FieldError('invoiceId', 'Pick an open invoice of this customer');
  // The open-dispute index decides a race between two presses: the second one opens nothing.
  const inserted = rowsOf(
    await db.execute(sql`
      insert into invoice_disputes (invoice_id, customer_id, reason, source, opened_at)
      values (${invoice.id}::uuid, ${input.customerId}::uuid, ${input.reason}, ${input.source}, ${clock.now().toISOString()}::timestamptz)
      on conflict (invoice_id) where resolved_at is null do nothing
      returning id
    `),
  );
  if (inserted.length === 0) throw alreadyDisputed(invoice.number);
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [input.customerId] } });
  return { invoiceNumber: invoice.number };
}

/** Resolves an open dispute of the customer's: the invoice is reminded of again. 404 for none open. */
export async function resolveInvoiceDispute(
  deps: Deps,
  input: { customerId: string; disputeId: string; resolution: string },
): Promise<{ invoiceNumber: string }> {
  const { db, clock, bus } = deps;
  await mustExist(db, input.customerId);
  const resolved = isUuid(input.disputeId)
    ? rowsOf<{ invoice_number: string }>(
        await db.execute(sql`
          update invoice_disputes d set resolved_at = ${clock.now().toISOString()}::timestamptz, resolution = ${input.resolution}
          from invoices i
          where d.id = ${input.disputeId}::uuid and d.customer_id = ${input.customerId}::uuid and d.resolved_at is null and i.id = d.invoice_id
          returning i.invoice_number
        `),
      )
    : [];
  if (resolved.length === 0) throw notFound('Open invoice dispute');
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [input.customerId] } });
  return { invoiceNumber: resolved[0]!.invoice_number };
}

/**
 * The open invoice disputes of every customer (of `customerIds` when given), oldest due first: what the
 * Customers rows and the Payment Collection cards show as "Invoice disputed". Few rows, read fresh.
 */
export async function openInvoiceDisputes(db: Queryable, customerIds?: string[]): Promise<Map<string, TDisputedInvoice[]>> {
  if (customerIds && customerIds.length === 0) return new Map();
  const only = customerIds ? sql`and d.customer_id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  const rows = rowsOf<{ customer_id: string; invoice_number: string; reason: string }>(
    await db.execute(sql`
      select d.customer_id::text as customer_id, i.invoice_number, d.reason
      from invoice_disputes d join invoices i on i.id = d.invoice_id
      where d.resolved_at is null ${only}
      order by i.due_date, i.invoice_number
    `),
  );
  const byCustomer = new Map<string, TDisputedInvoice[]>();
  for (const row of rows) {
    const list = byCustomer.get(row.customer_id) ?? [];
    list.push({ number: row.invoice_number, reason: row.reason });
    byCustomer.set(row.customer_id, list);
  }
  return byCustomer;
}
