import { sql } from 'drizzle-orm';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { rowsOf, type DatabaseHandle } from '../db/database';
import { DAY_MS, businessDate } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { paiseToRupees } from '../lib/money';
import { DUE_SOON_DAYS } from '../payment-tracking/follow-up-rules';
import { PENDING_ACTION_QUIET_DAYS, SUCCESS_RATE_WINDOW_DAYS } from './dashboard-metrics';
import { loadLedgerSnapshot, type LedgerSnapshot } from './ledger-snapshot';

/** The channel the version triggers notify on (migration 0004). */
export const DATA_CHANGED_CHANNEL = 'duesflow_data_changed';
/** Figures that depend on the time of day (windows of 7 and 30 days) are recomputed at least this often. */
export const TIME_BUCKET_MS = 60_000;

interface Versions {
  ledger: string;
  executions: string;
}

interface ExecutionCounts {
  running: number;
  succeeded: number;
  failed: number;
}

/**
 * The figures every screen reads, cached per version of the data behind them and invalidated on write
 * (docs/performance.md). Each write statement on customers, invoices, payments, contact attempts or the
 * follow-up settings takes the next number of `ledger_version_seq` (executions: `executions_version_seq`)
 * in a trigger. Before answering, a read compares those numbers with the ones its cached figures were
 * computed under — one tiny query, shared by every request that arrives while the previous comparison
 * is in flight — and recomputes only when they moved, once however many requests wait. A trigger's
 * number is taken before its transaction commits, so the trigger also notifies after the commit, and a
 * notification drops whatever was computed while the write was in flight.
 */
export interface ReadModel {
  /** Every customer's balance and follow-up figures as of `now`'s business day. */
  ledger(now: Date): Promise<LedgerSnapshot>;
  dashboardMetrics(now: Date): Promise<TDashboardMetrics>;
  /** A value derived from the ledger (e.g. the follow-up tabs), cached with it per minute. */
  derived<T>(name: string, now: Date, compute: (snapshot: LedgerSnapshot) => T): Promise<T>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Entry<T> {
  key: string;
  value: Promise<T>;
}

export function createReadModel(handle: DatabaseHandle, logger: Logger): ReadModel {
  const { db } = handle;
  /** Bumped by every change notification: results computed across one are not kept. */
  let epoch = 0;
  let ledgerEntry: Entry<LedgerSnapshot> | undefined;
  let countsEntry: Entry<ExecutionCounts> | undefined;
  const derivedEntries = new Map<string, Entry<unknown>>();
  let unlisten: (() => Promise<void>) | undefined;

  // One version query in flight at a time; requests arriving meanwhile share the next one, which starts
  // after they arrived, so a read never answers from numbers read before its own request began.
  let inFlight: Promise<Versions> | undefined;
  let queued: Promise<Versions> | undefined;
  const readVersions = async (): Promise<Versions> => {
    const [row] = rowsOf<{ ledger: unknown; executions: unknown }>(
      await db.execute(sql`select (select last_value from ledger_version_seq)::text as ledger,
        (select last_value from executions_version_seq)::text as executions`),
    );
    return { ledger: String(row?.ledger), executions: String(row?.executions) };
  };
  const versions = (): Promise<Versions> => {
    if (!inFlight) {
      inFlight = readVersions().finally(() => (inFlight = undefined));
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return versions();
      });
    return queued;
  };

  /** The cached value for `key`, or `compute()` once for every caller, kept unless a change arrived meanwhile. */
  function cached<T>(
    read: () => Entry<T> | undefined,
    key: string,
    store: (entry: Entry<T> | undefined) => void,
    compute: () => Promise<T>,
  ): Promise<T> {
    const current = read();
    if (current && current.key === key) return current.value;
    const startedIn = epoch;
    const entry: Entry<T> = { key, value: compute() };
    store(entry);
    const forget = () => {
      if (read() === entry) store(undefined);
    };
    entry.value.then(() => {
      if (epoch !== startedIn) forget();
    }, forget);
    return entry.value;
  }
  const cachedLedger = (ledgerVersion: string, today: string) =>
    cached(() => ledgerEntry, `${ledgerVersion}|${today}`, (entry) => (ledgerEntry = entry), () => loadLedgerSnapshot(db, today, DUE_SOON_DAYS));

  const model: ReadModel = {
    async ledger(now) {
      const today = businessDate(now);
      const { ledger } = await versions();
      return cachedLedger(ledger, today);
    },

    async derived(name, now, compute) {
      const snapshot = await model.ledger(now);
      const key = `${snapshot.today}|${Math.floor(now.getTime() / TIME_BUCKET_MS)}`;
      const current = derivedEntries.get(name);
      if (current && current.key === key && (current as Entry<unknown> & { snapshot?: LedgerSnapshot }).snapshot === snapshot) {
        return current.value as Promise<never>;
      }
      const entry = { key, snapshot, value: Promise.resolve().then(() => compute(snapshot)) };
      derivedEntries.set(name, entry);
      return entry.value;
    },

    async dashboardMetrics(now) {
      const today = businessDate(now);
      const bucket = Math.floor(now.getTime() / TIME_BUCKET_MS);
      const current = await versions();
      const [snapshot, counts] = await Promise.all([
        cachedLedger(current.ledger, today),
        cached(() => countsEntry, `${current.executions}|${bucket}`, (entry) => (countsEntry = entry), () => executionCounts(now)),
      ]);
      const quietSince = now.getTime() - PENDING_ACTION_QUIET_DAYS * DAY_MS;
      let pendingActions = 0;
      for (const row of snapshot.rows) {
        if (row.overduePaise > 0 && !(row.lastContact && row.lastContact.getTime() >= quietSince)) pendingActions += 1;
      }
      const finished = counts.succeeded + counts.failed;
      return {
        totalCollections: paiseToRupees(snapshot.totalCollectedPaise),
        activeWorkflows: counts.running,
        successRate: finished === 0 ? 0 : Math.round((10000 * counts.succeeded) / finished),
        pendingActions,
      };
    },

    async start() {
      unlisten = await handle.listen(DATA_CHANGED_CHANNEL, (sequence) => {
        epoch += 1;
        if (sequence === 'executions_version_seq') countsEntry = undefined;
        else {
          ledgerEntry = undefined;
          derivedEntries.clear();
        }
      });
    },

    async stop() {
      await unlisten?.().catch((error) => logger.warn('could not stop listening for data changes', String(error)));
      unlisten = undefined;
    },
  };

  async function executionCounts(now: Date): Promise<ExecutionCounts> {
    const windowStart = new Date(now.getTime() - SUCCESS_RATE_WINDOW_DAYS * DAY_MS).toISOString();
    const [row] = rowsOf(
      await db.execute(sql`
        select count(*) filter (where status = 'running')::int as running,
          count(*) filter (where status = 'success' and finished_at >= ${windowStart}::timestamptz)::int as succeeded,
          count(*) filter (where status = 'failed' and finished_at >= ${windowStart}::timestamptz)::int as failed
        from workflow_executions
        where status = 'running' or finished_at >= ${windowStart}::timestamptz`),
    );
    return { running: Number(row?.running ?? 0), succeeded: Number(row?.succeeded ?? 0), failed: Number(row?.failed ?? 0) };
  }

  return model;
}
