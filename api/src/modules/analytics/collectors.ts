import { sql } from 'drizzle-orm';
import { ANALYTICS_PERIOD_DAYS, type TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';
import { RIGHT_PARTY_OUTCOMES } from '@duesflow/shared-contracts/call-outcomes';
import type { TCollectorPerformance } from '@duesflow/shared-contracts/collector-performance';
import { rowsOf, type Queryable } from '../../core/db/database';
import { paiseToRupees } from '../../core/lib/money';
import { percent } from './formulas';
import { windowOf } from './windows';

interface CollectorRow {
  id: string;
  name: string;
  role: string;
  portfolio: number;
  owing: number;
  calls: number;
  right_party: number;
  promises_taken: number;
  worked: number;
  kept: number;
  broken: number;
  collected_paise: string | number;
}

/**
 * How each collector did over the period (docs/analytics.md "Collector performance"): calls logged with an
 * outcome, those that reached the customer, promises taken, the portfolio's promises kept and broken, what
 * the portfolio paid, and how much of the owing portfolio was worked. A customer counts for the collector
 * who owns them now. Computed from the stored rows on every read: none of these tables is behind the
 * analytics cache's version counters.
 */
export async function computeCollectorPerformance(db: Queryable, now: Date, period: TAnalyticsPeriod): Promise<TCollectorPerformance> {
  const w = windowOf(ANALYTICS_PERIOD_DAYS[period], now);
  const start = w.start.toISOString();
  const end = w.end.toISOString();
  const rightParty = sql.join(
    RIGHT_PARTY_OUTCOMES.map((outcome) => sql`${outcome}`),
    sql`, `,
  );
  const rows = rowsOf<CollectorRow>(
    await db.execute(sql`
      with staff as (
        select id, name, role from staff_users where active and role in ('admin', 'collector')
      ), calls as (
        select staff_id, count(*)::int as calls,
          count(*) filter (where outcome in (${rightParty}))::int as right_party,
          count(*) filter (where promised_date is not null)::int as promises_taken
        from call_outcomes
        where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by staff_id
      ), portfolio as (
        select o.collector_id, count(*)::int as portfolio,
          count(*) filter (where coalesce(l.due_paise, 0) > 0)::int as owing
        from customer_owners o left join customer_ledger l on l.customer_id = o.customer_id
        group by o.collector_id
      ), worked as (
        select o.collector_id, count(distinct o.customer_id)::int as worked
        from customer_owners o
        join customer_ledger l on l.customer_id = o.customer_id and l.due_paise > 0
        join call_outcomes c on c.customer_id = o.customer_id and c.staff_id = o.collector_id
          and c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz
        group by o.collector_id
      ), settled as (
        select o.collector_id,
          count(*) filter (where p.status = 'kept')::int as kept,
          count(*) filter (where p.status = 'broken')::int as broken
        from customer_owners o join customer_promises p on p.customer_id = o.customer_id
        where p.promised_date >= ${w.from}::date and p.promised_date <= ${w.to}::date and p.status in ('kept', 'broken')
        group by o.collector_id
      ), collected as (
        select o.collector_id, sum(p.amount_paise) as collected_paise
        from customer_owners o join payments p on p.customer_id = o.customer_id
        where p.received_at >= ${start}::timestamptz and p.received_at < ${end}::timestamptz
        group by o.collector_id
      )
      select s.id, s.name, s.role,
        coalesce(po.portfolio, 0) as portfolio, coalesce(po.owing, 0) as owing,
        coalesce(ca.calls, 0) as calls, coalesce(ca.right_party, 0) as right_party,
        coalesce(ca.promises_taken, 0) as promises_taken, coalesce(wo.worked, 0) as worked,
        coalesce(se.kept, 0) as kept, coalesce(se.broken, 0) as broken,
        coalesce(co.collected_paise, 0) as collected_paise
      from staff s
      left join calls ca on ca.staff_id = s.id
      left join portfolio po on po.collector_id = s.id
      left join worked wo on wo.collector_id = s.id
      left join settled se on se.collector_id = s.id
      left join collected co on co.collector_id = s.id
      order by coalesce(co.collected_paise, 0) desc, s.name
    `),
  );
  return {
    period,
    from: w.from,
    to: w.to,
    generatedAt: now.toISOString(),
    collectors: rows.map((row) => ({
      collectorId: row.id,
      name: row.name,
      role: row.role,
      portfolio: Number(row.portfolio),
      calls: Number(row.calls),
      rightPartyContacts: Number(row.right_party),
      rightPartyRate: percent(Number(row.right_party), Number(row.calls)),
      promisesTaken: Number(row.promises_taken),
      promisesKept: Number(row.kept),
      promisesBroken: Number(row.broken),
      promiseKeptRate: percent(Number(row.kept), Number(row.kept) + Number(row.broken)),
      collected: paiseToRupees(Number(row.collected_paise)),
      owing: Number(row.owing),
      worked: Number(row.worked),
      worklistCompletion: percent(Number(row.worked), Number(row.owing)),
    })),
  };
}
