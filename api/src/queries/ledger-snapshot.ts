import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import { addDays } from '../lib/clock';
import { readFollowUpSettings, type FollowUpSettings } from '../payment-tracking/settings';
import { OPEN_INVOICES_CTE, type CustomerBalance } from './customer-balances';
import type { FollowUpCandidate } from './follow-up-candidates';

/** A customer's balance with everything the customer list, the dashboard and the follow-up tabs read. */
export interface LedgerRow extends CustomerBalance {
  /** Due date of the oldest invoice with an unpaid part that is past due. */
  oldestOverdueDueDate: string | null;
  /** Unpaid part of invoices due from today to the due-soon window's end. */
  dueSoonPaise: number;
  nextDueDate: string | null;
  /** Lower-cased name and email, and the phone's digits only: what the customer search matches. */
  searchText: string;
  phoneDigits: string;
}

/** Every customer's figures as of one business day, read in one statement (see docs/performance.md). */
export interface LedgerSnapshot {
  today: string;
  /** Customer-list order: overdue first, then by amount due, then by name. */
  rows: LedgerRow[];
  /** Sum of every payment, including those no customer matches. */
  totalCollectedPaise: number;
  settings: FollowUpSettings;
}

/** Digits only: "+91 98714 29927" → "919871429927". */
export function digitsOf(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

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
        min(due_date) filter (where unpaid_paise > 0 and due_date between ${today}::date and ${soonUntil}::date) as next_due
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
      ct.last_contact
    from customers c
    left join balances b on b.customer_id = c.id
    left join contacts ct on ct.customer_id = c.id
    order by (coalesce(b.overdue_paise, 0) > 0) desc, coalesce(b.due_paise, 0) desc, c.name asc, c.id asc
  `);
  const [collected] = rowsOf<{ paise: unknown }>(await db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise from payments`));
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
    };
  });
  return { today, rows, totalCollectedPaise: Number(collected?.paise ?? 0), settings };
}

/** The follow-up view of a snapshot: customers who owe something, by name (as `listFollowUpCandidates`). */
export function followUpCandidates(snapshot: LedgerSnapshot): FollowUpCandidate[] {
  return snapshot.rows
    .filter((row) => row.duePaise > 0)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      duePaise: row.duePaise,
      overduePaise: row.overduePaise,
      oldestOverdueDueDate: row.oldestOverdueDueDate,
      dueSoonPaise: row.dueSoonPaise,
      nextDueDate: row.nextDueDate,
      lastContact: row.lastContact,
    }));
}

/**
 * Whether a customer matches a search: a case-insensitive part of the name or email, or, when the
 * search holds digits, those digits within the phone number's digits, whatever spaces, dashes or
 * country code either is written with ("9871429927" finds "+91 98714 29927").
 */
export function matcher(query: string): (row: LedgerRow) => boolean {
  const text = query.trim().toLowerCase();
  if (!text) return () => true;
  const digits = digitsOf(text);
  const phoneLike = digits.length > 0 && /^[\d\s()+\-.]+$/.test(text);
  return (row) => row.searchText.includes(text) || (phoneLike && row.phoneDigits.includes(digits));
}
