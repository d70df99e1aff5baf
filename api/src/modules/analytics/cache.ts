import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';

/** Figures that depend on the time (windows ending now, the last hour) are recomputed at least this often. */
export const ANALYTICS_TIME_BUCKET_MS = 60_000;

/**
 * Computed analytics, kept per process until the rows behind them change (docs/analytics.md). Before
 * answering, one tiny query reads the version sequences that triggers advance on every statement writing
 * customers, invoices, payments, contact attempts (ledger), runs (executions), messages, attempts and
 * payment links (analytics); a figure is reused only while all of them and the minute are unchanged.
 * Requests for the same figure while it is being computed share the one computation.
 */
export function createAnalyticsCache(maxEntries = 32) {
  const entries = new Map<string, Promise<unknown>>();
  /**
   * Bumped by every realtime message: a sequence moves when a write happens, before its transaction
   * commits, so a figure computed in between would miss the row; the message published after the commit
   * makes the next read compute again.
   */
  let heard = 0;
  return {
    heard() {
      heard += 1;
    },
    async get<T>(db: Queryable, name: string, now: Date, compute: () => Promise<T>): Promise<T> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select (select last_value from ledger_version_seq)::text as ledger,
          (select last_value from executions_version_seq)::text as executions,
          (select last_value from analytics_version_seq)::text as analytics,
          (select last_value from ledger_reload_seq)::text as reload`),
      );
      const key = `${name}|${row?.ledger}|${row?.executions}|${row?.analytics}|${row?.reload}|${heard}|${Math.floor(now.getTime() / ANALYTICS_TIME_BUCKET_MS)}`;
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
export function analyticsCacheFor(deps: { bus: { subscribe(listener: (message: unknown) => void): unknown } }): AnalyticsCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created = createAnalyticsCache();
    deps.bus.subscribe(() => created.heard());
    caches.set(deps, (cache = created));
  }
  return cache;
}
