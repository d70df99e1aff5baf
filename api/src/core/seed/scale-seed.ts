import { performance } from 'node:perf_hooks';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Queryable } from '../db/database';
import { contactAttempts } from '../db/schema/contact-attempts';
import { customers } from '../db/schema/customers';
import { invoices } from '../db/schema/invoices';
import { payments } from '../db/schema/payments';
import { syncLogs } from '../db/schema/sync-logs';
import { workflowExecutions } from '../db/schema/workflow-executions';
import { demoRuns, type DemoDebtor } from './demo-runs';
import { demoTallyImport } from './demo-tally-import';
import { demoCustomerWriter, type DemoData } from './generate-demo-data';
import { Prng } from './prng';
import { addAnalyticsFor, lockBatchAggregates, scaleMessagesFor, withAnalyticsTriggersOff } from '../../modules/analytics';

/** Customers per batch: each batch is generated, inserted and committed on its own (with its progress). */
export const SCALE_BATCH = 25_000;
const SEED = 20241122;
/**
 * The demo generator's PRNG (mulberry32) walks one cycle of 2^32 states; two seeds are two places on
 * it. Batch b starts 2^26 draws after batch b-1 (a batch draws well under that), so no two batches
 * repeat a draw, and so no uuid: up to 64 batches.
 */
const BATCH_STRIDE = Math.imul(0x6d2b79f5, 1 << 26) >>> 0;
const MAX_BATCHES = 64;

export interface ScaleSeedOptions {
  customers: number;
  /** Past messages per customer, each with its provider attempt and contact attempt (10: 10,000,000 at 1,000,000). */
  messagesPerCustomer?: number;
  batchSize?: number;
  log?: (line: string) => void;
  /** Stops after this many batches (tests: a seeding stopped part-way). */
  stopAfterBatches?: number;
  /** `analyze` once every batch is in (default true; false when the caller runs `vacuum analyze` itself). */
  analyze?: boolean;
}

interface Progress {
  batchSize: number;
  messagesPerCustomer: number;
  seededAt: Date;
  finished: boolean;
  /**
   * Each batch added its own analytics aggregates (`addAnalyticsFor`). False for a seeding begun before
   * that (its batches left the aggregates to one `analytics_rebuild()` at the end, which it still gets).
   */
  analyticsPerBatch: boolean;
  /** Batches already committed (0-based). */
  done: Set<number>;
}

async function readProgress(db: Queryable, customerCount: number): Promise<Progress | undefined> {
  const [row] = rowsOf<{
    batch_size: number;
    messages_per_customer: number;
    seeded_at: string | Date;
    finished: boolean;
    analytics_per_batch: boolean;
  }>(
    await db.execute(sql`
      select batch_size, messages_per_customer, seeded_at, finished_at is not null as finished, analytics_per_batch
      from bench_seed_progress where customers = ${customerCount}`),
  );
  if (!row) return undefined;
  const done = rowsOf<{ batch: number }>(await db.execute(sql`select batch from bench_seed_batches where customers = ${customerCount}`));
  return {
    batchSize: row.batch_size,
    messagesPerCustomer: row.messages_per_customer,
    seededAt: new Date(row.seeded_at),
    finished: row.finished,
    analyticsPerBatch: row.analytics_per_batch,
    done: new Set(done.map((batch) => batch.batch)),
  };
}

/**
 * `rows` into `table` by one statement: each column as one array parameter, `INSERT … SELECT … FROM
 * unnest(…)`, so a batch of 25,000 customers is one statement with twelve parameters instead of
 * thousands of bound values. Every row must carry the same keys (the generator's rows do).
 */
async function insertRows(db: Queryable, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => rows[0]![key] !== undefined);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name);
  });
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => (row[key] === null || row[key] === undefined ? null : column.mapToDriverValue(row[key])));
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** The demo generator's rows for customers `from` … `to - 1`, with their runs' history. */
function generateBatch(from: number, to: number, batch: number, now: Date): DemoData {
  const random = new Prng((SEED + batch * BATCH_STRIDE) >>> 0);
  const data: DemoData = { customers: [], invoices: [], payments: [], contactAttempts: [], executions: [] };
  const debtors: DemoDebtor[] = [];
  // At most 4 invoices and one Tally ledger per customer: numbers counted from the batch's first customer never repeat.
  const write = demoCustomerWriter(random, now, data, debtors, {
    firstInvoice: from * 4 + 1,
    firstTallyLedger: from + 1,
    voucherId: (_candidate, sequence) => `TV-${String(sequence).padStart(8, '0')}`,
  });
  for (let index = from; index < to; index += 1) write(index);
  // Each batch's customers get the demo's fifteen runs (its bulk runs reach this batch's overdue customers).
  const runs = demoRuns(random, now, debtors);
  data.executions = runs.executions.map((execution) => ({
    ...execution,
    idempotencyKey: `${execution.idempotencyKey}-batch-${batch + 1}`,
  }));
  data.contactAttempts = runs.contactAttempts;
  return data;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Seeds `customers` customers shaped as the demo data (Indian names and numbers, invoices in paise over
 * the ageing range, payments, the runs' contact attempts) and `messagesPerCustomer` past messages each,
 * in batches of `batchSize` customers. Each batch is one transaction that also records how far the
 * seeding got (`bench_seed_progress`), so memory stays at one batch and a stopped seeding resumes after
 * its last committed batch, with the same `now` the earlier batches were made for. The analytics
 * triggers are off meanwhile; each batch adds its own aggregates in its transaction (`addAnalyticsFor`),
 * so they equal what `analytics_rebuild()` gives and no pass over every row is left for the end.
 * Resolves to whether every batch is in.
 */
export async function seedScale(db: Database, options: ScaleSeedOptions): Promise<boolean> {
  const { customers: total, log = () => {} } = options;
  await db.execute(sql`
    create table if not exists bench_seed_progress (
      customers integer primary key,
      batch_size integer not null,
      messages_per_customer integer not null,
      seeded_at timestamptz not null,
      finished_at timestamptz
    )`);
  // Progress rows written before batches added their own aggregates read false.
  await db.execute(sql`alter table bench_seed_progress add column if not exists analytics_per_batch boolean not null default false`);
  await db.execute(sql`
    create table if not exists bench_seed_batches (customers integer not null, batch integer not null, primary key (customers, batch))`);
  let progress = await readProgress(db, total);
  if (progress?.finished) return true;
  if (!progress) {
    const [present] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from customers`));
    if (Number(present?.n) > 0) throw new Error('the database holds customers that no scale seeding of this size wrote');
    const batchSize = options.batchSize ?? Math.max(SCALE_BATCH, Math.ceil(total / MAX_BATCHES));
    const perCustomer = options.messagesPerCustomer ?? 10;
    // The aggregates as the rows before the first batch give them (none at all in a freshly migrated
    // database): each batch then adds its own.
    await db.execute(sql`select analytics_rebuild()`);
    await db.execute(sql`
      insert into bench_seed_progress (customers, batch_size, messages_per_customer, seeded_at, analytics_per_batch)
      values (${total}, ${batchSize}, ${perCustomer}, ${new Date().toISOString()}, true)`);
    progress = (await readProgress(db, total))!;
  } else if (progress.done.size > 0) {
    log(`resuming: ${progress.done.size} batches of ${progress.batchSize.toLocaleString('en-IN')} customers were committed before`);
  }
  const { batchSize, messagesPerCustomer, seededAt, done, analyticsPerBatch } = progress;
  const batches = Math.ceil(total / batchSize);
  if (batches > MAX_BATCHES) throw new Error(`at most ${MAX_BATCHES} batches (${batches} asked)`);
  const pending = Array.from({ length: batches }, (_, batch) => batch).filter((batch) => !done.has(batch));
  const pendingCustomers = pending.reduce((sum, batch) => sum + Math.min(batchSize, total - batch * batchSize), 0);

  const complete = await withAnalyticsTriggersOff(db, async () => {
    const started = performance.now();
    let seeded = 0;
    let taken = 0;
    const next = () => (options.stopAfterBatches !== undefined && taken >= options.stopAfterBatches ? undefined : pending[taken++]);
    // Two batches at a time: one is generated here while the database writes the other, and the
    // database writes two on its two connections.
    const worker = async () => {
      for (let batch = next(); batch !== undefined; batch = next()) {
        const from = batch * batchSize;
        const to = Math.min(total, from + batchSize);
        const batchStarted = performance.now();
        const data = generateBatch(from, to, batch, seededAt);
        // Where the batch's time goes: generating, then each step of its transaction.
        const steps = [`generated ${seconds(performance.now() - batchStarted)}`];
        let mark = performance.now();
        const step = (name: string) => {
          const now = performance.now();
          steps.push(`${name} ${seconds(now - mark)}`);
          mark = now;
        };
        await db.transaction(async (tx) => {
          // A batch's hashes and sorts (~290,000 messages and contact attempts) in memory, not spilled to disk.
          await tx.execute(sql`set local work_mem = '256MB'`);
          await insertRows(tx, customers, data.customers);
          await insertRows(tx, invoices, data.invoices);
          await insertRows(tx, workflowExecutions, data.executions);
          await insertRows(tx, contactAttempts, data.contactAttempts);
          if (batch === 0) await insertRows(tx, syncLogs, demoTallyImport(data.customers, seededAt));
          step('rows');
          // The messages reference rows this transaction just wrote: their foreign-key checks (six per
          // message with its attempts) are skipped for this one statement, and so is the ledger's
          // trigger, whose one update (each customer's newest contact) follows it.
          const ids = data.customers.map((customer) => customer.id!);
          await tx.execute(sql`set local session_replication_role = replica`);
          const messageSums = await scaleMessagesFor(
            tx,
            ids,
            data.customers.map((customer) => customer.phone ?? null),
            messagesPerCustomer,
          );
          await tx.execute(sql`set local session_replication_role = origin`);
          step('messages');
          await tx.execute(sql`
            update customer_ledger l set last_contact_at = n.latest, changed_xid = pg_current_xact_id()
            from (select customer_id, max(created_at) as latest from contact_attempts
                  where customer_id = any(${sql.param(ids)}::uuid[]) group by customer_id) n
            where l.customer_id = n.customer_id and (l.last_contact_at is null or l.last_contact_at < n.latest)`);
          step('ledger');
          // The payments last, just before the aggregates: their statement trigger adds to the one row of
          // `ledger_totals`, which the other batch's payments then wait on until this one commits. Written
          // second among the rows, that held the other batch up for this one's messages and aggregates too
          // (up to 16 s seen waiting at 1,000,000).
          if (analyticsPerBatch) {
            // addAnalyticsFor takes this lock itself; taken here first (before the payments, so the two batches
            // meet at this lock, not at that row), the wait for the other batch's commit is timed apart.
            await lockBatchAggregates(tx);
            step('lock wait');
          }
          await insertRows(tx, payments, data.payments);
          step('payments');
          // The batch's aggregates commit with its rows (a resumed seeding never counts a batch twice).
          if (analyticsPerBatch) {
            await addAnalyticsFor(tx, ids, messageSums);
            step('analytics');
          }
          await tx.execute(sql`insert into bench_seed_batches (customers, batch) values (${total}, ${batch})`);
        });
        step('commit');
        seeded += to - from;
        done.add(batch);
        const rate = (seeded / (performance.now() - started)) * 1000;
        log(
          `  batch ${batch + 1} of ${batches} (customers ${(from + 1).toLocaleString('en-IN')}–${to.toLocaleString('en-IN')}: ` +
            `${data.invoices.length.toLocaleString('en-IN')} invoices, ${data.payments.length.toLocaleString('en-IN')} payments, ` +
            `${((to - from) * messagesPerCustomer).toLocaleString('en-IN')} messages) in ${seconds(performance.now() - batchStarted)} ` +
            `(${steps.join(', ')}); ` +
            `${done.size} of ${batches} committed, ${rate.toFixed(0)} customers/s, ETA ${seconds(((pendingCustomers - seeded) / rate) * 1000)} ` +
            `(seeder rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`,
        );
      }
    };
    await Promise.all([worker(), worker()]);
    if (done.size < batches) return false;
    log(`  ${total.toLocaleString('en-IN')} customers in ${batches} batches, ${seconds(performance.now() - started)}`);
    return true;
  });
  if (!complete) return false;
  const finishing = performance.now();
  if (!analyticsPerBatch) {
    // Begun before batches kept their aggregates: one rebuild over every row.
    await db.execute(sql`select analytics_rebuild()`);
    log(`  analytics aggregates rebuilt in ${seconds(performance.now() - finishing)}`);
  }
  if (options.analyze !== false) {
    // Fresh statistics: the planner otherwise sees the tables as they were before the load.
    const analyzing = performance.now();
    await db.execute(sql`analyze`);
    log(`  analyze in ${seconds(performance.now() - analyzing)}`);
  }
  // Marked only once the aggregates are complete: a seeding stopped during the rebuild does it again.
  await db.execute(sql`update bench_seed_progress set finished_at = now() where customers = ${total}`);
  return true;
}
