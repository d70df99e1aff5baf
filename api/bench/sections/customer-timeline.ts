import { performance } from 'node:perf_hooks';
import {
  apiFetch,
  comparisonLines,
  interleaved,
  latencyFigures,
  percentileOf,
  type BenchContext,
  type BenchSection,
  type Latency,
} from '../lib';

/**
 * A customer's staff page (docs/customer-timeline.md; issue: every page of a demo customer's timeline in
 * ≤ 300 ms at 100,000 customers). One customer is given a long history of every kind (2,400 entries);
 * everyone else's replies and audit entries are added so those tables have a realistic size. Measured: the
 * first page and a deep page (the 40th, by the cursor the 39th hands out), each interleaved with a
 * reference: a plain indexed select of that customer's 50 newest messages on the bench's own connection
 * (A B A B, medians). The plans of the two arms that needed new indexes (replies by customer, audit
 * entries by target) are printed.
 */

const HISTORY = { messages: 1_000, replies: 300, links: 150, payments: 300, promises: 150, notes: 250, actions: 250 };
const OTHERS_REPLIES = 20_000;
const OTHERS_AUDIT = 100_000;

/** Gives `customerId` a long history of every kind, spread over the last two years, in a few statements. */
async function seedHistory(context: BenchContext, customerId: string) {
  const { query } = context;
  const spread = (n: string) => `now() - (${n} * interval '1 day' * 730 / 2400) - (random() * interval '1 hour')`;
  await query(
    `insert into messages (customer_id, channel, "to", body, provider, status, error, idempotency_key, created_at)
     select $1::uuid, (array['sms','whatsapp','voice','email'])[1 + n % 4], '+919800000000', 'Reminder ' || n,
       case when n % 10 = 0 then 'none' else 'sandbox' end, case when n % 10 = 0 then 'failed' else 'delivered' end,
       case when n % 10 = 0 then 'Not sent: open dispute (bench)' end, 'bench-timeline-' || $1::text || '-' || n, ${spread('n')}
     from generate_series(1, ${HISTORY.messages}) n`,
    [customerId],
  );
  await query(
    `insert into inbound_messages (channel, vendor_message_id, "from", customer_id, text, received_at, intent, evidence)
     select 'whatsapp', 'bench-reply-' || $1::text || '-' || n, '+919800000000', $1::uuid, 'kal bhar dunga', ${spread('n')}, 'promise', '{"matched":[]}'
     from generate_series(1, ${HISTORY.replies}) n`,
    [customerId],
  );
  await query(
    `insert into payment_links (customer_id, customer_name, amount_paise, status, token, url, expires_at, created_at)
     select $1::uuid, 'Bench', 100000 + n, 'active', 'bench-link-' || $1::text || '-' || n, 'http://localhost/x', now() + interval '7 days', ${spread('n')}
     from generate_series(1, ${HISTORY.links}) n`,
    [customerId],
  );
  await query(
    `insert into payments (customer_id, amount_paise, method, reference, received_at)
     select $1::uuid, 123456 + n, 'upi', 'UTR' || n, ${spread('n')} from generate_series(1, ${HISTORY.payments}) n`,
    [customerId],
  );
  await query(
    `insert into customer_promises (customer_id, made_at, promised_date, due_at_promise_paise, paid_before_paise, source, status, settled_at)
     select $1::uuid, ${spread('n')}, current_date - n, 500000, 0, 'staff', case when n % 2 = 0 then 'kept' else 'broken' end, ${spread('n')} + interval '3 days'
     from generate_series(1, ${HISTORY.promises}) n`,
    [customerId],
  );
  await query(
    `insert into customer_notes (customer_id, text, author_email, created_at)
     select $1::uuid, 'Note ' || n, 'bench@duesflow.test', ${spread('n')} from generate_series(1, ${HISTORY.notes}) n`,
    [customerId],
  );
  const [staff] = await query<{ id: string }>(`select id from staff_users limit 1`);
  await query(
    `insert into audit_log (at, user_id, user_email, action, target, outcome, status)
     select ${spread('n')}, $2::uuid, 'bench@duesflow.test', 'customer.stop-reminders', $1::text, 'success', 200
     from generate_series(1, ${HISTORY.actions}) n`,
    [customerId, staff?.id ?? null],
  );
  // Everyone else's replies and audit entries: the tables the new indexes are for, at a realistic size.
  await query(
    `insert into inbound_messages (channel, vendor_message_id, "from", customer_id, text, received_at, intent, evidence)
     select 'sms', 'bench-other-' || c.id, '+919800000001', c.id, 'ok', now() - random() * interval '365 days', 'needs_reply', '{"matched":[]}'
     from (select id from customers where id <> $1::uuid limit ${OTHERS_REPLIES}) c`,
    [customerId],
  );
  await query(
    `insert into audit_log (at, user_id, user_email, action, target, outcome, status)
     select now() - random() * interval '365 days', $2::uuid, 'bench@duesflow.test', 'customer.stop-reminders', c.id::text, 'success', 200
     from (select id from customers where id <> $1::uuid limit ${OTHERS_AUDIT}) c`,
    [customerId, staff?.id ?? null],
  );
  await query('analyze');
}

/** `count` calls of `call` one after another, after 3 to warm up: its latencies. */
async function timed(call: () => Promise<number>, count = 40): Promise<Latency> {
  let bytes = 0;
  for (let n = 0; n < 3; n += 1) await call();
  const timings: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    bytes = await call();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentileOf(timings, 50), p95: percentileOf(timings, 95), p99: percentileOf(timings, 99), bytes };
}

async function getPage(url: string): Promise<{ bytes: number; items: number; nextCursor: string | null }> {
  const response = await apiFetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  const page = JSON.parse(body) as { items: unknown[]; nextCursor: string | null };
  return { bytes: body.length, items: page.items.length, nextCursor: page.nextCursor };
}

export const section: BenchSection = {
  title: "A customer's timeline",
  async run(context) {
    const { apiUrl, query, report, target } = context;
    const [demo] = await query<{ id: string; name: string }>(`select id::text as id, name from customers order by name, id limit 1`);
    const started = performance.now();
    await seedHistory(context, demo!.id);
    const total = Object.values(HISTORY).reduce((sum, n) => sum + n, 0) + HISTORY.promises; // a settled promise is two entries
    report(
      `gave ${demo!.name} ${total.toLocaleString('en-IN')} timeline entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const base = `${apiUrl}/api/customers/${demo!.id}/timeline`;
    // Walk to the 40th page by cursor (no entry repeated or lost on the way).
    let cursor: string | null = null;
    let seen = 0;
    for (let page = 1; page < 40; page += 1) {
      const answer = await getPage(cursor ? `${base}?before=${cursor}` : base);
      seen += answer.items;
      cursor = answer.nextCursor;
    }
    report(`walked 39 pages (${seen.toLocaleString('en-IN')} entries) to the 40th page's cursor`);
    const deep = `${base}?before=${cursor}`;

    const reference = () =>
      timed(async () => {
        const rows = await query(
          `select id, channel, body, status, error, created_at from messages where customer_id = $1 order by created_at desc limit 50`,
          [demo!.id],
        );
        return JSON.stringify(rows).length;
      });
    const at = `${context.customers.toLocaleString('en-IN')} customers`;
    for (const [label, url] of [
      ['timeline, first page (50)', base],
      ['timeline, 40th page by cursor (50)', deep],
    ] as const) {
      const comparison = await interleaved(context.rounds, reference, () => timed(async () => (await getPage(url)).bytes));
      for (const line of comparisonLines(
        `GET ${label}`,
        "plain indexed select of the customer's 50 newest messages (SQL, no HTTP)",
        comparison,
        { subject: latencyFigures, reference: latencyFigures },
        ['p50', 'p95'],
      ))
        report(line);
      target(
        `${label} p95 ≤ 300 ms at ${at}`,
        comparison.subject.p95 <= 300,
        `${comparison.subject.p95.toFixed(1)} ms (median of ${comparison.rounds} rounds' p95)`,
      );
    }

    // The arms the migration's indexes are for: each seeks by the customer. Without its index (dropped in a
    // transaction that is rolled back) the planner walks the table by time and filters: cheap for the demo
    // customer, whose entries are many and recent, but the whole table for a customer with one old entry.
    const [quiet] = await query<{ id: string }>(
      `select customer_id::text as id from inbound_messages where customer_id <> $1::uuid order by received_at limit 1`,
      [demo!.id],
    );
    const arms = (id: string) =>
      [
        [
          'replies',
          'inbound_messages_customer_received_idx',
          `select id from inbound_messages where customer_id = '${id}' order by received_at desc limit 51`,
        ],
        ['audit entries', 'audit_log_target_at_idx', `select id from audit_log where target = '${id}' order by at desc limit 51`],
      ] as const;
    const plan = async (text: string) => {
      const rows = await query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`);
      return rows
        .map((row) => row['QUERY PLAN'].trim())
        .filter((line) => !line.startsWith('Buffers') && !line.startsWith('Planning'))
        .join(' | ');
    };
    for (const [who, id] of [
      ['the demo customer', demo!.id],
      ['a customer with one old reply and audit entry', quiet!.id],
    ] as const) {
      for (const [what, index, text] of arms(id)) {
        report(`plan of the ${what} arm for ${who}: ${await plan(text)}`);
        // The bench's pool has one connection, so these statements share one transaction.
        await query('begin');
        try {
          await query(`drop index ${index}`);
          report(`  without ${index}: ${await plan(text)}`);
        } finally {
          await query('rollback');
        }
      }
    }
  },
};
