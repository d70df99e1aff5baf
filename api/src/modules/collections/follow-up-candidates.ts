import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';
import { addDays } from '../../core/lib/clock';
import { customerStates, reminderInvoicesCte, stateRefusal, type Refusal } from '../messaging';

/**
 * A customer reminders may ask something of, with what the follow-up rules look at (see
 * docs/payment-collection.md). Invoices in dispute are left out of every figure (messaging/reminder-dues.ts):
 * a customer whose only unpaid invoices are disputed is no candidate.
 */
export interface FollowUpCandidate {
  id: string;
  name: string;
  phone: string | null;
  /** Unpaid part of every issued invoice not in dispute. */
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

/** Every customer with something unpaid and not in dispute, in one statement. */
export async function listFollowUpCandidates(db: Queryable, today: string, dueSoonDays: number): Promise<FollowUpCandidate[]> {
  const soonUntil = addDays(today, dueSoonDays);
  const result = await db.execute(sql`
    with ${reminderInvoicesCte()}, owed as (
      select customer_id,
        sum(unpaid_paise) as due_paise,
        coalesce(sum(unpaid_paise) filter (where due_date < ${today}::date), 0) as overdue_paise,
        min(due_date) filter (where unpaid_paise > 0 and due_date < ${today}::date) as oldest_overdue,
        coalesce(sum(unpaid_paise) filter (where due_date between ${today}::date and ${soonUntil}::date), 0) as soon_paise,
        min(due_date) filter (where unpaid_paise > 0 and due_date between ${today}::date and ${soonUntil}::date) as next_due
      from remind_inv group by customer_id
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

/**
 * Why customers who are no candidate (any more) are not contacted, in the gate's words: a hold of theirs,
 * every unpaid invoice in dispute, or nothing due.
 */
export async function noCandidateRefusals(db: Queryable, customerIds: string[], today: string): Promise<Map<string, Refusal>> {
  const states = await customerStates(db, customerIds);
  return new Map(customerIds.map((id) => [id, stateRefusal(states.get(id), today) ?? { reason: 'nothing_due' as const }]));
}
