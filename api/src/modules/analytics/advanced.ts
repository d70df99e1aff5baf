import { sql } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  ANALYTICS_PERIOD_DAYS,
  ATTRIBUTION_DAYS,
  CHANNELS,
  OVERDUE_SEGMENTS,
  TREND_DAYS,
  USD_TO_INR,
  AGEING_BUCKETS,
  type TAdvancedAnalytics,
  type TAnalyticsPeriod,
  type TChannel,
} from '@duesflow/shared-contracts/analytics';
import { rowsOf, type Queryable } from '../db/database';
import { HOUR_MS, addDays, businessDate } from '../lib/clock';
import { paiseToRupees } from '../lib/money';
import { ageingBucket, arrow, efficiencyRating, percent, ratio, roiLabel, round } from './formulas';
import { REACHED_OUTCOMES } from './summary';
import { useAggregates, type AnalyticsSource } from './aggregates';
import { istDateOf, istDayStart, istHourOf, windowOf } from './windows';

const ATTRIBUTION = `${ATTRIBUTION_DAYS} days`;

/**
 * The period's contacts, each with the first payment the contacted customer made within the attribution
 * window after it (its success) and the customer's days overdue today.
 */
function contactsCte(startIso: string, endIso: string, today: string) {
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

interface Tally {
  contacts: number;
  reached: number;
  successes: number;
  responseMinutes: number;
}
const emptyTally = (): Tally => ({ contacts: 0, reached: 0, successes: 0, responseMinutes: 0 });
function add(into: Tally, row: Record<string, unknown>) {
  into.contacts += Number(row.contacts);
  into.reached += Number(row.reached);
  into.successes += Number(row.successes);
  into.responseMinutes += Number(row.response_minutes ?? 0);
}
const avgResponse = (t: Tally) => (t.successes === 0 ? null : round(t.responseMinutes / t.successes, 1));
const slot = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** Advanced Analytics for a period (docs/analytics.md). */
export async function computeAdvanced(db: Queryable, now: Date, period: TAnalyticsPeriod, source: AnalyticsSource = 'auto'): Promise<TAdvancedAnalytics> {
  const w = windowOf(ANALYTICS_PERIOD_DAYS[period], now);
  const today = businessDate(now);
  const aggregates = await useAggregates(db, now, today, source);
  const segmentOf = (since: string) => sql`case when ${sql.raw(since)} >= ${today}::date then 0 when ${today}::date - ${sql.raw(since)} <= 30 then 1
    when ${today}::date - ${sql.raw(since)} <= 60 then 2 when ${today}::date - ${sql.raw(since)} <= 90 then 3 else 4 end`;
  const startIso = w.start.toISOString();
  const endIso = w.end.toISOString();

  // Contacts by channel, IST hour, language and overdue segment.
  const groups = aggregates
    ? []
    : rowsOf(
    await db.execute(sql`
      with ${contactsCte(startIso, endIso, today)}
      select channel, ${istHourOf(sql.raw('created_at'))} as hour, language,
        case when days_overdue <= 0 then 0 when days_overdue <= 30 then 1 when days_overdue <= 60 then 2
          when days_overdue <= 90 then 3 else 4 end as segment,
        count(*)::int as contacts, count(*) filter (where reached)::int as reached,
        count(paid_at)::int as successes,
        coalesce(sum(extract(epoch from paid_at - created_at) / 60), 0)::float8 as response_minutes
      from cc group by 1, 2, 3, 4
    `),
  );
  // From the aggregates: the same tallies, each from its own table (hour × channel, language, segment × channel).
  const hourRows = aggregates
    ? rowsOf(
        await db.execute(sql`
          select channel, hour, sum(contacts)::int as contacts, sum(reached)::int as reached, sum(successes)::int as successes,
            (sum(response_us)::float8 / 60000000) as response_minutes
          from analytics_contact_hours where day between ${w.from}::date and ${w.to}::date
          group by 1, 2 having sum(contacts) <> 0
        `),
      )
    : groups;
  const languageRows = aggregates
    ? rowsOf(
        await db.execute(sql`
          select language, sum(contacts)::int as contacts, sum(reached)::int as reached, sum(successes)::int as successes,
            (sum(response_us)::float8 / 60000000) as response_minutes
          from analytics_contact_languages where day between ${w.from}::date and ${w.to}::date
          group by 1 having sum(contacts) <> 0
        `),
      )
    : groups;
  const segmentRows = aggregates
    ? rowsOf(
        await db.execute(sql`
          select channel, ${segmentOf('overdue_since')} as segment, sum(contacts)::int as contacts, sum(reached)::int as reached,
            sum(successes)::int as successes, (sum(response_us)::float8 / 60000000) as response_minutes
          from analytics_contact_segments where day between ${w.from}::date and ${w.to}::date
          group by 1, 2 having sum(contacts) <> 0
        `),
      )
    : groups;
  const all = emptyTally();
  const byChannel = new Map<string, Tally>();
  const byHour = new Map<number, Tally>();
  const byLanguage = new Map<string, Tally>();
  const byChannelHour = new Map<string, Tally>();
  const bySegmentChannel = new Map<string, Tally>();
  const tally = <K>(map: Map<K, Tally>, key: K) => map.get(key) ?? (map.set(key, emptyTally()), map.get(key)!);
  for (const row of hourRows) {
    const channel = String(row.channel);
    const hour = Number(row.hour);
    add(all, row);
    add(tally(byChannel, channel), row);
    add(tally(byHour, hour), row);
    add(tally(byChannelHour, `${channel}:${hour}`), row);
  }
  for (const row of languageRows) add(tally(byLanguage, String(row.language)), row);
  for (const row of segmentRows) add(tally(bySegmentChannel, `${Number(row.segment)}:${String(row.channel)}`), row);

  // Customers contacted, and who of them paid after their first contact in the period; segment sizes.
  const [people] = rowsOf(
    await db.execute(aggregates ? sql`
      select
        (select coalesce(sum(customers), 0)::int from analytics_contacted_customers where last_contact_day >= ${w.from}::date) as contacted,
        (select coalesce(sum(customers), 0)::int from analytics_converted_customers where converted_day >= ${w.from}::date) as converted
    ` : sql`
      with first_contact as (
        select customer_id, min(created_at) as first_at from contact_attempts
        where created_at >= ${startIso}::timestamptz and created_at < ${endIso}::timestamptz and customer_id is not null
        group by customer_id
      )
      select count(*)::int as contacted,
        count(*) filter (where exists (
          select 1 from payments p where p.customer_id = f.customer_id and p.received_at >= f.first_at and p.received_at < ${endIso}::timestamptz
        ))::int as converted
      from first_contact f
    `),
  );
  const segments = rowsOf(
    await db.execute(aggregates ? sql`
      select segment, sum(customers)::int as customers, (sum(days * customers)::float8 / sum(customers)) as avg_days from (
        select ${segmentOf('overdue_since')} as segment,
          case when overdue_since >= ${today}::date then 0 else ${today}::date - overdue_since end as days, customers
        from analytics_contacted_customers where last_contact_day >= ${w.from}::date and customers <> 0
      ) t group by 1 having sum(customers) <> 0
    ` : sql`
      with ${contactsCte(startIso, endIso, today)}, per_customer as (
        select customer_id, max(days_overdue) as days_overdue from cc where customer_id is not null group by customer_id
      )
      select case when days_overdue <= 0 then 0 when days_overdue <= 30 then 1 when days_overdue <= 60 then 2
          when days_overdue <= 90 then 3 else 4 end as segment,
        count(*)::int as customers, avg(greatest(days_overdue, 0))::float8 as avg_days
      from per_customer group by 1
    `),
  );

  // Payments: the period's, the last hour's, and the activity stream.
  const paidInPeriod = aggregates
    ? sql`
        (select coalesce(sum(payments), 0)::int from analytics_payment_days where day between ${w.from}::date and ${w.to}::date) as payments,
        (select coalesce(sum(paise), 0)::bigint from analytics_payment_days where day between ${w.from}::date and ${w.to}::date) as paise,`
    : sql`
        (select count(*)::int from payments where received_at >= ${startIso}::timestamptz and received_at < ${endIso}::timestamptz) as payments,
        (select coalesce(sum(amount_paise), 0)::bigint from payments where received_at >= ${startIso}::timestamptz and received_at < ${endIso}::timestamptz) as paise,`;
  const [paid] = rowsOf(
    await db.execute(sql`
      select ${paidInPeriod}
        (select count(*)::int from payments where received_at >= ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz and received_at <= ${endIso}::timestamptz) as last_hour,
        (select count(*)::int from messages where channel = 'voice' and status = 'queued') as active_calls
    `),
  );
  const payments = Number(paid?.payments ?? 0);
  const collectedPaise = Number(paid?.paise ?? 0);

  const activityRows = rowsOf(
    await db.execute(sql`
      (select p.id::text as id, p.received_at as at, 'payment' as kind, coalesce(cu.name, l.customer_name, '') as customer_name,
          p.amount_paise as amount_paise, p.method as detail
        from payments p left join customers cu on cu.id = p.customer_id left join payment_links l on l.id = p.payment_link_id
        where p.received_at <= ${endIso}::timestamptz
        order by p.received_at desc limit ${ACTIVITY_LIMIT})
      union all
      (select a.id::text, a.created_at, a.channel, coalesce(cu.name, ''), null, a.outcome
        from contact_attempts a left join customers cu on cu.id = a.customer_id
        where a.created_at <= ${endIso}::timestamptz
        order by a.created_at desc limit ${ACTIVITY_LIMIT})
      order by at desc, id limit ${ACTIVITY_LIMIT}
    `),
  );
  const activity = activityRows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at as string).toISOString(),
    kind: String(row.kind) as TAdvancedAnalytics['activity'][number]['kind'],
    customerName: String(row.customer_name),
    amount: row.amount_paise === null || row.amount_paise === undefined ? null : paiseToRupees(row.amount_paise as number),
    detail: String(row.detail),
  }));

  // Spend per channel (accepted attempts, in rupees) and each channel's most used provider.
  const spendRows = rowsOf(
    await db.execute(aggregates ? sql`
      select channel,
        coalesce(sum(cost) filter (where currency = 'INR'), 0)::float8 as inr,
        coalesce(sum(cost) filter (where currency = 'USD'), 0)::float8 as usd
      from analytics_spend_days where day between ${w.from}::date and ${w.to}::date
      group by channel
    ` : sql`
      select m.channel,
        coalesce(sum(a.cost) filter (where a.currency = 'INR'), 0)::float8 as inr,
        coalesce(sum(a.cost) filter (where a.currency = 'USD'), 0)::float8 as usd
      from message_attempts a join messages m on m.id = a.message_id
      where a.created_at >= ${startIso}::timestamptz and a.created_at < ${endIso}::timestamptz
        and a.status in ('sent', 'delivered', 'completed')
      group by m.channel
    `),
  );
  const spendPaise = new Map<string, number>(
    spendRows.map((row) => [String(row.channel), Math.round(100 * (Number(row.inr) + Number(row.usd) * USD_TO_INR))]),
  );
  const providerRows = rowsOf(
    await db.execute(aggregates ? sql`
      select distinct on (channel) channel, provider from (
        select channel, provider, sum(messages) as n from analytics_message_days
        where day between ${w.from}::date and ${w.to}::date
        group by channel, provider having sum(messages) <> 0
      ) t order by channel, n desc, provider
    ` : sql`
      select distinct on (channel) channel, provider from (
        select channel, provider, count(*) as n from messages
        where created_at >= ${startIso}::timestamptz and created_at < ${endIso}::timestamptz
        group by channel, provider
      ) t order by channel, n desc, provider
    `),
  );
  const providerOf = new Map(providerRows.map((row) => [String(row.channel), String(row.provider)]));

  // The last six days (and the one before, for the first arrow).
  const trendFrom = addDays(today, -TREND_DAYS);
  const trendStartIso = istDayStart(trendFrom).toISOString();
  const trendContacts = rowsOf(
    await db.execute(aggregates ? sql`
      select day::text as day, channel, contacts, successes from analytics_contact_days
      where day between ${trendFrom}::date and ${today}::date and contacts <> 0
    ` : sql`
      with ${contactsCte(trendStartIso, endIso, today)}
      select ${istDateOf(sql.raw('created_at'))}::text as day, channel, count(*)::int as contacts, count(paid_at)::int as successes
      from c group by 1, 2
    `),
  );
  const trendPayments = rowsOf(
    await db.execute(aggregates ? sql`
      select day::text as day, payments, paise from analytics_payment_days
      where day between ${trendFrom}::date and ${today}::date and payments <> 0
    ` : sql`
      select ${istDateOf(sql.raw('received_at'))}::text as day, count(*)::int as payments, sum(amount_paise)::bigint as paise
      from payments where received_at >= ${trendStartIso}::timestamptz and received_at < ${endIso}::timestamptz group by 1
    `),
  );
  const days = Array.from({ length: TREND_DAYS + 1 }, (_, index) => addDays(trendFrom, index));
  const dayFigures = days.map((date) => {
    const contacts = trendContacts.filter((row) => row.day === date);
    const count = (channel?: string) => contacts.filter((row) => !channel || row.channel === channel).reduce((sum, row) => sum + Number(row.contacts), 0);
    const successes = contacts.reduce((sum, row) => sum + Number(row.successes), 0);
    const pay = trendPayments.find((row) => row.day === date);
    const amount = paiseToRupees(Number(pay?.paise ?? 0));
    return {
      date,
      callsMade: count('voice'),
      smssSent: count('sms'),
      contacts: count(),
      paymentsReceived: Number(pay?.payments ?? 0),
      amount,
      amountThousands: round(amount / 1000, 1),
      successRate: percent(successes, count()),
    };
  });
  const trends = dayFigures.slice(1).map((day, index) => {
    const before = dayFigures[index]!;
    return {
      ...day,
      arrows: {
        contacts: arrow(day.contacts, before.contacts),
        payments: arrow(day.paymentsReceived, before.paymentsReceived),
        amount: arrow(day.amount, before.amount),
        successRate: arrow(day.successRate, before.successRate),
      },
    };
  });

  // Ageing today and promises (payment links) made in the period.
  const ageingRows = rowsOf(
    await db.execute(aggregates ? sql`
      select ${today}::date - due_date as days, invoices, paise from analytics_open_dues where invoices <> 0
    ` : sql`
      select ${today}::date - o.due_date as days, count(*)::int as invoices, count(distinct l.customer_id)::int as customers,
        sum(o.unpaid)::bigint as paise
      from customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) as o(due_date, unpaid)
      where o.unpaid > 0
      group by 1
    `),
  );
  const ageing = AGEING_BUCKETS.map((bucket) => ({ bucket, amount: 0, invoices: 0, customers: 0, paise: 0 }));
  for (const row of ageingRows) {
    const entry = ageing.find((item) => item.bucket === ageingBucket(Number(row.days)))!;
    entry.paise += Number(row.paise);
    entry.invoices += Number(row.invoices);
  }
  // A customer counts once per bucket: at its first open due date within the bucket's due dates.
  const ageingCustomers = rowsOf(
    await db.execute(aggregates ? sql`
      select b.bucket, coalesce(sum(c.customers), 0)::int as customers
      from (values (0, ${today}::date, 'infinity'::date), (1, ${today}::date - 30, ${today}::date - 1),
        (2, ${today}::date - 60, ${today}::date - 31), (3, ${today}::date - 90, ${today}::date - 61),
        (4, '-infinity'::date, ${today}::date - 91)) as b(bucket, lo, hi)
      join analytics_open_due_customers c on c.due_date between b.lo and b.hi
        and (c.previous_due < b.lo or c.previous_due = '-infinity'::date)
      group by b.bucket
    ` : sql`
      select bucket, count(distinct customer_id)::int as customers from (
        select l.customer_id, case when ${today}::date - o.due_date <= 0 then 0 when ${today}::date - o.due_date <= 30 then 1
          when ${today}::date - o.due_date <= 60 then 2 when ${today}::date - o.due_date <= 90 then 3 else 4 end as bucket
        from customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) as o(due_date, unpaid) where o.unpaid > 0
      ) t group by bucket
    `),
  );
  for (const row of ageingCustomers) ageing[Number(row.bucket)]!.customers = Number(row.customers);

  const [promises] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where paid_at is not null or expires_at <= ${endIso}::timestamptz)::int as made,
        count(*) filter (where paid_at is not null and paid_at <= expires_at)::int as kept
      from payment_links where created_at >= ${startIso}::timestamptz and created_at < ${endIso}::timestamptz
    `),
  );

  // Figures.
  const totalSpendPaise = [...spendPaise.values()].reduce((sum, paise) => sum + paise, 0);
  const roi = ratio(collectedPaise, totalSpendPaise, 1);
  const channels = CHANNELS.map((channel) => {
    const t = byChannel.get(channel) ?? emptyTally();
    const spend = spendPaise.get(channel) ?? 0;
    let bestHour: number | null = null;
    for (let hour = 0; hour < 24; hour++) {
      const successes = byChannelHour.get(`${channel}:${hour}`)?.successes ?? 0;
      if (successes > 0 && (bestHour === null || successes > (byChannelHour.get(`${channel}:${bestHour}`)?.successes ?? 0))) bestHour = hour;
    }
    return {
      channel,
      provider: providerOf.get(channel) ?? '',
      successRate: percent(t.successes, t.contacts),
      totalContacts: t.contacts,
      successfulPayments: t.successes,
      costPerContact: t.contacts === 0 ? null : round(spend / 100 / t.contacts, 2),
      costPerSuccess: t.successes === 0 ? null : round(spend / 100 / t.successes, 2),
      avgResponseTime: avgResponse(t),
      bestTimeSlot: bestHour === null ? '' : slot(bestHour),
      spend: paiseToRupees(spend),
      responseRate: percent(t.reached, t.contacts),
    };
  });
  const ranked = channels.filter((c) => c.totalContacts > 0 || c.spend > 0);
  let top = '';
  let topRate = -1;
  for (const c of channels) {
    if (c.successRate !== null && c.successRate > topRate) {
      top = c.channel;
      topRate = c.successRate;
    }
  }

  const segmentSize = new Map(segments.map((row) => [Number(row.segment), row]));
  const customerSegments = OVERDUE_SEGMENTS.map((segment, index) => {
    const size = segmentSize.get(index);
    const t = emptyTally();
    let preferred = '';
    let preferredRate = -1;
    let preferredVolume = -1;
    for (const channel of CHANNELS) {
      const ct = bySegmentChannel.get(`${index}:${channel}`);
      if (!ct) continue;
      t.contacts += ct.contacts;
      t.successes += ct.successes;
      const rate = ct.successes / ct.contacts;
      if (rate > preferredRate || (rate === preferredRate && ct.contacts > preferredVolume)) {
        preferred = channel;
        preferredRate = rate;
        preferredVolume = ct.contacts;
      }
    }
    return {
      segment,
      customers: Number(size?.customers ?? 0),
      avgDaysOverdue: round(Number(size?.avg_days ?? 0), 1),
      successRate: percent(t.successes, t.contacts),
      preferredChannel: preferred,
    };
  });

  const made = Number(promises?.made ?? 0);
  const kept = Number(promises?.kept ?? 0);
  const costPerRupee = ratio(totalSpendPaise, collectedPaise, 4);

  return {
    period,
    from: w.from,
    to: w.to,
    generatedAt: now.toISOString(),
    today: {
      callsMade: byChannel.get('voice')?.contacts ?? 0,
      smssSent: byChannel.get('sms')?.contacts ?? 0,
      contactsMade: (byChannel.get('voice')?.contacts ?? 0) + (byChannel.get('sms')?.contacts ?? 0),
      paymentsReceived: payments,
      totalAmount: paiseToRupees(collectedPaise),
      successRate: percent(all.successes, all.contacts),
      responseRate: percent(all.reached, all.contacts),
    },
    realTime: {
      activeCallsNow: Number(paid?.active_calls ?? 0),
      paymentsLastHour: Number(paid?.last_hour ?? 0),
      avgResponseTime: avgResponse(all),
      topPerformingChannel: top,
    },
    activity,
    quickStats: {
      responseRate: percent(all.reached, all.contacts),
      averagePayment: payments === 0 ? null : round(collectedPaise / payments / 100, 2),
      avgResponseTime: avgResponse(all),
      conversionRate: percent(Number(people?.converted ?? 0), Number(people?.contacted ?? 0)),
    },
    channels,
    trends,
    insights: {
      bestCallTimes: [...byHour.entries()]
        .sort(([a], [b]) => a - b)
        .map(([hour, t]) => ({ hour, successRate: percent(t.successes, t.contacts), volume: t.contacts })),
      languagePreferences: [...byLanguage.entries()]
        .sort(([a, x], [b, y]) => y.contacts - x.contacts || a.localeCompare(b))
        .map(([language, t]) => ({ language, successRate: percent(t.successes, t.contacts), volume: t.contacts })),
      customerSegments,
    },
    cost: {
      totalSpend: paiseToRupees(totalSpendPaise),
      costPerPayment: payments === 0 ? null : round(totalSpendPaise / 100 / payments, 2),
      roi,
      roiLabel: roiLabel(roi),
      costPerRupeeCollected: costPerRupee,
      usdToInr: USD_TO_INR,
      channelEfficiency: ranked
        .map((c) => ({ channel: c.channel as TChannel, spend: c.spend, successes: c.successfulPayments, costPerSuccess: c.costPerSuccess, rating: efficiencyRating(c.costPerSuccess) }))
        .sort((a, b) => (a.costPerSuccess ?? Infinity) - (b.costPerSuccess ?? Infinity) || a.channel.localeCompare(b.channel)),
    },
    collections: {
      ageing: ageing.map(({ paise, ...rest }) => ({ ...rest, amount: paiseToRupees(paise) })),
      promiseKeptRate: percent(kept, made),
      promisesMade: made,
      promisesKept: kept,
      costPerRupeeCollected: costPerRupee,
    },
  };
}
