import { sql } from 'drizzle-orm';
import {
  ANALYTICS_RANGE_DAYS,
  ATTRIBUTION_DAYS,
  CHANNELS,
  SPLIT_CHANNELS,
  TREND_BUCKET_DAYS,
  type TAnalyticsRange,
  type TAnalyticsSummary,
} from '@duesflow/shared-contracts/analytics';
import { SENT_MESSAGE_STATUSES } from '@duesflow/shared-contracts/campaigns';
import { rowsOf, type Queryable } from '../../core/db/database';
import { sqlList } from '../../core/db/sql-list';
import { addDays } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import { DSO_MAX_MONTHS, cei, collectionRate, dsoCountBack, kpi, percent, round, workflowStatus, type Receivables } from './formulas';
import { receivablesFromAggregates, useAggregates, type AnalyticsSource } from './aggregates';
import { addMonths, daysBetween, istDateOf, istDayStart, windowOf } from './windows';

/** Contact outcomes that reached the customer: a message accepted or delivered, a call answered. */
export const REACHED_OUTCOMES = sqlList([...SENT_MESSAGE_STATUSES, 'answered', 'read', 'replied']);

const dateArray = (dates: string[]) => `{${dates.join(',')}}`;
const tsArray = (times: Date[]) => `{${times.map((t) => `"${t.toISOString()}"`).join(',')}}`;

/**
 * Receivables at the end of each given IST day: invoices issued on or before it, less the customer's
 * payments received before the next day began, settled oldest due date first (as balances are), per
 * customer; the part whose due date is that day or later is current.
 */
export async function receivablesAt(db: Queryable, days: string[]): Promise<Map<string, Receivables>> {
  const cutoffs = days.map((day) => istDayStart(addDays(day, 1)));
  const result = await db.execute(sql`
    with d as (select * from unnest(${dateArray(days)}::date[], ${tsArray(cutoffs)}::timestamptz[]) as d(day, cutoff)),
    paid as (
      select d.day, p.customer_id, sum(p.amount_paise) as paid_paise
      from d join payments p on p.customer_id is not null and p.received_at < d.cutoff
      group by d.day, p.customer_id
    ), inv as (
      select d.day, i.customer_id, i.due_date, i.amount_paise,
        sum(i.amount_paise) over (partition by d.day, i.customer_id order by i.due_date, i.invoice_number) as running_paise
      from d join invoices i on i.status = 'issued' and i.issued_on <= d.day
    ), open_inv as (
      select inv.day, inv.due_date,
        greatest(0, least(inv.amount_paise, inv.running_paise - coalesce(paid.paid_paise, 0))) as unpaid_paise
      from inv left join paid on paid.day = inv.day and paid.customer_id = inv.customer_id
    )
    select day::text as day, coalesce(sum(unpaid_paise), 0)::bigint as total,
      coalesce(sum(unpaid_paise) filter (where due_date >= day), 0)::bigint as current
    from open_inv group by day
  `);
  const out = new Map<string, Receivables>(days.map((day) => [day, { totalPaise: 0, currentPaise: 0 }]));
  for (const row of rowsOf(result)) {
    out.set(String(row.day), { totalPaise: Number(row.total), currentPaise: Number(row.current) });
  }
  return out;
}

/** Credit sales (issued invoices) per issue date from `after` (exclusive) on. */
async function salesByDay(db: Queryable, after: string, aggregates: boolean): Promise<Map<string, number>> {
  const result = await db.execute(
    aggregates
      ? sql`select day::text as day, paise from analytics_sales_days where day > ${after}::date and paise <> 0`
      : sql`
    select issued_on::text as day, sum(amount_paise)::bigint as paise
    from invoices where status = 'issued' and issued_on > ${after}::date group by issued_on
  `,
  );
  return new Map(rowsOf(result).map((row) => [String(row.day), Number(row.paise)]));
}

function sumSales(byDay: Map<string, number>, after: string, upTo: string): number {
  let total = 0;
  for (const [day, paise] of byDay) if (day > after && day <= upTo) total += paise;
  return total;
}

const label = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** Collection Analytics for a range (docs/analytics.md). */
export async function computeSummary(
  db: Queryable,
  now: Date,
  range: TAnalyticsRange,
  source: AnalyticsSource = 'auto',
): Promise<TAnalyticsSummary> {
  const w = windowOf(ANALYTICS_RANGE_DAYS[range], now);
  const aggregates = await useAggregates(db, now, w.to, source);
  const startIso = w.start.toISOString();
  const previousIso = w.previousStart.toISOString();
  const endIso = w.end.toISOString();

  // Payments and credit sales in both windows.
  const [money] = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select
        (select coalesce(sum(paise), 0)::bigint from analytics_payment_days where day between ${w.from}::date and ${w.to}::date) as collected,
        (select coalesce(sum(paise), 0)::bigint from analytics_payment_days where day between ${w.previousFrom}::date and ${w.previousTo}::date) as previous_collected
    `
        : sql`
      select
        (select coalesce(sum(amount_paise), 0)::bigint from payments where received_at >= ${startIso}::timestamptz and received_at < ${endIso}::timestamptz) as collected,
        (select coalesce(sum(amount_paise), 0)::bigint from payments where received_at >= ${previousIso}::timestamptz and received_at < ${startIso}::timestamptz) as previous_collected
    `,
    ),
  );
  const collected = Number(money?.collected ?? 0);
  const previousCollected = Number(money?.previous_collected ?? 0);

  const salesAfter = addMonths(w.previousTo, -(DSO_MAX_MONTHS + 1));
  const sales = await salesByDay(db, salesAfter < w.previousFrom ? salesAfter : addDays(w.previousFrom, -1), aggregates);
  const creditSales = sumSales(sales, addDays(w.from, -1), w.to);
  const previousCreditSales = sumSales(sales, addDays(w.previousFrom, -1), w.previousTo);

  const previousOpeningDay = addDays(w.previousFrom, -1);
  const receivableDays = [previousOpeningDay, w.previousTo, w.to];
  const receivables = aggregates ? await receivablesFromAggregates(db, receivableDays) : await receivablesAt(db, receivableDays);
  const previousOpening = receivables.get(previousOpeningDay)!;
  const opening = receivables.get(w.previousTo)!;
  const closing = receivables.get(w.to)!;
  const salesOn = (after: string, upTo: string) => sumSales(sales, after, upTo);

  const kpis = {
    amountCollected: kpi(paiseToRupees(collected), paiseToRupees(previousCollected)),
    collectionRate: kpi(
      collectionRate(collected, opening.totalPaise, creditSales),
      collectionRate(previousCollected, previousOpening.totalPaise, previousCreditSales),
      1,
    ),
    dso: kpi(dsoCountBack(closing.totalPaise, w.to, salesOn), dsoCountBack(opening.totalPaise, w.previousTo, salesOn), 1),
    cei: kpi(cei(opening.totalPaise, creditSales, closing), cei(previousOpening.totalPaise, previousCreditSales, opening), 1),
  };

  // Workflow performance: runs started in the range, by workflow.
  const workflows = rowsOf(
    await db.execute(sql`
      select workflow_type, workflow_name, count(*)::int as runs,
        count(*) filter (where status = 'success')::int as succeeded,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status = 'running')::int as running,
        max(started_at) as last_run_at
      from workflow_executions
      where started_at >= ${startIso}::timestamptz and started_at < ${endIso}::timestamptz
      group by workflow_type, workflow_name
      order by count(*) desc, workflow_name
    `),
  ).map((row) => {
    const succeeded = Number(row.succeeded);
    const failed = Number(row.failed);
    const successRate = percent(succeeded, succeeded + failed);
    const last = row.last_run_at;
    return {
      workflowType: String(row.workflow_type),
      workflowName: String(row.workflow_name),
      runs: Number(row.runs),
      succeeded,
      failed,
      running: Number(row.running),
      successRate,
      status: workflowStatus(successRate),
      lastRunAt: last ? new Date(last as string).toISOString() : null,
    };
  });

  // Communication metrics per channel.
  const byChannel = new Map(
    rowsOf(
      await db.execute(
        aggregates
          ? sql`
        select channel, sum(contacts)::int as sent, sum(reached)::int as delivered, sum(successes)::int as paid
        from analytics_contact_days where day between ${w.from}::date and ${w.to}::date
        group by channel having sum(contacts) <> 0
      `
          : sql`
        select a.channel, count(*)::int as sent,
          count(*) filter (where a.outcome in ${REACHED_OUTCOMES})::int as delivered,
          count(*) filter (where exists (
            select 1 from payments p
            where p.customer_id = a.customer_id and p.received_at >= a.created_at
              and p.received_at < a.created_at + ${`${ATTRIBUTION_DAYS} days`}::interval
          ))::int as paid
        from contact_attempts a
        where a.created_at >= ${startIso}::timestamptz and a.created_at < ${endIso}::timestamptz
        group by a.channel
      `,
      ),
    ).map((row) => [String(row.channel), { sent: Number(row.sent), delivered: Number(row.delivered), paid: Number(row.paid) }]),
  );
  const communications = CHANNELS.map((channel) => {
    const counts = byChannel.get(channel) ?? { sent: 0, delivered: 0, paid: 0 };
    return { channel, ...counts, deliveryRate: percent(counts.delivered, counts.sent), paidRate: percent(counts.paid, counts.sent) };
  });
  const splitTotal = SPLIT_CHANNELS.reduce((sum, channel) => sum + (byChannel.get(channel)?.sent ?? 0), 0);
  const channelSplit = SPLIT_CHANNELS.map((channel) => {
    const contacts = byChannel.get(channel)?.sent ?? 0;
    return { channel, contacts, share: percent(contacts, splitTotal) ?? 0 };
  });

  // Collection trend: payments and credit sales per bucket of the range.
  const bucketDays = TREND_BUCKET_DAYS[range];
  const bucketCount = Math.ceil(w.days / bucketDays);
  const trend = Array.from({ length: bucketCount }, (_, index) => {
    const date = addDays(w.from, index * bucketDays);
    // The range ends inside the last bucket of 90d (6 of 7 days) and 1y (5 of 30): it says how many it covers.
    const days = Math.min(bucketDays, w.days - index * bucketDays);
    return { date, label: label.format(new Date(`${date}T00:00:00Z`)), days, collected: 0, invoiced: 0, payments: 0 };
  });
  const bucketOf = (day: string) => Math.floor(daysBetween(w.from, day) / bucketDays);
  const paymentDays = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select day::text as day, payments, paise from analytics_payment_days
      where day between ${w.from}::date and ${w.to}::date and payments <> 0
    `
        : sql`
      select ${istDateOf(sql.raw('received_at'))}::text as day, count(*)::int as payments, sum(amount_paise)::bigint as paise
      from payments where received_at >= ${startIso}::timestamptz and received_at < ${endIso}::timestamptz
      group by 1
    `,
    ),
  );
  const collectedPaise = new Array<number>(bucketCount).fill(0);
  for (const row of paymentDays) {
    const bucket = trend[bucketOf(String(row.day))];
    if (!bucket) continue;
    bucket.payments += Number(row.payments);
    collectedPaise[bucketOf(String(row.day))] += Number(row.paise);
  }
  const invoicedPaise = new Array<number>(bucketCount).fill(0);
  for (const [day, paise] of sales) {
    if (day < w.from || day > w.to) continue;
    invoicedPaise[bucketOf(day)] += paise;
  }
  trend.forEach((point, index) => {
    point.collected = paiseToRupees(collectedPaise[index]!);
    point.invoiced = paiseToRupees(invoicedPaise[index]!);
  });

  return {
    range,
    from: w.from,
    to: w.to,
    previousFrom: w.previousFrom,
    previousTo: w.previousTo,
    generatedAt: now.toISOString(),
    kpis,
    workflows,
    communications,
    trend,
    channelSplit: channelSplit.map((entry) => ({ ...entry, share: round(entry.share, 1) })),
  };
}
