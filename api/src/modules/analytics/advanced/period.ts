import { sql } from 'drizzle-orm';
import { ANALYTICS_PERIOD_DAYS, ATTRIBUTION_DAYS, type TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';
import type { Queryable } from '../../../core/db/database';
import { businessDate } from '../../../core/lib/clock';
import { useAggregates, type AnalyticsSource } from '../aggregates';
import { REACHED_OUTCOMES } from '../summary';
import { windowOf, type Window } from '../windows';

/** What every tab of Advanced Analytics reads its period from. */
export interface AdvancedPeriod {
  db: Queryable;
  now: Date;
  period: TAnalyticsPeriod;
  /** Today in India (YYYY-MM-DD). */
  today: string;
  w: Window;
  startIso: string;
  endIso: string;
  /** Read the trigger-maintained aggregates instead of the raw rows (docs/analytics.md). */
  aggregates: boolean;
}

export async function advancedPeriod(db: Queryable, now: Date, period: TAnalyticsPeriod, source: AnalyticsSource): Promise<AdvancedPeriod> {
  const w = windowOf(ANALYTICS_PERIOD_DAYS[period], now);
  const today = businessDate(now);
  return {
    db,
    now,
    period,
    today,
    w,
    startIso: w.start.toISOString(),
    endIso: w.end.toISOString(),
    aggregates: await useAggregates(db, now, today, source),
  };
}

/** The overdue segment (0 current, 1: 1–30, 2: 31–60, 3: 61–90, 4: 90+ days) of a customer overdue since `since`. */
export function segmentOf(since: string, today: string) {
  return sql`case when ${sql.raw(since)} >= ${today}::date then 0 when ${today}::date - ${sql.raw(since)} <= 30 then 1
    when ${today}::date - ${sql.raw(since)} <= 60 then 2 when ${today}::date - ${sql.raw(since)} <= 90 then 3 else 4 end`;
}

const ATTRIBUTION = `${ATTRIBUTION_DAYS} days`;

/**
 * The period's contacts, each with the first payment the contacted customer made within the attribution
 * window after it (its success) and the customer's days overdue today.
 */
export function contactsCte(startIso: string, endIso: string, today: string) {
  return sql`
    c as (
      select a.id, a.customer_id, a.channel, a.outcome, a.created_at,
        (a.outcome in ${REACHED_OUTCOMES}) as reached,
        (select min(p.received_at) from payments p
          where p.customer_id = a.customer_id and p.received_at >= a.created_at
            and p.received_at < a.created_at + ${ATTRIBUTION}::interval) as paid_at
      from contact_attempts a
      where a.created_at >= ${startIso}::timestamptz and a.created_at < ${endIso}::timestamptz
    ), cc as (
      select c.*, coalesce(cu.language, '') as language,
        case when l.open_due_dates[1] is null or l.open_due_dates[1] >= ${today}::date then 0
          else ${today}::date - l.open_due_dates[1] end as days_overdue
      from c left join customers cu on cu.id = c.customer_id left join customer_ledger l on l.customer_id = c.customer_id
    )`;
}
