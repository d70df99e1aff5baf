import type { TWorklist, TWorklistItem } from '@duesflow/shared-contracts/worklist';
import type { AppDeps } from '../../core/app-deps';
import { businessDate } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import type { LedgerRow } from '../collections';
import { brokenPromises } from '../customers';
import { contactHolds } from '../messaging';
import { customerIdsOwnedBy } from '../portfolios';
import { recommendChannel } from './channel';
import { factsOf, type CustomerFacts } from './facts';
import { scoreOf } from './score';

const DAY_MS = 86_400_000;

/** Whole days from a YYYY-MM-DD due date to today (IST dates, so no time of day enters). */
const daysPast = (dueDate: string | null, today: string) =>
  dueDate ? Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS)) : 0;

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Whether a customer is on today's list: something overdue, a promise due today, a broken promise with
 * nothing newer, or a call-back whose time has come.
 */
function isItem(row: LedgerRow, facts: CustomerFacts, broken: boolean, today: string, now: Date): boolean {
  const callBackDue = facts.lastOutcome?.outcome === 'call_back' && !!facts.lastOutcome.callBackAt && facts.lastOutcome.callBackAt <= now;
  return row.overduePaise > 0 || facts.openPromiseDate === today || broken || callBackDue;
}

/**
 * One collector's worklist for today (docs/worklist.md): their portfolio's customers read from the ledger
 * read model (no query per customer), the facts the score needs in one statement each, ranked by score.
 */
export async function worklistOf(
  deps: Pick<AppDeps, 'db' | 'reads' | 'clock'>,
  collector: { id: string; name: string },
  limit: number,
): Promise<TWorklist> {
  const now = deps.clock.now();
  const today = businessDate(now);
  const owned = await customerIdsOwnedBy(deps.db, collector.id);
  const snapshot = await deps.reads.ledger(now);
  // The portfolio's rows by id (no pass over every customer); the items are ranked below, so their order here does not matter.
  const rows = snapshot.byId ? [...owned].flatMap((id) => snapshot.byId!.get(id) ?? []) : snapshot.rows.filter((row) => owned.has(row.id));
  const ids = rows.map((row) => row.id);
  const [facts, broken, holds] = [
    await factsOf(deps.db, ids, now),
    await brokenPromises(deps.db, ids),
    await contactHolds(deps.db, ids, today),
  ];
  const items: TWorklistItem[] = [];
  for (const row of rows) {
    const fact = facts.get(row.id)!;
    const brokenPromise = broken.has(row.id);
    if (!isItem(row, fact, brokenPromise, today, now)) continue;
    const daysOverdue = daysPast(row.oldestOverdueDueDate, today);
    const { score, parts } = scoreOf({
      now,
      today,
      overduePaise: row.overduePaise,
      daysOverdue,
      brokenRecently: fact.brokenRecently,
      openPromiseDate: fact.openPromiseDate,
      lastContactAt: latest(row.lastContact, fact.lastOutcome?.at ?? null),
      lastOutcome: fact.lastOutcome,
      paidRecentlyPaise: fact.paidRecentlyPaise,
      lastPaymentAt: fact.lastPaymentAt,
    });
    const hold = holds.get(row.id) ?? null;
    const promiseDueToday = fact.openPromiseDate === today;
    const recommended = recommendChannel({
      phone: row.phone,
      email: row.email,
      overduePaise: row.overduePaise,
      daysOverdue,
      hold,
      brokenPromise,
      promiseDueToday,
      lastOutcome: fact.lastOutcome?.outcome ?? null,
    });
    items.push({
      customerId: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      overdue: paiseToRupees(row.overduePaise),
      due: paiseToRupees(row.duePaise),
      daysOverdue,
      score,
      parts,
      ...recommended,
      hold,
      lastOutcome: fact.lastOutcome
        ? {
            outcome: fact.lastOutcome.outcome,
            at: fact.lastOutcome.at.toISOString(),
            callBackAt: fact.lastOutcome.callBackAt?.toISOString() ?? null,
          }
        : null,
      brokenPromise,
      promiseDueToday,
      doneToday: !!fact.lastOutcome && businessDate(fact.lastOutcome.at) === today,
    });
  }
  // Highest score first; ties by the larger amount overdue, then by name, so the order is stable.
  items.sort(
    (a, b) => b.score - a.score || b.overdue - a.overdue || a.name.localeCompare(b.name) || a.customerId.localeCompare(b.customerId),
  );
  const done = items.filter((item) => item.doneToday).length;
  return { collector, date: today, portfolio: owned.size, done, left: items.length - done, items: items.slice(0, limit) };
}
