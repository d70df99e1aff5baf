import { sql } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { rowsOf } from '../../../core/db/database';
import { HOUR_MS } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import type { AdvancedPeriod } from './period';

/** The period's payments (count and paise), the last hour's, and the calls being placed now. */
export async function paymentTotals({ db, now, w, startIso, endIso, aggregates }: AdvancedPeriod) {
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
  return {
    payments: Number(paid?.payments ?? 0),
    collectedPaise: Number(paid?.paise ?? 0),
    lastHour: Number(paid?.last_hour ?? 0),
    activeCalls: Number(paid?.active_calls ?? 0),
  };
}

/** The newest payments and contacts, merged, for the live activity stream. */
export async function activityStream({ db, endIso }: AdvancedPeriod): Promise<TAdvancedAnalytics['activity']> {
  const rows = rowsOf(
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
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at as string).toISOString(),
    kind: String(row.kind) as TAdvancedAnalytics['activity'][number]['kind'],
    customerName: String(row.customer_name),
    amount: row.amount_paise === null || row.amount_paise === undefined ? null : paiseToRupees(row.amount_paise as number),
    detail: String(row.detail),
  }));
}
