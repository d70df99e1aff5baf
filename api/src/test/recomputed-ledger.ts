import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../core/db/database';
import { addDays } from '../core/lib/clock';
import { readFollowUpSettings } from '../modules/collections/settings';
import { OPEN_INVOICES_CTE } from '../modules/customers/customer-balances';
import type { LedgerRow, LedgerSnapshot } from '../modules/collections/ledger-snapshot';
import { digitsOf } from '../modules/customers/customer-search';
import { arrayOf } from '../modules/collections/ledger-store';

/**
 * The ledger recomputed from the raw invoices, payments and contacts in one statement: the oracle the
 * read model's maintained figures are checked against (read-model.test.ts). Not used to answer requests.
 */
export async function loadLedgerSnapshot(db: Queryable, today: string, dueSoonDays: number): Promise<LedgerSnapshot> {
  const soonUntil = addDays(today, dueSoonDays);
  const settings = await readFollowUpSettings(db);
  const result = await db.execute(sql`
    with ${OPEN_INVOICES_CTE}, balances as (
      select customer_id, count(*) as invoice_count, sum(unpaid_paise) as due_paise,
        coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise,
        min(due_date) filter (where unpaid_paise > 0) as oldest_unpaid_due,
        min(due_date) filter (where unpaid_paise > 0 and due_date < ${today}::date) as oldest_overdue,
        coalesce(sum(unpaid_paise) filter (where due_date between ${today}::date and ${soonUntil}::date), 0) as soon_paise,
        min(due_date) filter (where unpaid_paise > 0 and due_date between ${today}::date and ${soonUntil}::date) as next_due,
        array_agg(due_date::text order by due_date, invoice_number) filter (where unpaid_paise > 0) as open_due_dates,
        array_agg(unpaid_paise::text order by due_date, invoice_number) filter (where unpaid_paise > 0) as open_unpaid_paise
      from open_inv group by customer_id
    ), contacts as (
      select customer_id, max(created_at) as last_contact from contact_attempts group by customer_id
    )
    select c.id, c.name, c.email, c.phone, c.address, c.source, c.language,
      coalesce(b.due_paise, 0)::bigint as due_paise,
      coalesce(b.overdue_paise, 0)::bigint as overdue_paise,
      b.oldest_unpaid_due::text as oldest_unpaid_due,
      b.oldest_overdue::text as oldest_overdue,
      coalesce(b.soon_paise, 0)::bigint as soon_paise,
      b.next_due::text as next_due,
      coalesce(b.invoice_count, 0)::int as invoice_count,
      coalesce(b.open_due_dates, '{}') as open_due_dates,
      coalesce(b.open_unpaid_paise, '{}') as open_unpaid_paise,
      ct.last_contact
    from customers c
    left join balances b on b.customer_id = c.id
    left join contacts ct on ct.customer_id = c.id
    order by (coalesce(b.overdue_paise, 0) > 0) desc, coalesce(b.due_paise, 0) desc, c.name asc, c.id asc
  `);
  const [collected] = rowsOf<{ paise: unknown }>(
    await db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise from payments`),
  );
  const rows = rowsOf(result).map((row): LedgerRow => {
    const lastContact = row.last_contact;
    const email = (row.email as string | null) ?? null;
    const phone = (row.phone as string | null) ?? null;
    const name = String(row.name);
    return {
      id: String(row.id),
      name,
      email,
      phone,
      address: (row.address as string | null) ?? null,
      source: String(row.source),
      language: String(row.language),
      duePaise: Number(row.due_paise),
      overduePaise: Number(row.overdue_paise),
      oldestUnpaidDueDate: (row.oldest_unpaid_due as string | null) ?? null,
      oldestOverdueDueDate: (row.oldest_overdue as string | null) ?? null,
      dueSoonPaise: Number(row.soon_paise),
      nextDueDate: (row.next_due as string | null) ?? null,
      invoiceCount: Number(row.invoice_count),
      lastContact: lastContact == null ? null : lastContact instanceof Date ? lastContact : new Date(String(lastContact)),
      searchText: `${name.toLowerCase()}\n${(email ?? '').toLowerCase()}`,
      phoneDigits: digitsOf(phone),
      openDueDates: arrayOf(row.open_due_dates),
      openUnpaidPaise: arrayOf(row.open_unpaid_paise).map(Number),
    };
  });
  return { today, rows, totalCollectedPaise: Number(collected?.paise ?? 0), settings };
}
