import { sql } from 'drizzle-orm';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { rowsOf, type DatabaseHandle } from '../../core/db/database';
import { DAY_MS, businessDate } from '../../core/lib/clock';
import type { Logger } from '../../core/lib/logger';
import { paiseToRupees } from '../../core/lib/money';
import { DUE_SOON_DAYS } from './follow-up-rules';
import { contactTimesSteps, type ContactTimes } from './follow-up-book';
import { CustomerSearchIndex, phoneSearchOf } from '../customers';
import { readFollowUpSettings, type FollowUpSettings } from './settings';
import { PENDING_ACTION_QUIET_DAYS, SUCCESS_RATE_WINDOW_DAYS } from './dashboard-metrics';
import type { LedgerRow, LedgerSnapshot } from './ledger-snapshot';
import { runInSlices, sortSteps, type SliceOptions, type Steps } from '../../core/lib/slices';
import { RefreshedValue } from './refreshed-value';
import {
  compareLedgerRows,
  ledgerRank,
  ledgerIndexOf,
  ledgerRowOf,
  loadLedgerChanges,
  loadLedgerPage,
  overdueOn,
  soonUntilOf,
  type LedgerBase,
} from './ledger-store';

/** The channel the version triggers notify on (migration 0004). */
export const DATA_CHANGED_CHANNEL = 'duesflow_data_changed';
/** The payload of a notification about messages, provider attempts or payment links (migration 0033): analytics only. */
const ANALYTICS_CHANGED = 'analytics_version_seq';
/** The payload of a notification about what the Customers rows show beside the ledger (migration 0034): the ledger does not depend on it. */
const ROW_NOTES_CHANGED = 'row_notes_version_seq';
/** Figures that depend on the time of day (windows of 7 and 30 days) are recomputed at least this often. */
export const TIME_BUCKET_MS = 60_000;
/**
 * A process that heard nothing checks the versions at least this often anyway: the bound on staleness
 * should a notification be lost (a LISTEN connection being replaced).
 */
export const RECHECK_MS = 5_000;
/** More changed rows than this at once: sort the whole list again rather than move each row. */
const RESORT_ABOVE = 2_000;
/** Rows shifted by a move that count as one unit of work (core/lib/slices.ts). */
const MOVES_PER_UNIT = 256;
/** Search grams indexed that count as one unit of work. */
const GRAMS_PER_UNIT = 16;

interface Versions {
  ledger: string;
  executions: string;
  reload: string;
}

interface ExecutionCounts {
  running: number;
  succeeded: number;
  failed: number;
}

/**
 * The figures every screen reads, kept in this process and brought up to date from the maintained
 * ledger (docs/performance.md). Triggers keep `customer_ledger` (one row per customer, nothing in it
 * depends on the date) and `ledger_totals`, and notify `duesflow_data_changed` after each commit. A read
 * answers from memory without asking the database as long as nothing was heard since the last check;
 * after a notification, a write committed by this process, or `RECHECK_MS` of silence, the next read
 * compares the version sequences (one tiny query shared by every waiting request) and, when they moved,
 * fetches only the ledger rows written since its last fetch. Overdue and due-soon amounts are derived
 * from each row's open invoices for the business day of the read.
 */
export interface ReadModel {
  /** Every customer's balance and follow-up figures as of `now`'s business day. */
  ledger(now: Date): Promise<LedgerSnapshot>;
  /**
   * Rows `start` to `start + count` of the list (the ledger in its order) as of `now`, and how many there
   * are. From the ledger in memory; or, while a start's first load of it is still under way, straight from
   * the database (`loadLedgerPage`), so the first screen after a restart does not wait for the whole
   * ledger. `source` stands for the list the page was cut from (a cache key): the snapshot's rows, or a
   * new object each time from the database.
   */
  ledgerPage(now: Date, start: number, count: number): Promise<{ rows: LedgerRow[]; total: number; today: string; source: object }>;
  /**
   * While a start's first load of the ledger is under way: rows `start` to `start + count` of what the
   * search `query` finds (as `matcher` finds it), in the list's order, and how many it finds, straight
   * from the database, so a search after a restart does not wait for the whole ledger (at 1,000,000
   * customers that wait was about a minute). Undefined once the ledger is in memory (the search index
   * answers then), and for a search with letters `lower()` might fold otherwise than JavaScript (not
   * ASCII), which waits for the ledger as before.
   */
  ledgerSearchPageWhileLoading(
    now: Date,
    query: string,
    start: number,
    count: number,
  ): Promise<{ rows: LedgerRow[]; total: number; today: string; source: object } | undefined>;
  /**
   * The dashboard's four figures as of `now`: from the ledger in memory, or, while a start's first load of
   * it is under way, from the maintained tables (one count), so the first Dashboard after a restart does
   * not wait for the whole ledger.
   */
  dashboardMetrics(now: Date): Promise<TDashboardMetrics>;
  /**
   * A value derived from the ledger (e.g. the follow-up tabs) by steps, kept per version of the ledger
   * (and business day), recomputed in slices with the previous value answered meanwhile (RefreshedValue).
   * It must not depend on the time of day: what does is answered from it per request (follow-up-book.ts).
   */
  derived<T>(name: string, now: Date, steps: (snapshot: LedgerSnapshot) => Steps<T>): Promise<T>;
  /**
   * How many changes this process has heard of: every `duesflow_data_changed` notification (the ledger,
   * runs, analytics' messages, attempts and payment links, and the rows' notes) and every write it committed. A value
   * cached under an older count may be stale (analytics, docs/analytics.md).
   */
  changesHeard(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface State {
  versions: Versions;
  horizon: string;
  /** The rows of `snapshot` by customer id; each row is its own base (what a new day makes the rows from). */
  byId: Map<string, LedgerRow>;
  snapshot: LedgerSnapshot;
  counts: ExecutionCounts;
  countsBucket: number;
}

/** The dashboard's four figures from what they are made of (docs/metrics.md). */
function metricsOf(totalCollectedPaise: number, counts: ExecutionCounts, pendingActions: number): TDashboardMetrics {
  const finished = counts.succeeded + counts.failed;
  return {
    totalCollections: paiseToRupees(totalCollectedPaise),
    activeWorkflows: counts.running,
    successRate: finished === 0 ? 0 : Math.round((10000 * counts.succeeded) / finished),
    finishedWorkflows: finished,
    pendingActions,
  };
}

export function createReadModel(handle: DatabaseHandle, logger: Logger, slices: SliceOptions = {}): ReadModel {
  const { db } = handle;
  let state: State | undefined;
  /** Bumped by every notification or local write: a state synced under an older number is checked again. */
  let changes = 0;
  /** Bumped by those and by analytics' notifications, which the ledger does not depend on. */
  let heard = 0;
  let syncedAt = { changes: -1, time: 0 };
  let syncing: { changes: number; done: Promise<State> } | undefined;
  let queued: Promise<State> | undefined;
  const unsubscribe: (() => unknown)[] = [];
  /** Values derived from the figures (the follow-up tabs, the dashboard's four), each refreshed in slices. */
  const derivedValues = new Map<string, RefreshedValue<unknown>>();
  const sourceIds = new WeakMap<object, number>();
  let nextSourceId = 0;
  const inSlices = <T>(steps: Steps<T>) => runInSlices(steps, slices).done;

  const changed = () => {
    changes += 1;
    heard += 1;
  };

  const readVersions = async (): Promise<Versions> => {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select (select last_value from ledger_version_seq)::text as ledger,
        (select last_value from executions_version_seq)::text as executions,
        (select last_value from ledger_reload_seq)::text as reload`),
    );
    return { ledger: String(row?.ledger), executions: String(row?.executions), reload: String(row?.reload) };
  };

  /** Every row for `today`, in list order, and each row by id: in steps, so a new day or a reload never blocks the event loop. */
  function* snapshotSteps(
    bases: Iterable<LedgerBase>,
    today: string,
    totalCollectedPaise: number,
    settings: FollowUpSettings,
    search: CustomerSearchIndex<LedgerRow>,
  ): Steps<{ byId: Map<string, LedgerRow>; snapshot: LedgerSnapshot }> {
    const soonUntil = soonUntilOf(today, DUE_SOON_DAYS);
    const byId = new Map<string, LedgerRow>();
    const rows: LedgerRow[] = [];
    for (const base of bases) {
      const row = ledgerRowOf(base, today, soonUntil);
      byId.set(base.id, row);
      rows.push(row);
      yield 1 + search.set(row) / GRAMS_PER_UNIT;
    }
    yield* sortSteps(rows, compareLedgerRows);
    return { byId, snapshot: { today, rows, totalCollectedPaise, settings, search, byId } satisfies LedgerSnapshot };
  }

  /**
   * `previous` with the changed rows moved to where they now belong, as a new snapshot (`byId` is
   * updated), in steps: each move shifts part of the list, counted as work by its length.
   */
  function* changeSteps(
    previous: LedgerSnapshot,
    byId: Map<string, LedgerRow>,
    changedBases: LedgerBase[],
    totalCollectedPaise: number,
    settings: FollowUpSettings,
  ): Steps<LedgerSnapshot> {
    const soonUntil = soonUntilOf(previous.today, DUE_SOON_DAYS);
    const search = previous.search!;
    if (changedBases.length > RESORT_ABOVE) {
      for (const base of changedBases) {
        const row = ledgerRowOf(base, previous.today, soonUntil);
        byId.set(base.id, row);
        yield 1 + search.set(row) / GRAMS_PER_UNIT;
      }
      const rows: LedgerRow[] = [];
      for (const row of byId.values()) {
        rows.push(row);
        yield;
      }
      yield* sortSteps(rows, compareLedgerRows);
      return { today: previous.today, rows, totalCollectedPaise, settings, search, byId };
    }
    const rows = previous.rows.slice();
    yield Math.ceil(rows.length / MOVES_PER_UNIT);
    for (const base of changedBases) {
      const old = byId.get(base.id);
      if (old) {
        const at = ledgerIndexOf(rows, old);
        if (rows[at]?.id === old.id) rows.splice(at, 1);
      }
      const row = ledgerRowOf(base, previous.today, soonUntil);
      byId.set(base.id, row);
      rows.splice(ledgerIndexOf(rows, row), 0, row);
      yield Math.ceil(rows.length / MOVES_PER_UNIT) + search.set(row) / GRAMS_PER_UNIT;
    }
    return { today: previous.today, rows, totalCollectedPaise, settings, search, byId };
  }

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

  /** Brings the state up to the database's current versions, fetching only what moved. */
  async function sync(now: Date): Promise<State> {
    const today = businessDate(now);
    const bucket = Math.floor(now.getTime() / TIME_BUCKET_MS);
    const versions = await readVersions();
    const previous = state;
    let next: State;
    if (!previous || previous.versions.reload !== versions.reload) {
      const [changes, settings, counts] = await Promise.all([
        loadLedgerChanges(db, undefined),
        readFollowUpSettings(db),
        executionCounts(now),
      ]);
      next = {
        versions,
        horizon: changes.horizon,
        counts,
        countsBucket: bucket,
        ...(await inSlices(
          snapshotSteps(
            changes.bases,
            today,
            changes.totalCollectedPaise,
            settings,
            new CustomerSearchIndex<LedgerRow>(compareLedgerRows, ledgerRank),
          ),
        )),
      };
    } else {
      next = { ...previous, versions };
      if (previous.versions.ledger !== versions.ledger) {
        const [changes, settings] = await Promise.all([loadLedgerChanges(db, previous.horizon), readFollowUpSettings(db)]);
        next.horizon = changes.horizon;
        next.snapshot = await inSlices(changeSteps(previous.snapshot, previous.byId, changes.bases, changes.totalCollectedPaise, settings));
      }
      if (previous.versions.executions !== versions.executions || previous.countsBucket !== bucket) {
        next.counts = await executionCounts(now);
        next.countsBucket = bucket;
      }
    }
    if (next.snapshot.today !== today) {
      const { totalCollectedPaise, settings, search } = next.snapshot;
      Object.assign(next, await inSlices(snapshotSteps(next.byId.values(), today, totalCollectedPaise, settings, search!)));
    }
    state = next;
    return next;
  }

  /** The current state: from memory when nothing was heard since the last check, else synced once for every waiting caller. */
  function current(now: Date): Promise<State> {
    const bucket = Math.floor(now.getTime() / TIME_BUCKET_MS);
    if (
      state &&
      syncedAt.changes === changes &&
      now.getTime() - syncedAt.time < RECHECK_MS &&
      state.countsBucket === bucket &&
      state.snapshot.today === businessDate(now)
    ) {
      return Promise.resolve(state);
    }
    // A sync that started after the latest change answers for this caller too.
    if (syncing && syncing.changes === changes) return syncing.done;
    if (syncing) {
      queued ??= syncing.done
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return current(now);
        });
      return queued;
    }
    const startedAt = { changes, time: Date.now() };
    const done = sync(now).then((synced) => {
      syncedAt = startedAt;
      return synced;
    });
    const entry = { changes: startedAt.changes, done };
    syncing = entry;
    const clear = () => {
      if (syncing === entry) syncing = undefined;
    };
    done.then(clear, clear);
    return done;
  }

  /** The overdue customers' last contacts (overdue customers come first in the list), sorted into ContactTimes for the dashboard's pending actions at any minute of the day. */
  function* overdueLastContacts(snapshot: LedgerSnapshot): Generator<Date | null> {
    for (const row of snapshot.rows) {
      if (row.overduePaise <= 0) return;
      yield row.lastContact;
    }
  }

  /** The four figures as of `now`: a binary search for the pending actions, no pass over the customers. */
  // eslint-disable-next-line require-yield -- no pass: answered in the first slice
  function* metricsSteps(snapshot: LedgerSnapshot, contacts: ContactTimes, counts: ExecutionCounts, now: Date): Steps<TDashboardMetrics> {
    // Overdue and nobody contacted them since `now` − 7 days (docs/metrics.md): never, or before then.
    const quietSince = now.getTime() - PENDING_ACTION_QUIET_DAYS * DAY_MS;
    let low = 0;
    let high = contacts.times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (contacts.times[middle]! < quietSince) low = middle + 1;
      else high = middle;
    }
    return metricsOf(snapshot.totalCollectedPaise, counts, contacts.never + low);
  }

  /**
   * The four figures straight from the maintained tables (`ledger_totals`, `customer_ledger`) and the
   * runs, for the first requests after a start while the whole ledger is still being loaded (at 1,000,000
   * customers the dashboard waited 35 s for it): one count over the ledger instead of the list in memory.
   * Overdue is the list's test (an open invoice due before today; open ones are oldest first).
   */
  async function metricsFromDatabase(now: Date): Promise<TDashboardMetrics> {
    const today = businessDate(now);
    const quietSince = new Date(now.getTime() - PENDING_ACTION_QUIET_DAYS * DAY_MS).toISOString();
    const [result, counts] = await Promise.all([
      db.execute(sql`select coalesce((select collected_paise from ledger_totals where id = 1), 0)::bigint as collected,
        (select count(*)::int from customer_ledger l
          where ${overdueOn(today)} and (l.last_contact_at is null or l.last_contact_at < ${quietSince}::timestamptz)) as pending`),
      executionCounts(now),
    ]);
    const [row] = rowsOf<{ collected: unknown; pending: unknown }>(result);
    return metricsOf(Number(row?.collected ?? 0), counts, Number(row?.pending ?? 0));
  }

  /** The key of a value derived from `sources` (snapshots, counts: replaced, never changed) and `rest`. */
  function keyOf(sources: object[], ...rest: (string | number)[]): string {
    return [
      ...sources.map((source) => {
        let id = sourceIds.get(source);
        if (id === undefined) sourceIds.set(source, (id = nextSourceId += 1));
        return id;
      }),
      ...rest,
    ].join('|');
  }

  function refreshed<T>(name: string): RefreshedValue<T> {
    let value = derivedValues.get(name);
    if (!value) derivedValues.set(name, (value = new RefreshedValue<T>(slices)));
    return value as RefreshedValue<T>;
  }

  const model: ReadModel = {
    async ledger(now) {
      return (await current(now)).snapshot;
    },

    async ledgerPage(now, start, count) {
      if (!state && syncing) {
        const today = businessDate(now);
        const page = await loadLedgerPage(db, today, soonUntilOf(today, DUE_SOON_DAYS), start, count);
        return { ...page, today, source: {} };
      }
      const { snapshot } = await current(now);
      return { rows: snapshot.rows.slice(start, start + count), total: snapshot.rows.length, today: snapshot.today, source: snapshot.rows };
    },

    async ledgerSearchPageWhileLoading(now, query, start, count) {
      const text = query.trim().toLowerCase();
      if (state || !syncing || !text || !/^[\x20-\x7e]*$/.test(text)) return undefined;
      const today = businessDate(now);
      const search = { text, digits: phoneSearchOf(text) };
      const page = await loadLedgerPage(db, today, soonUntilOf(today, DUE_SOON_DAYS), start, count, search);
      return { ...page, today, source: {} };
    },

    async derived<T>(name: string, now: Date, steps: (snapshot: LedgerSnapshot) => Steps<T>): Promise<T> {
      const { snapshot } = await current(now);
      return refreshed<T>(name).get(keyOf([snapshot], snapshot.today), () => steps(snapshot));
    },

    async dashboardMetrics(now) {
      if (!state && syncing) return metricsFromDatabase(now);
      const { snapshot, counts } = await current(now);
      const contacts = await refreshed<ContactTimes>('overdue-contacts').get(keyOf([snapshot]), () =>
        contactTimesSteps(overdueLastContacts(snapshot)),
      );
      const key = keyOf([snapshot, counts, contacts], Math.floor(now.getTime() / TIME_BUCKET_MS));
      return refreshed<TDashboardMetrics>('dashboard-metrics').get(key, () => metricsSteps(snapshot, contacts, counts, now));
    },

    changesHeard: () => heard,

    async start() {
      unsubscribe.push(
        await handle.listen(DATA_CHANGED_CHANNEL, (payload) => {
          if (payload === ANALYTICS_CHANGED || payload === ROW_NOTES_CHANGED) heard += 1;
          else changed();
        }),
      );
      // Read-your-writes: a write this process committed is seen by its next read even before the
      // notification arrives (drivers that deliver notifications on another connection).
      if (handle.onCommittedWrite) unsubscribe.push(handle.onCommittedWrite(changed));
    },

    async stop() {
      for (const stop of unsubscribe.splice(0)) {
        await Promise.resolve(stop()).catch((error) => logger.warn('could not stop listening for data changes', String(error)));
      }
    },
  };

  return model;
}
