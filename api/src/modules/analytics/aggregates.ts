import { sql } from 'drizzle-orm';
import { CHANNELS } from '@duesflow/shared-contracts/analytics';
import { rowsOf, type Queryable } from '../../core/db/database';

/**
 * Where the figures come from: `aggregates` reads the daily tables that triggers keep exact (migration
 * 0017, docs/analytics.md "Speed"); `raw` reads the rows themselves (the reference the aggregates are
 * tested against). `auto` takes the aggregates unless a row is dated after the moment asked about.
 */
export type AnalyticsSource = 'auto' | 'aggregates' | 'raw';

/**
 * The aggregates hold every stored row, whatever its time; a window ending now must leave out rows dated
 * after now (a clock behind the database's, a write committed between reading the clock and the query).
 * Index lookups only.
 */
export async function rowsAfter(db: Queryable, now: Date, today: string): Promise<boolean> {
  const at = now.toISOString();
  const [row] = rowsOf(
    // max() reads the last entry of each time index, whatever the planner's statistics say.
    await db.execute(sql`select
      coalesce((select max(received_at) from payments) >= ${at}::timestamptz, false)
      or coalesce((select max(created_at) from contact_attempts) >= ${at}::timestamptz, false)
      or coalesce((select max(created_at) from message_attempts) >= ${at}::timestamptz, false)
      or exists (select 1 from messages where channel = any(${`{${CHANNELS.join(',')}}`}::text[]) and created_at >= ${at}::timestamptz)
      or coalesce((select max(issued_on) from invoices) > ${today}::date, false) as after`),
  );
  return row?.after === true;
}

export async function useAggregates(db: Queryable, now: Date, today: string, source: AnalyticsSource): Promise<boolean> {
  if (source !== 'auto') return source === 'aggregates';
  return !(await rowsAfter(db, now, today));
}

const dateArray = (dates: string[]) => `{${dates.join(',')}}`;

/** Receivables (total, current) at the end of each day: the sum of the day-by-day changes up to it. */
export async function receivablesFromAggregates(db: Queryable, days: string[]) {
  const rows = rowsOf(
    await db.execute(sql`
      select d.day::text as day,
        (select coalesce(sum(total_delta), 0) from analytics_receivable_days r where r.day <= d.day)::bigint as total,
        (select coalesce(sum(current_delta), 0) from analytics_receivable_days r where r.day <= d.day)::bigint as current
      from unnest(${dateArray(days)}::date[]) as d(day)
    `),
  );
  return new Map(rows.map((row) => [String(row.day), { totalPaise: Number(row.total), currentPaise: Number(row.current) }]));
}
