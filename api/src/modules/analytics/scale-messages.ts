import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';

/**
 * Bench scale data for analytics: `perCustomer` past messages per customer (100,000 customers × 10 =
 * 1,000,000 messages) over the last 120 days, each with its provider attempt (cost) and contact attempt,
 * across voice, SMS, WhatsApp and email; 1 in 10 failed. Written by SQL in slices of 10,000 customers.
 */
export async function seedScaleMessages(db: Queryable, perCustomer = 10, log: (line: string) => void = () => {}): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from customers`));
  const customerCount = Number(row?.n ?? 0);
  const slice = 10_000;
  for (let offset = 0; offset < customerCount; offset += slice) {
    await insertScaleMessages(
      db,
      sql`select id, coalesce(phone, '+91 9000000000') as phone from customers order by id limit ${slice} offset ${offset}`,
      perCustomer,
    );
    log(
      `  messages: ${Math.min(offset + slice, customerCount).toLocaleString('en-IN')} of ${customerCount.toLocaleString('en-IN')} customers`,
    );
  }
  return customerCount * perCustomer;
}

/**
 * What the messages of one `insertScaleMessages` statement add to the per-day aggregates, from the rows it
 * wrote (its RETURNING): messages by IST day, channel and provider; provider attempts' cost by IST day,
 * the message's channel and currency. Days as `YYYY-MM-DD`, costs as numeric text (exact).
 */
export interface ScaleMessageAggregates {
  messageDays: { day: string; channel: string; provider: string; messages: number }[];
  spendDays: { day: string; channel: string; currency: string; cost: string }[];
}

/**
 * The same past messages for the customers `ids` (phones beside them, null for none), e.g. one batch of
 * a streamed seeding, in one statement; resolves to what they add to the per-day aggregates.
 */
export async function scaleMessagesFor(
  db: Queryable,
  ids: string[],
  phones: (string | null)[],
  perCustomer = 10,
): Promise<ScaleMessageAggregates> {
  return insertScaleMessages(
    db,
    sql`select id, coalesce(phone, '+91 9000000000') as phone from unnest(${sql.param(ids)}::uuid[], ${sql.param(phones)}::text[]) as c(id, phone)`,
    perCustomer,
  );
}

/**
 * `perCustomer` messages, provider attempts and contact attempts for each row (id, phone) of
 * `customersQuery`; resolves to their per-day sums (the statement groups its own RETURNING rows, so
 * adding them to the aggregates reads none of these rows again).
 */
async function insertScaleMessages(db: Queryable, customersQuery: SQL, perCustomer: number): Promise<ScaleMessageAggregates> {
  const rows = rowsOf<{ kind: 'messages' | 'spend'; day: string; channel: string; key: string; amount: string }>(
    await db.execute(sql`
    with c as (${customersQuery}),
    m as (
      insert into messages (customer_id, channel, "to", body, provider, status, idempotency_key, created_at, updated_at)
      select c.id, (array['sms', 'whatsapp', 'voice', 'email'])[1 + (g % 4)], c.phone, 'Payment reminder',
        (array['msg91', 'whatsapp-cloud', 'exotel', 'ses'])[1 + (g % 4)],
        case when g % 10 = 0 then 'failed' when g % 4 = 2 then 'completed' else 'delivered' end,
        'bench:' || c.id || ':' || g,
        now() - ((abs(hashtext(c.id::text || g::text)) % (120 * 86400)) * interval '1 second'), now()
      from c cross join generate_series(1, ${perCustomer}) g
      returning id, customer_id, channel, provider, status, created_at
    ), a as (
      insert into message_attempts (message_id, attempt_no, provider_name, status, idempotency_key, latency_ms, cost, currency, created_at, updated_at)
      select id, 1, 'bench', status, id::text || ':1', 200,
        case channel when 'sms' then 0.0075 when 'whatsapp' then 0.0050 when 'voice' then 0.0200 else 0.0001 end, 'USD', created_at, created_at
      from m
      returning message_id, status, cost, currency, created_at
    ), contacts as (
      insert into contact_attempts (customer_id, channel, outcome, message_id, created_at)
      select customer_id, channel, status, id, created_at from m
    )
    select 'messages' as kind, analytics_ist_day(created_at)::text as day, channel, provider as key, count(*)::text as amount
    from m group by 2, 3, 4
    union all
    select 'spend', analytics_ist_day(a.created_at)::text, m.channel, a.currency, sum(a.cost)::text
    from a join m on m.id = a.message_id where a.status in ('sent', 'delivered', 'completed') group by 2, 3, 4
  `),
  );
  return {
    messageDays: rows
      .filter((row) => row.kind === 'messages')
      .map((row) => ({ day: row.day, channel: row.channel, provider: row.key, messages: Number(row.amount) })),
    spendDays: rows
      .filter((row) => row.kind === 'spend')
      .map((row) => ({ day: row.day, channel: row.channel, currency: row.key, cost: row.amount })),
  };
}

/**
 * Waits for, then holds until its transaction ends, the lock under which a seeding's batch adds its
 * analytics (`addAnalyticsFor` takes it; a caller may take it first to time the wait on its own).
 */
export async function lockBatchAggregates(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('duesflow:seed-batch-aggregates'))`);
}

/**
 * Adds the aggregates of the customers `ids` to the analytics tables, in the caller's transaction: what
 * `analytics_rebuild()` would add for them, for customers whose rows (invoices, payments, contact
 * attempts, messages and their provider attempts, ledger) are all new and counted nowhere yet, e.g. one
 * batch of a streamed seeding with the triggers off; `messages` are the sums `scaleMessagesFor` gave for
 * the batch's messages (their only messages). The per-day sums are added as deltas (`INSERT … ON
 * CONFLICT DO UPDATE`), the per-customer figures by the triggers' own functions
 * (`analytics_contacts_refresh`, `analytics_receivables_refresh`, `analytics_open_dues_apply`). A
 * transaction-level advisory lock keeps two batches from updating the same day rows in different orders
 * (a deadlock); the second waits for the first's commit.
 */
export async function addAnalyticsFor(db: Queryable, ids: string[], messages: ScaleMessageAggregates): Promise<void> {
  if (ids.length === 0) return;
  const batch = sql`${sql.param(ids)}::uuid[]`;
  const column = <T>(rows: T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));
  await lockBatchAggregates(db);
  await db.execute(sql`
    insert into analytics_payment_days as t (day, payments, paise)
    select analytics_ist_day(received_at), count(*), sum(amount_paise) from payments where customer_id = any(${batch}) group by 1
    on conflict (day) do update set payments = t.payments + excluded.payments, paise = t.paise + excluded.paise`);
  await db.execute(sql`
    insert into analytics_sales_days as t (day, paise)
    select issued_on, sum(amount_paise) from invoices where customer_id = any(${batch}) and status = 'issued' group by 1
    on conflict (day) do update set paise = t.paise + excluded.paise`);
  // The batch's messages and provider attempts: their sums as the statement that wrote them grouped them.
  const { spendDays, messageDays } = messages;
  await db.execute(sql`
    insert into analytics_spend_days as t (day, channel, currency, cost)
    select * from unnest(${column(spendDays, (r) => r.day)}::date[], ${column(spendDays, (r) => r.channel)}::text[],
      ${column(spendDays, (r) => r.currency)}::text[], ${column(spendDays, (r) => r.cost)}::numeric[])
    on conflict (day, channel, currency) do update set cost = t.cost + excluded.cost`);
  await db.execute(sql`
    insert into analytics_message_days as t (day, channel, provider, messages)
    select * from unnest(${column(messageDays, (r) => r.day)}::date[], ${column(messageDays, (r) => r.channel)}::text[],
      ${column(messageDays, (r) => r.provider)}::text[], ${column(messageDays, (r) => r.messages)}::int[])
    on conflict (day, channel, provider) do update set messages = t.messages + excluded.messages`);
  await db.execute(sql`select analytics_contacts_refresh(${batch})`);
  await db.execute(sql`select analytics_receivables_refresh(${batch})`);
  await db.execute(sql`
    select analytics_open_dues_apply(array_agg(l.customer_id), array_agg(1), array_agg(o.due_date), array_agg(o.unpaid))
    from customer_ledger l, unnest(l.open_due_dates, l.open_unpaid_paise) as o(due_date, unpaid)
    where l.customer_id = any(${batch})`);
}

/**
 * Runs `load` with the analytics triggers (migration 0017) switched off; they are on again afterwards,
 * whatever `load` did. The aggregates are then the caller's to keep: `addAnalyticsFor` per batch, or
 * one `analytics_rebuild()` afterwards.
 */
export async function withAnalyticsTriggersOff<T>(db: Queryable, load: () => Promise<T>): Promise<T> {
  const triggers = rowsOf<{ tgname: string; relname: string }>(
    await db.execute(
      sql`select t.tgname, c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_refresh_analytics_%'`,
    ),
  );
  const toggle = async (state: 'disable' | 'enable') => {
    for (const { tgname, relname } of triggers) await db.execute(sql.raw(`alter table "${relname}" ${state} trigger "${tgname}"`));
  };
  await toggle('disable');
  try {
    return await load();
  } finally {
    await toggle('enable');
  }
}
