import { sql } from 'drizzle-orm';
import { AGEING_BUCKETS, type TCustomerPageUse } from '@duesflow/shared-contracts/analytics';
import { rowsOf } from '../../../core/db/database';
import { ageingBucket } from '../formulas';
import type { AdvancedPeriod } from './period';

/** Open dues today by ageing bucket: paise, invoices and customers (each customer once per bucket). */
export async function ageingToday({ db, today, aggregates }: AdvancedPeriod) {
  const ageingRows = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select ${today}::date - due_date as days, invoices, paise from analytics_open_dues where invoices <> 0
    `
        : sql`
      select ${today}::date - o.due_date as days, count(*)::int as invoices, count(distinct l.customer_id)::int as customers,
        sum(o.unpaid)::bigint as paise
      from customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) as o(due_date, unpaid)
      where o.unpaid > 0
      group by 1
    `,
    ),
  );
  const ageing = AGEING_BUCKETS.map((bucket) => ({ bucket, amount: 0, invoices: 0, customers: 0, paise: 0 }));
  for (const row of ageingRows) {
    const entry = ageing.find((item) => item.bucket === ageingBucket(Number(row.days)))!;
    entry.paise += Number(row.paise);
    entry.invoices += Number(row.invoices);
  }
  // A customer counts once per bucket: at its first open due date within the bucket's due dates.
  const ageingCustomers = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select b.bucket, coalesce(sum(c.customers), 0)::int as customers
      from (values (0, ${today}::date, 'infinity'::date), (1, ${today}::date - 30, ${today}::date - 1),
        (2, ${today}::date - 60, ${today}::date - 31), (3, ${today}::date - 90, ${today}::date - 61),
        (4, '-infinity'::date, ${today}::date - 91)) as b(bucket, lo, hi)
      join analytics_open_due_customers c on c.due_date between b.lo and b.hi
        and (c.previous_due < b.lo or c.previous_due = '-infinity'::date)
      group by b.bucket
    `
        : sql`
      select bucket, count(distinct customer_id)::int as customers from (
        select l.customer_id, case when ${today}::date - o.due_date <= 0 then 0 when ${today}::date - o.due_date <= 30 then 1
          when ${today}::date - o.due_date <= 60 then 2 when ${today}::date - o.due_date <= 90 then 3 else 4 end as bucket
        from customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) as o(due_date, unpaid) where o.unpaid > 0
      ) t group by bucket
    `,
    ),
  );
  for (const row of ageingCustomers) ageing[Number(row.bucket)]!.customers = Number(row.customers);
  return ageing;
}

/**
 * Promises to pay (customer_promises) whose promised date falls in the period, settled kept or broken
 * (open, replaced and withdrawn ones are not counted): the promise-kept rate is kept ÷ (kept + broken).
 */
export async function promisesInPeriod({ db, w }: AdvancedPeriod) {
  const [promises] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where status = 'kept')::int as kept, count(*) filter (where status = 'broken')::int as broken
      from customer_promises
      where promised_date between ${w.from}::date and ${w.to}::date and status in ('kept', 'broken')
    `),
  );
  const kept = Number(promises?.kept ?? 0);
  const broken = Number(promises?.broken ?? 0);
  return { made: kept + broken, kept, broken };
}

/**
 * The customer's own page over the period: customers who opened it (a link's last visit falls in the
 * period, which ends now, exactly when one of its visits does), the opens of those links (visits are
 * counted per link, not logged one by one), and the actions taken there, a double submit once.
 */
export async function customerPageUse({ db, startIso, endIso }: AdvancedPeriod): Promise<TCustomerPageUse> {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select
        (select count(distinct customer_id) from customer_page_tokens
          where last_visited_at >= ${startIso}::timestamptz and last_visited_at <= ${endIso}::timestamptz)::int as customers_opened,
        (select coalesce(sum(visits), 0) from customer_page_tokens
          where last_visited_at >= ${startIso}::timestamptz and last_visited_at <= ${endIso}::timestamptz)::int as visits,
        count(*) filter (where action = 'promise')::int as promises,
        count(*) filter (where action = 'dispute')::int as disputes,
        count(*) filter (where action = 'paid_claim')::int as paid_claims,
        count(*) filter (where action = 'opt_out')::int as opt_outs
      from customer_page_actions
      where at >= ${startIso}::timestamptz and at <= ${endIso}::timestamptz
        and detail -> 'confirmation' ->> 'repeatOf' is null
    `),
  );
  const figure = (name: string) => Number(row?.[name] ?? 0);
  return {
    customersOpened: figure('customers_opened'),
    visits: figure('visits'),
    promises: figure('promises'),
    disputes: figure('disputes'),
    paidClaims: figure('paid_claims'),
    optOuts: figure('opt_outs'),
  };
}
