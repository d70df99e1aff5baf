import { sql } from 'drizzle-orm';
import { USD_TO_INR } from '@duesflow/shared-contracts/analytics';
import { rowsOf } from '../../../core/db/database';
import type { AdvancedPeriod } from './period';
import { SENT_STATUSES } from '../../../core/db/sent-statuses';

/** Spend per channel (accepted attempts, in paise) and each channel's most used provider. */
export async function channelSpend({ db, w, startIso, endIso, aggregates }: AdvancedPeriod) {
  const spendRows = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select channel,
        coalesce(sum(cost) filter (where currency = 'INR'), 0)::float8 as inr,
        coalesce(sum(cost) filter (where currency = 'USD'), 0)::float8 as usd
      from analytics_spend_days where day between ${w.from}::date and ${w.to}::date
      group by channel
    `
        : sql`
      select m.channel,
        coalesce(sum(a.cost) filter (where a.currency = 'INR'), 0)::float8 as inr,
        coalesce(sum(a.cost) filter (where a.currency = 'USD'), 0)::float8 as usd
      from message_attempts a join messages m on m.id = a.message_id
      where a.created_at >= ${startIso}::timestamptz and a.created_at < ${endIso}::timestamptz
        and a.status in ${SENT_STATUSES}
      group by m.channel
    `,
    ),
  );
  const providerRows = rowsOf(
    await db.execute(
      aggregates
        ? sql`
      select distinct on (channel) channel, provider from (
        select channel, provider, sum(messages) as n from analytics_message_days
        where day between ${w.from}::date and ${w.to}::date
        group by channel, provider having sum(messages) <> 0
      ) t order by channel, n desc, provider
    `
        : sql`
      select distinct on (channel) channel, provider from (
        select channel, provider, count(*) as n from messages
        where created_at >= ${startIso}::timestamptz and created_at < ${endIso}::timestamptz
        group by channel, provider
      ) t order by channel, n desc, provider
    `,
    ),
  );
  return {
    spendPaise: new Map<string, number>(
      spendRows.map((row) => [String(row.channel), Math.round(100 * (Number(row.inr) + Number(row.usd) * USD_TO_INR))]),
    ),
    providerOf: new Map(providerRows.map((row) => [String(row.channel), String(row.provider)])),
  };
}
