import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../core/db/database';
import { round } from '../formulas';
import { istHourOf } from '../windows';
import { contactsCte, segmentOf, type AdvancedPeriod } from './period';

/** Contacts, those that reached the customer, those followed by a payment, and the minutes until it. */
export interface ContactCounts {
  contacts: number;
  reached: number;
  successes: number;
  responseMinutes: number;
}
export const noContacts = (): ContactCounts => ({ contacts: 0, reached: 0, successes: 0, responseMinutes: 0 });
function add(into: ContactCounts, row: Record<string, unknown>) {
  into.contacts += Number(row.contacts);
  into.reached += Number(row.reached);
  into.successes += Number(row.successes);
  into.responseMinutes += Number(row.response_minutes ?? 0);
}
export const avgResponse = (t: ContactCounts) => (t.successes === 0 ? null : round(t.responseMinutes / t.successes, 1));

/** The period's contacts counted by channel, IST hour, language and overdue segment. */
export interface ContactBreakdown {
  all: ContactCounts;
  byChannel: Map<string, ContactCounts>;
  byHour: Map<number, ContactCounts>;
  byLanguage: Map<string, ContactCounts>;
  /** `${channel}:${hour}` */
  byChannelHour: Map<string, ContactCounts>;
  /** `${segment}:${channel}` */
  bySegmentChannel: Map<string, ContactCounts>;
}

export async function contactBreakdown(p: AdvancedPeriod): Promise<ContactBreakdown> {
  const { hourRows, languageRows, segmentRows } = p.aggregates ? await aggregateRows(p) : await rawRows(p);
  const breakdown: ContactBreakdown = {
    all: noContacts(),
    byChannel: new Map(),
    byHour: new Map(),
    byLanguage: new Map(),
    byChannelHour: new Map(),
    bySegmentChannel: new Map(),
  };
  const countsAt = <K>(map: Map<K, ContactCounts>, key: K) => map.get(key) ?? (map.set(key, noContacts()), map.get(key)!);
  for (const row of hourRows) {
    const channel = String(row.channel);
    const hour = Number(row.hour);
    add(breakdown.all, row);
    add(countsAt(breakdown.byChannel, channel), row);
    add(countsAt(breakdown.byHour, hour), row);
    add(countsAt(breakdown.byChannelHour, `${channel}:${hour}`), row);
  }
  for (const row of languageRows) add(countsAt(breakdown.byLanguage, String(row.language)), row);
  for (const row of segmentRows) add(countsAt(breakdown.bySegmentChannel, `${Number(row.segment)}:${String(row.channel)}`), row);
  return breakdown;
}

/** From the raw rows: one grouping by channel, hour, language and segment serves all three breakdown. */
async function rawRows(p: AdvancedPeriod) {
  const groups = rowsOf(
    await p.db.execute(sql`
      with ${contactsCte(p.startIso, p.endIso, p.today)}
      select channel, ${istHourOf(sql.raw('created_at'))} as hour, language,
        case when days_overdue <= 0 then 0 when days_overdue <= 30 then 1 when days_overdue <= 60 then 2
          when days_overdue <= 90 then 3 else 4 end as segment,
        count(*)::int as contacts, count(*) filter (where reached)::int as reached,
        count(paid_at)::int as successes,
        coalesce(sum(extract(epoch from paid_at - created_at) / 60), 0)::float8 as response_minutes
      from cc group by 1, 2, 3, 4
    `),
  );
  return { hourRows: groups, languageRows: groups, segmentRows: groups };
}

/** From the aggregates: the same breakdown, each from its own table (hour × channel, language, segment × channel). */
async function aggregateRows({ db, w, today }: AdvancedPeriod) {
  const hourRows = rowsOf(
    await db.execute(sql`
      select channel, hour, sum(contacts)::int as contacts, sum(reached)::int as reached, sum(successes)::int as successes,
        (sum(response_us)::float8 / 60000000) as response_minutes
      from analytics_contact_hours where day between ${w.from}::date and ${w.to}::date
      group by 1, 2 having sum(contacts) <> 0
    `),
  );
  const languageRows = rowsOf(
    await db.execute(sql`
      select language, sum(contacts)::int as contacts, sum(reached)::int as reached, sum(successes)::int as successes,
        (sum(response_us)::float8 / 60000000) as response_minutes
      from analytics_contact_languages where day between ${w.from}::date and ${w.to}::date
      group by 1 having sum(contacts) <> 0
    `),
  );
  const segmentRows = rowsOf(
    await db.execute(sql`
      select channel, ${segmentOf('overdue_since', today)} as segment, sum(contacts)::int as contacts, sum(reached)::int as reached,
        sum(successes)::int as successes, (sum(response_us)::float8 / 60000000) as response_minutes
      from analytics_contact_segments where day between ${w.from}::date and ${w.to}::date
      group by 1, 2 having sum(contacts) <> 0
    `),
  );
  return { hourRows, languageRows, segmentRows };
}

/** Customers contacted in the period and how many paid after their first contact; segment sizes. */
export async function customerReach({ db, w, today, startIso, endIso, aggregates }: AdvancedPeriod) {
  const [people] = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select
        (select coalesce(sum(customers), 0)::int from analytics_contacted_customers where last_contact_day >= ${w.from}::date) as contacted,
        (select coalesce(sum(customers), 0)::int from analytics_converted_customers where converted_day >= ${w.from}::date) as converted
    `
        : sql`
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
    `,
    ),
  );
  const segments = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select segment, sum(customers)::int as customers, (sum(days * customers)::float8 / sum(customers)) as avg_days from (
        select ${segmentOf('overdue_since', today)} as segment,
          case when overdue_since >= ${today}::date then 0 else ${today}::date - overdue_since end as days, customers
        from analytics_contacted_customers where last_contact_day >= ${w.from}::date and customers <> 0
      ) t group by 1 having sum(customers) <> 0
    `
        : sql`
      with ${contactsCte(startIso, endIso, today)}, per_customer as (
        select customer_id, max(days_overdue) as days_overdue from cc where customer_id is not null group by customer_id
      )
      select case when days_overdue <= 0 then 0 when days_overdue <= 30 then 1 when days_overdue <= 60 then 2
          when days_overdue <= 90 then 3 else 4 end as segment,
        count(*)::int as customers, avg(greatest(days_overdue, 0))::float8 as avg_days
      from per_customer group by 1
    `,
    ),
  );
  return {
    contacted: Number(people?.contacted ?? 0),
    converted: Number(people?.converted ?? 0),
    segmentSizes: new Map(
      segments.map((row) => [Number(row.segment), { customers: Number(row.customers ?? 0), avgDays: Number(row.avg_days ?? 0) }]),
    ),
  };
}
