import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';
import { addDays } from '../../core/lib/clock';
import { OPEN_INVOICES_CTE } from '../customers';

/** A customer who owes something, with what the follow-up rules look at (see docs/payment-collection.md). */
export interface FollowUpCandidate {
  id: string;
  name: string;
  phone: string | null;
  /** Unpaid part of every issued invoice. */
  duePaise: number;
  /** Unpaid part of invoices due before today. */
  overduePaise: number;
  /** Due date of the oldest invoice with an unpaid part that is past due. */
  oldestOverdueDueDate: string | null;
  /** Unpaid part of invoices due from today to `dueSoonDays` ahead. */
  dueSoonPaise: number;
  /** The nearest due date in that window. */
  nextDueDate: string | null;
  lastContact: Date | null;
}

/** Every customer with something unpaid, in one statement. */
export async function listFollowUpCandidates(db: Queryable, today: string, dueSoonDays: number): Promise<FollowUpCandidate[]> {
  const soonUntil = addDays(today, dueSoonDays);
  const result = await db.execute(sql`
    with ${OPEN_INVOICES_CTE}, owed as (
      select customer_id,
        sum(unpaid_paise) as due_paise,
        coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise,
        min(due_date) filter (where unpaid_paise > 0 and due_date < ${today}::date) as oldest_overdue,
        coalesce(sum(unpaid_paise) filter (where due_date between ${today}::date and ${soonUntil}::date), 0) as soon_paise,
        min(due_date) filter (where unpaid_paise > 0 and due_date between ${today}::date and ${soonUntil}::date) as next_due
      from open_inv group by customer_id
      having sum(unpaid_paise) > 0
    ), contacts as (
      select customer_id, max(created_at) as last_contact from contact_attempts group by customer_id
    )
    select c.id, c.name, c.phone,
      o.due_paise::bigint as due_paise, o.overdue_paise::bigint as overdue_paise,
      o.oldest_overdue::text as oldest_overdue, o.soon_paise::bigint as soon_paise, o.next_due::text as next_due,
      ct.last_contact
    from owed o
    join customers c on c.id = o.customer_id
    left join contacts ct on ct.customer_id = c.id
    order by c.name, c.id
  `);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    name: String(row.name),
    phone: (row.phone as string | null) ?? null,
    duePaise: Number(row.due_paise),
    overduePaise: Number(row.overdue_paise),
    oldestOverdueDueDate: (row.oldest_overdue as string | null) ?? null,
    dueSoonPaise: Number(row.soon_paise),
    nextDueDate: (row.next_due as string | null) ?? null,
    lastContact: row.last_contact == null ? null : new Date(row.last_contact as string | Date),
  }));
}
