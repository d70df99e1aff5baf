import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';
import { isUuid } from '../../core/lib/uuid';
import { openInvoicesCte } from '../../core/db/open-invoices';

/** One customer with what they owe, derived from invoices, payments and contact attempts. */
export interface CustomerBalance {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  source: string;
  language: string;
  /** Unpaid part of all issued invoices. */
  duePaise: number;
  /** Unpaid part of invoices whose due date is before today. */
  overduePaise: number;
  /** Due date of the oldest invoice with an unpaid part. */
  oldestUnpaidDueDate: string | null;
  invoiceCount: number;
  lastContact: Date | null;
}

export type TCustomerStatus = 'overdue' | 'pending' | 'paid' | 'active';

/**
 * overdue: something is unpaid past its due date; pending: something is unpaid but not yet due;
 * paid: invoiced and fully paid; active: never invoiced.
 */
export function customerStatus(balance: Pick<CustomerBalance, 'duePaise' | 'overduePaise' | 'invoiceCount'>): TCustomerStatus {
  if (balance.overduePaise > 0) return 'overdue';
  if (balance.duePaise > 0) return 'pending';
  return balance.invoiceCount > 0 ? 'paid' : 'active';
}

/** `open_inv`: every issued invoice with its unpaid part (core/db/open-invoices.ts). */
export { openInvoicesCte };

/** `open_inv` over every customer (see openInvoicesCte). */
export const OPEN_INVOICES_CTE = openInvoicesCte();

/** The balance of every customer (or those matching `where`) in one statement. */
function balancesQuery(today: string, where: SQL | undefined): SQL {
  return sql`
    with ${OPEN_INVOICES_CTE}, balances as (
      select customer_id, count(*) as invoice_count, sum(unpaid_paise) as due_paise,
        coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise,
        min(due_date) filter (where unpaid_paise > 0) as oldest_unpaid_due
      from open_inv group by customer_id
    ), contacts as (
      select customer_id, max(created_at) as last_contact from contact_attempts group by customer_id
    )
    select c.id, c.name, c.email, c.phone, c.address, c.source, c.language,
      coalesce(b.due_paise, 0)::bigint as due_paise,
      coalesce(b.overdue_paise, 0)::bigint as overdue_paise,
      b.oldest_unpaid_due::text as oldest_unpaid_due,
      coalesce(b.invoice_count, 0)::int as invoice_count,
      ct.last_contact
    from customers c
    left join balances b on b.customer_id = c.id
    left join contacts ct on ct.customer_id = c.id
    ${where ? sql`where ${where}` : sql``}
    order by (coalesce(b.overdue_paise, 0) > 0) desc, coalesce(b.due_paise, 0) desc, c.name asc, c.id asc
  `;
}

/** A customer row's own columns (id to language), as a raw SQL row holds them. */
export function customerColumns(
  row: Record<string, unknown>,
): Pick<CustomerBalance, 'id' | 'name' | 'email' | 'phone' | 'address' | 'source' | 'language'> {
  return {
    id: String(row.id),
    name: String(row.name),
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    source: String(row.source),
    language: String(row.language),
  };
}

/** A timestamp column that arrives as a Date from one driver and as text from another. */
export function timestampOrNull(value: unknown): Date | null {
  return value == null ? null : value instanceof Date ? value : new Date(String(value));
}

function toBalance(row: Record<string, unknown>): CustomerBalance {
  return {
    ...customerColumns(row),
    duePaise: Number(row.due_paise),
    overduePaise: Number(row.overdue_paise),
    oldestUnpaidDueDate: (row.oldest_unpaid_due as string | null) ?? null,
    invoiceCount: Number(row.invoice_count),
    lastContact: timestampOrNull(row.last_contact),
  };
}

export interface BalanceFilter {
  /** Only customers with an overdue balance. */
  overdueOnly?: boolean;
  customerId?: string;
}

export async function listCustomerBalances(db: Queryable, today: string, filter: BalanceFilter = {}): Promise<CustomerBalance[]> {
  const conditions: SQL[] = [];
  if (filter.overdueOnly) conditions.push(sql`coalesce(b.overdue_paise, 0) > 0`);
  if (filter.customerId) conditions.push(sql`c.id = ${filter.customerId}::uuid`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  const result = await db.execute(balancesQuery(today, where));
  return rowsOf(result).map(toBalance);
}

export async function findCustomerBalance(db: Queryable, today: string, customerId: string): Promise<CustomerBalance | null> {
  if (!isUuid(customerId)) return null;
  const [balance] = await listCustomerBalances(db, today, { customerId });
  return balance ?? null;
}
