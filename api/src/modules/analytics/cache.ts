import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';

/** Figures that depend on the time (windows ending now, the last hour) are recomputed at least this often. */
export const ANALYTICS_TIME_BUCKET_MS = 60_000;
/**
 * With nothing heard, the version sequences are still read this often: the bound on staleness should a
 * notification be lost (a LISTEN connection being replaced), as for the read model.
 */
export const ANALYTICS_RECHECK_MS = 5_000;

/** What tells the cache that rows behind the figures changed, in this process or another. */
export interface ChangeSignals {
  /** A count that moves on every data-change notification and every write this process committed (the read model's). */
  changesHeard(): number;
}

/**
 * Computed analytics, kept per process until the rows behind them change (docs/analytics.md). The
 * version of those rows is kept in memory: triggers notify `duesflow_data_changed` after every commit
 * that writes customers, invoices, payments, contact attempts, runs, messages, provider attempts or
 * payment links (migrations 0004, 0033), to every API process, and the read model counts what it hears
 * (`changesHeard`). A figure is reused while that count, the realtime messages heard, the minute and the
 * version sequences (read at most every ANALYTICS_RECHECK_MS, not per request) are unchanged. Requests
 * for the same figure while it is being computed share the one computation.
 */
export function createAnalyticsCache(signals: ChangeSignals, maxEntries = 32) {
  const entries = new Map<string, Promise<unknown>>();
  /**
   * Bumped by every realtime message: a figure computed while a write was in flight is computed again
   * once the write's message (published after its commit) arrives.
   */
  let heard = 0;
  let versions: { key: string; at: number } | undefined;
  let reading: Promise<string> | undefined;

  /** The sequences as last read; read again (once for every waiting request) when older than the recheck bound. */
  function versionKey(db: Queryable): string | Promise<string> {
    if (versions && Date.now() - versions.at < ANALYTICS_RECHECK_MS) return versions.key;
    reading ??= (async () => {
      const at = Date.now();
      try {
        const [row] = rowsOf<Record<string, unknown>>(
          await db.execute(sql`select (select last_value from ledger_version_seq)::text as ledger,
            (select last_value from executions_version_seq)::text as executions,
            (select last_value from analytics_version_seq)::text as analytics,
            (select last_value from ledger_reload_seq)::text as reload`),
        );
        const key = `${row?.ledger}|${row?.executions}|${row?.analytics}|${row?.reload}`;
        versions = { key, at };
        return key;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }

  return {
    heard() {
      heard += 1;
    },
    /**
     * The figure `name` as of `now`: the same object (and promise) for every request until something
     * behind it changes, so its serialized body can be cached per object (cachedBody).
     */
    async get<T>(db: Queryable, name: string, now: Date, compute: () => Promise<T>): Promise<T> {
      // Counted before the versions are read: a change heard meanwhile makes the next request compute again.
      const changes = `${signals.changesHeard()}|${heard}`;
      const version = versionKey(db);
      const sequences = typeof version === 'string' ? version : await version;
      const key = `${name}|${sequences}|${changes}|${Math.floor(now.getTime() / ANALYTICS_TIME_BUCKET_MS)}`;
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = compute();
        entries.set(key, entry);
        entry.catch(() => entries.delete(key));
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return entry;
    },
    clear() {
      entries.clear();
    },
  };
}

export type AnalyticsCache = ReturnType<typeof createAnalyticsCache>;

const caches = new WeakMap<object, AnalyticsCache>();
/** The cache of one app (each test app has its own), told of every realtime message on its bus. */
export function analyticsCacheFor(deps: {
  bus: { subscribe(listener: (message: unknown) => void): unknown };
  reads: ChangeSignals;
}): AnalyticsCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created = createAnalyticsCache(deps.reads);
    deps.bus.subscribe(() => created.heard());
    caches.set(deps, (cache = created));
  }
  return cache;
}
