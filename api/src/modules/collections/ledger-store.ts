import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';
import { addDays } from '../../core/lib/clock';
import { runInSlices, type Steps } from '../../core/lib/slices';
import type { LedgerRow } from './ledger-snapshot';
import { customerColumns, digitsOf, timestampOrNull } from '../customers';

/**
 * One customer's maintained balance (table `customer_ledger`, kept by triggers, migration 0007): what
 * does not depend on the date. The date-dependent figures are derived from it by `ledgerRowOf`.
 */
export interface LedgerBase {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  source: string;
  language: string;
  invoiceCount: number;
  duePaise: number;
  /** Open invoices (those with an unpaid part), oldest first, and their unpaid parts. */
  openDueDates: string[];
  openUnpaidPaise: number[];
  lastContact: Date | null;
}

/** What changed since `since` (a transaction horizon), or everything without it. */
export interface LedgerChanges {
  /** Read before the rows: every transaction from here on was not finished when they were read. */
  horizon: string;
  bases: LedgerBase[];
  totalCollectedPaise: number;
}

/** Distinct values kept by `shared`: beyond this many, a value is kept as it arrived. */
const MAX_SHARED = 10_000;
const sharedValues = new Map<string, string>();

/**
 * One copy of a value that most customers repeat (a source, a language, a due date): each row of the
 * database's answer is a new string, and at 1,000,000 customers their copies alone were over 100 MB.
 */
function shared(value: string): string {
  const kept = sharedValues.get(value);
  if (kept !== undefined) return kept;
  if (sharedValues.size < MAX_SHARED) sharedValues.set(value, value);
  return value;
}

/** Postgres arrays arrive parsed from node-postgres and as text from some paths: accept both. */
export function arrayOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value ?? '{}');
  const inner = text.slice(1, -1);
  return inner ? inner.split(',') : [];
}

function toBase(row: Record<string, unknown>): LedgerBase {
  const columns = customerColumns(row);
  return {
    ...columns,
    source: shared(columns.source),
    language: shared(columns.language),
    invoiceCount: Number(row.invoice_count),
    duePaise: Number(row.due_paise),
    openDueDates: arrayOf(row.open_due_dates).map(shared),
    openUnpaidPaise: arrayOf(row.open_unpaid_paise).map(Number),
    lastContact: timestampOrNull(row.last_contact_at),
  };
}

/** Rows of a whole ledger fetched per statement: what one answer holds in memory at once (docs/performance.md). */
export const LOAD_BATCH_ROWS = 5_000;

const LEDGER_COLUMNS = sql`c.id, c.name, c.email, c.phone, c.address, c.source, c.language,
  l.invoice_count, l.due_paise, l.open_due_dates::text[] as open_due_dates,
  l.open_unpaid_paise::text[] as open_unpaid_paise, l.last_contact_at`;

/**
 * The maintained rows written by transactions not finished at `since` (all rows without it). The
 * horizon is read first, so a transaction that commits after the rows were read is at or above it
 * and is fetched next time; rows fetched twice are harmless.
 *
 * A whole ledger (a start, a reload) is fetched `batchRows` at a time in the order of the customer ids
 * and made into bases batch by batch, so no more than one batch of the database's answer is held at
 * once: at 1,000,000 customers one answer of every row raised the process's peak memory by about 400 MB
 * (api/bench/ledger-load.ts). A batch sees the commits made before it; each of them is at or
 * above the horizon, so fetched again next time.
 */
export async function loadLedgerChanges(db: Queryable, since: string | undefined, batchRows = LOAD_BATCH_ROWS): Promise<LedgerChanges> {
  const [head] = rowsOf<{ horizon: unknown; collected: unknown }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      coalesce((select collected_paise from ledger_totals where id = 1), 0)::bigint as collected`),
  );
  const changes = { horizon: String(head!.horizon), totalCollectedPaise: Number(head!.collected) };
  if (since !== undefined) {
    const result = await db.execute(sql`
      select ${LEDGER_COLUMNS}
      from customer_ledger l join customers c on c.id = l.customer_id
      where l.changed_xid >= ${since}::xid8`);
    return { ...changes, bases: await runInSlices(baseSteps(rowsOf(result))).done };
  }
  const bases: LedgerBase[] = [];
  let after: string | undefined;
  for (;;) {
    const result = await db.execute(sql`
      select ${LEDGER_COLUMNS}
      from customer_ledger l join customers c on c.id = l.customer_id
      ${after === undefined ? sql`` : sql`where l.customer_id > ${after}::uuid and c.id > ${after}::uuid`}
      order by l.customer_id
      limit ${batchRows}`);
    // The bound on both sides lets each batch start both tables' scans at the last id: on one side only,
    // PostgreSQL's merge join read the customers from the first id every time.
    const rows = rowsOf(result);
    // Made into bases at once, not in slices: a batch is small enough (a few milliseconds), and its rows
    // of the database's answer then die young instead of being carried into the old generation, which
    // V8 then grows to about twice the ledger's size (docs/performance.md).
    for (const row of rows) bases.push(toBase(row));
    if (rows.length < batchRows) return { ...changes, bases };
    after = bases[bases.length - 1]!.id;
  }
}

/**
 * Whether the `customer_ledger` row `l` is overdue on `today`, as `ledgerRowOf` decides it (an open
 * invoice due before today; open invoices are kept oldest first): the list's first sort key.
 */
export function overdueOn(today: string): SQL {
  return sql`coalesce(l.open_due_dates[1] < ${today}::date, false)`;
}

/**
 * What a search looks for, as `matcher` (customers) takes it: a part of the lower-cased name or email,
 * or, when it is written like a phone number, digits within the phone's digits.
 */
export interface LedgerSearch {
  /** Trimmed and lower-cased. */
  text: string;
  digits: string | null;
}

/**
 * One page of the list straight from the database, in the list's order as of `today` (`compareLedgerRows`:
 * overdue first, then by amount due, name in the C collation, id), and how many customers there are
 * (that a `search` finds, when given). For the first requests after a start, while the whole ledger is
 * still being loaded: the database sorts it, no row but the page's is fetched.
 *
 * A search is compared as `matcher` compares it: `strpos` of the text in the lower-cased name, a newline
 * and the lower-cased email, or of the digits in the phone's digits. The caller passes only text that
 * `lower()` folds as JavaScript's `toLowerCase` does (ASCII): the database's own locale decides the rest.
 */
export async function loadLedgerPage(
  db: Queryable,
  today: string,
  soonUntil: string,
  start: number,
  count: number,
  search?: LedgerSearch,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = search
    ? sql`where strpos(lower(c.name) || E'\n' || lower(coalesce(c.email, '')), ${search.text}) > 0
        or (${search.digits}::text is not null and strpos(regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'), ${search.digits}::text) > 0)`
    : sql``;
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select c.id, c.name, c.email, c.phone, c.address, c.source, c.language,
        l.invoice_count, l.due_paise, l.open_due_dates::text[] as open_due_dates,
        l.open_unpaid_paise::text[] as open_unpaid_paise, l.last_contact_at
      from customer_ledger l join customers c on c.id = l.customer_id
      ${where}
      order by ${overdueOn(today)} desc, l.due_paise desc, c.name collate "C", c.id
      limit ${count} offset ${start}`),
    db.execute(sql`select count(*)::int as total from customer_ledger l join customers c on c.id = l.customer_id ${where}`),
  ]);
  const rows = rowsOf(page).map((row) => ledgerRowOf(toBase(row), today, soonUntil));
  return { rows, total: Number(rowsOf<{ total: unknown }>(counted)[0]?.total ?? 0) };
}

function* baseSteps(rows: Record<string, unknown>[]): Steps<LedgerBase[]> {
  const bases: LedgerBase[] = [];
  for (const row of rows) {
    bases.push(toBase(row));
    yield;
  }
  return bases;
}

/** A maintained row as of `today`: what is overdue and what falls due within `dueSoonDays`. */
export function ledgerRowOf(base: LedgerBase, today: string, soonUntil: string): LedgerRow {
  let overduePaise = 0;
  let dueSoonPaise = 0;
  let oldestOverdueDueDate: string | null = null;
  let nextDueDate: string | null = null;
  const dates = base.openDueDates;
  for (let index = 0; index < dates.length; index += 1) {
    const due = dates[index]!;
    const unpaid = base.openUnpaidPaise[index]!;
    if (due < today) {
      overduePaise += unpaid;
      oldestOverdueDueDate ??= due;
    } else if (due <= soonUntil) {
      dueSoonPaise += unpaid;
      nextDueDate ??= due;
    }
  }
  return {
    id: base.id,
    name: base.name,
    email: base.email,
    phone: base.phone,
    address: base.address,
    source: base.source,
    language: base.language,
    duePaise: base.duePaise,
    overduePaise,
    oldestUnpaidDueDate: dates[0] ?? null,
    oldestOverdueDueDate,
    dueSoonPaise,
    nextDueDate,
    invoiceCount: base.invoiceCount,
    lastContact: base.lastContact,
    // Lower-cased after joining: one flat string, not a joined pair of two lower-cased copies.
    searchText: `${base.name}\n${base.email ?? ''}`.toLowerCase(),
    phoneDigits: digitsOf(base.phone),
    openDueDates: base.openDueDates,
    openUnpaidPaise: base.openUnpaidPaise,
  };
}

export function soonUntilOf(today: string, dueSoonDays: number): string {
  return addDays(today, dueSoonDays);
}

/** Customer-list order: overdue first, then by amount due, then by name (C collation), then id. */
export function compareLedgerRows(a: LedgerRow, b: LedgerRow): number {
  const overdue = Number(b.overduePaise > 0) - Number(a.overduePaise > 0);
  if (overdue !== 0) return overdue;
  if (a.duePaise !== b.duePaise) return b.duePaise - a.duePaise;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Amounts beyond this (₹10 lakh crore) rank as this: the rank stays exact and never contradicts the order. */
const RANKED_PAISE = 1e15;

/**
 * A number per row that never contradicts `compareLedgerRows`: overdue rows first (0 minus the amount due),
 * then the rest (2e15 minus it); rows with the same rank are told apart by the comparison itself. The search
 * index selects a page by it without reading the rows.
 */
export function ledgerRank(row: LedgerRow): number {
  const due = Math.min(RANKED_PAISE, Math.max(-RANKED_PAISE, row.duePaise));
  return (row.overduePaise > 0 ? 0 : 2 * RANKED_PAISE) - due;
}

/** Where `row` is or would go in `rows` (sorted by `compareLedgerRows`). */
export function ledgerIndexOf(rows: readonly LedgerRow[], row: LedgerRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLedgerRows(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
