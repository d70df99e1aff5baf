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
 * The same past messages for the customers `ids` (phones beside them, null for none), e.g. one batch of
 * a streamed seeding, in one statement.
 */
export async function scaleMessagesFor(db: Queryable, ids: string[], phones: (string | null)[], perCustomer = 10): Promise<void> {
  await insertScaleMessages(
    db,
    sql`select id, coalesce(phone, '+91 9000000000') as phone from unnest(${sql.param(ids)}::uuid[], ${sql.param(phones)}::text[]) as c(id, phone)`,
    perCustomer,
  );
}

/** `perCustomer` messages, provider attempts and contact attempts for each row (id, phone) of `customersQuery`. */
async function insertScaleMessages(db: Queryable, customersQuery: SQL, perCustomer: number): Promise<void> {
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
      returning id, customer_id, channel, status, created_at
    ), a as (
      insert into message_attempts (message_id, attempt_no, provider_name, status, idempotency_key, latency_ms, cost, currency, created_at, updated_at)
      select id, 1, 'bench', status, id::text || ':1', 200,
        case channel when 'sms' then 0.0075 when 'whatsapp' then 0.0050 when 'voice' then 0.0200 else 0.0001 end, 'USD', created_at, created_at
      from m
    )
    insert into contact_attempts (customer_id, channel, outcome, message_id, created_at)
    select customer_id, channel, status, id, created_at from m
  `);
}

/**
 * Adds the aggregates of the customers `ids` to the analytics tables, in the caller's transaction: what
 * `analytics_rebuild()` would add for them, for customers whose rows (invoices, payments, contact
 * attempts, messages and their provider attempts, ledger) are all new and counted nowhere yet, e.g. one
 * batch of a streamed seeding with the triggers off. The per-day sums are added as deltas (`INSERT … ON
 * CONFLICT DO UPDATE`), the per-customer figures by the triggers' own functions
 * (`analytics_contacts_refresh`, `analytics_receivables_refresh`, `analytics_open_dues_apply`). A
 * transaction-level advisory lock keeps two batches from updating the same day rows in different orders
 * (a deadlock); the second waits for the first's commit.
 */
export async function addAnalyticsFor(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = sql`${sql.param(ids)}::uuid[]`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('duesflow:seed-batch-aggregates'))`);
  // Sorts and groupings of a batch's ~300,000 contact attempts in memory rather than spilled to disk.
  await db.execute(sql`set local work_mem = '256MB'`);
  await db.execute(sql`
    insert into analytics_payment_days as t (day, payments, paise)
    select analytics_ist_day(received_at), count(*), sum(amount_paise) from payments where customer_id = any(${batch}) group by 1
    on conflict (day) do update set payments = t.payments + excluded.payments, paise = t.paise + excluded.paise`);
  await db.execute(sql`
    insert into analytics_sales_days as t (day, paise)
    select issued_on, sum(amount_paise) from invoices where customer_id = any(${batch}) and status = 'issued' group by 1
    on conflict (day) do update set paise = t.paise + excluded.paise`);
  await db.execute(sql`
    insert into analytics_spend_days as t (day, channel, currency, cost)
    select analytics_ist_day(a.created_at), m.channel, a.currency, sum(a.cost)
    from messages m join message_attempts a on a.message_id = m.id
    where m.customer_id = any(${batch}) and a.status in ('sent', 'delivered', 'completed') group by 1, 2, 3
    on conflict (day, channel, currency) do update set cost = t.cost + excluded.cost`);
  await db.execute(sql`
    insert into analytics_message_days as t (day, channel, provider, messages)
    select analytics_ist_day(created_at), channel, provider, count(*) from messages where customer_id = any(${batch}) group by 1, 2, 3
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
 * `withAnalyticsDeferred`'s rebuild.
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

/**
 * A bulk load without the analytics triggers (migration 0017): they are switched off while `load` runs
 * and the aggregates are computed once afterwards by `analytics_rebuild()`, the same SQL the migration
 * backfills with. Seeding 1,000,000 messages then costs one set-based pass instead of one per statement.
 */
export async function withAnalyticsDeferred<T>(db: Queryable, load: () => Promise<T>, log: (line: string) => void = () => {}): Promise<T> {
  try {
    return await withAnalyticsTriggersOff(db, load);
  } finally {
    const started = Date.now();
    await db.execute(sql`select analytics_rebuild()`);
    // Fresh statistics: the planner otherwise sees the tables as they were before the load.
    await db.execute(sql`analyze`);
    log(`  analytics aggregates rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
