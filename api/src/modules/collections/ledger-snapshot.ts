import type { FollowUpSettings } from './settings';
import type { CustomerBalance, CustomerSearchIndex, SearchKeys } from '../customers';
import type { FollowUpCandidate } from './follow-up-candidates';
import { runToEnd, sortSteps, type Steps } from '../../core/lib/slices';

/** A customer's balance with everything the customer list, the dashboard and the follow-up tabs read. */
export interface LedgerRow extends CustomerBalance, SearchKeys {
  /** Due date of the oldest invoice with an unpaid part that is past due. */
  oldestOverdueDueDate: string | null;
  /** Unpaid part of invoices due from today to the due-soon window's end. */
  dueSoonPaise: number;
  nextDueDate: string | null;
  /**
   * The open invoices' due dates, oldest first, and their unpaid parts, as in the maintained ledger (`LedgerBase`):
   * the row is its own base, so a new day makes the rows again from the rows (no second object per customer).
   */
  openDueDates: string[];
  openUnpaidPaise: number[];
}

/** Every customer's figures as of one business day, as the read model keeps them (ledger-store.ts, docs/performance.md). */
export interface LedgerSnapshot {
  today: string;
  /** Customer-list order: overdue first, then by amount due, then by name. */
  rows: LedgerRow[];
  /** Sum of every payment, including those no customer matches. */
  totalCollectedPaise: number;
  settings: FollowUpSettings;
  /**
   * The customer search over these rows (kept by the read model in step with the ledger; a search may
   * see rows of a newer version than `rows`). Absent from snapshots recomputed outside the read model.
   */
  search?: CustomerSearchIndex<LedgerRow>;
  /** Each row by customer id, kept by the read model like `search` (a lookup may see a newer version of a row). */
  byId?: ReadonlyMap<string, LedgerRow>;
}

/** Follow-up order: by name (C collation), then id. */
const byNameThenId = (a: LedgerRow, b: LedgerRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The follow-up view of a snapshot: customers who owe something, by name (as `listFollowUpCandidates`), in steps. */
export function* followUpCandidateSteps(snapshot: LedgerSnapshot): Steps<FollowUpCandidate[]> {
  const owing: LedgerRow[] = [];
  for (const row of snapshot.rows) {
    if (row.duePaise > 0) owing.push(row);
    yield;
  }
  yield* sortSteps(owing, byNameThenId);
  // A row is a candidate as it is (it has every field the rules read): no copy per customer who owes.
  return owing;
}

/** The follow-up view of a snapshot at once. */
export function followUpCandidates(snapshot: LedgerSnapshot): FollowUpCandidate[] {
  return runToEnd(followUpCandidateSteps(snapshot));
}
