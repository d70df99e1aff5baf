import { performance } from 'node:perf_hooks';
import { ZWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { MAX_SKIPPED_LISTED } from '@duesflow/shared-contracts/send-guards';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../../src/core/seed/indian-names';
import { instancesOf, rssMb, type ApiInstance } from '../api-instances';
import {
  apiFetch,
  comparisonLines,
  healthFigures,
  healthLine,
  idleHealth,
  interleaved,
  latencyFigures,
  distinctRecipients,
  ms,
  sampleHealth,
  sequentialLatency,
  type BenchContext,
  type BenchSection,
} from '../lib';

const RECIPIENTS = 10_000;
/**
 * A search by a name not asked for recently, each request another (the names the seeding draws from, more
 * than the 16 searches a process keeps): what a search costs the first time, beside the repeated one.
 */
const NEW_NAME_SEARCHES = [...LAST_NAMES, ...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES].map(
  (name) => `/api/customers?page=1&pageSize=50&q=${encodeURIComponent(name.toLowerCase())}`,
);

/** Every screen's main read, as the screen asks it (`paths`: one after the other, instead of `path` each time). */
function screenReads(customerId: string): { screen: string; path: string; paths?: string[] }[] {
  return [
    { screen: 'Customers: first page', path: '/api/customers?page=1&pageSize=50' },
    { screen: 'Customers: search by number', path: '/api/customers?page=1&pageSize=50&q=98714' },
    { screen: 'Customers: search by name', path: '/api/customers?page=1&pageSize=50&q=sharma' },
    { screen: 'Customers: search by name, another each time', path: NEW_NAME_SEARCHES[0]!, paths: NEW_NAME_SEARCHES },
    { screen: 'Dashboard: metrics', path: '/api/dashboard/metrics' },
    { screen: 'Payment Collection: tiles', path: '/api/payment-tracking/dashboard' },
    { screen: 'Payment Collection: cards', path: '/api/payment-tracking/analysis?limit=12&offset=0' },
    { screen: 'Collection Analytics: summary', path: '/api/analytics/summary?range=30d' },
    { screen: 'Worklist', path: '/api/worklist' },
    { screen: 'Customer page: timeline', path: `/api/customers/${customerId}/timeline` },
  ];
}

/**
 * One 10,000-recipient bulk SMS asked of the first process; the delivery chunks go to whichever
 * process's worker takes them (send_chunk_leases, sampled while it runs). `/api/health` of the other
 * process is sampled meanwhile. Counted afterwards: one message per number.
 */
async function sharedSend(context: BenchContext, instances: ApiInstance[], round: number) {
  const { report, target, query } = context;
  const body = JSON.stringify({
    message: 'Namaste! Your payment is overdue; please pay at your earliest convenience.',
    recipients: distinctRecipients(RECIPIENTS),
  });
  const posted = performance.now();
  const response = await apiFetch(`${instances[0]!.url}/api/workflows/bulk-sms`, { method: 'POST', body });
  const answered = await response.json();
  const acceptMs = performance.now() - posted;
  if (response.status !== 202) throw new Error(`bulk-sms answered ${response.status}: ${JSON.stringify(answered)}`);
  const { executionId } = ZWorkflowStarted.parse(answered);
  const workers = new Set<string>();
  let status = 'running';
  const times = await sampleHealth(
    instances[instances.length - 1]!.url,
    async (turn, elapsedMs) => {
      if (elapsedMs > 10 * 60_000) throw new Error('the bulk send did not finish within 10 minutes');
      if (turn % 10 === 0) {
        for (const row of await query<{ worker_id: string }>('select worker_id::text from send_chunk_leases where execution_id = $1', [
          executionId,
        ]))
          workers.add(row.worker_id);
        const [run] = await query<{ status: string }>('select status from workflow_executions where id = $1', [executionId]);
        status = run?.status ?? 'running';
      }
      return status !== 'running';
    },
    5,
  );
  // A typed number may be a seeded customer's (at 10,00,000 customers about two per round), or several
  // customers': the send gate decides for each of them (a promise, a reminder within the cooldown, nothing
  // due…) and may skip the number, or skip one customer and send to another at the same number. So every
  // typed number must have one message or be among the skipped recipients (listed up to 50) with none.
  const [rows] = await query<{ messages: number; recipients: number; ms: number; skipped: number; reasons: string | null; unsent: number }>(
    `select count(*)::int as messages, count(distinct "to")::int as recipients,
       (select extract(epoch from (finished_at - started_at)) * 1000 from workflow_executions where id = $1) as ms,
       (select coalesce((skipped->>'total')::int, 0) from workflow_executions where id = $1) as skipped,
       (select (skipped->'byReason')::text from workflow_executions where id = $1) as reasons,
       (select count(distinct r->>'to')::int
          from workflow_executions e, jsonb_array_elements(coalesce(e.skipped->'recipients', '[]'::jsonb)) r
          where e.id = $1 and not exists (select 1 from messages m where m.execution_id = $1 and m."to" = r->>'to')) as unsent
     from messages where execution_id = $1`,
    [executionId],
  );
  const runMs = Number(rows!.ms);
  const health = healthFigures(times);
  report(
    `round ${round + 1}: POST to process 1 answered 202 in ${ms(acceptMs)}; run ${status}, ${rows!.messages.toLocaleString('en-IN')} messages to ${rows!.recipients.toLocaleString('en-IN')} numbers in ${ms(runMs)} (${(rows!.messages / (runMs / 1000)).toFixed(0)} messages/s); chunks taken by ${workers.size} of ${instances.length} processes' workers`,
  );
  report(`  /api/health of process ${instances.length} during it ${healthLine(health)}`);
  const skipped = Number(rows!.skipped);
  const unsent = Number(rows!.unsent);
  target(
    `round ${round + 1}: one message per typed number the gate let through, 0 duplicates, across ${instances.length} processes`,
    status === 'success' &&
      rows!.messages === rows!.recipients &&
      skipped <= MAX_SKIPPED_LISTED &&
      rows!.recipients + unsent === RECIPIENTS,
    `${rows!.messages} messages for ${rows!.recipients} distinct numbers (${RECIPIENTS} typed; duplicates ${rows!.messages - rows!.recipients}; customers skipped by the gate ${skipped}${skipped > 0 ? ` ${rows!.reasons}` : ''}, numbers skipped without a message ${unsent}), status ${status}`,
  );
  return { ...health, acceptMs, runMs, workers: workers.size };
}

/**
 * `--instances N` (N ≥ 2, PostgreSQL): the API as N processes on one database. Each process's start to
 * its first `/api/health` answer and its first answer of every screen's main read (the cold read after
 * a start); then every screen's main read from one client alternating between the processes, beside the
 * bare Hono route (A B A B, medians; target p95 ≤ 300 ms); each process's resident memory after the
 * reads (target ≤ 512 MB); and a 10,000-recipient bulk SMS asked of the first process and delivered
 * by the workers of all (0 duplicates), beside `/api/health` idle. Skipped with one process.
 */
export const section: BenchSection = {
  title: 'API processes on one PostgreSQL database (--instances): every screen read, memory, a shared send',
  async run(context) {
    const instances = instancesOf(context);
    const { report, target, referenceUrl, query } = context;
    if (instances.length < 2) {
      report('skipped: one API process (run with --engine postgres --instances 2)');
      return;
    }
    const at = `${context.customers.toLocaleString('en-IN')} customers, ${instances.length} processes`;
    for (const [n, instance] of instances.entries()) {
      report(
        `process ${n + 1} (pid ${instance.pid}): start to first /api/health answer ${ms(instance.startMs)}, rss ${rssMb(instance.pid).toFixed(0)} MB`,
      );
    }
    const [customer] = await query<{ id: string }>(
      'select customer_id::text as id from customer_ledger where due_paise > 0 order by customer_id limit 1',
    );
    const reads = screenReads(customer!.id);
    // The first answer of each read on each process after its start (the read model loads on first use).
    for (const [n, instance] of instances.entries()) {
      const firsts: string[] = [];
      for (const { path } of reads) {
        const first = await sequentialLatency(`${instance.url}${path}`, 1, 0);
        firsts.push(`${path.split('?')[0]} ${ms(first.p50)}`);
      }
      report(`process ${n + 1}, first answers after the start: ${firsts.join('; ')}`);
    }
    for (const { screen, path, paths } of reads) {
      // Each request to the next process in turn (and with `paths`, the next path).
      const urls = (paths ?? instances.map(() => path)).map((each, n) => `${instances[n % instances.length]!.url}${each}`);
      const comparison = await interleaved(
        context.rounds,
        () => sequentialLatency(`${referenceUrl}/bare`),
        // Without warming up on the first paths, which the measured requests then begin with.
        () => sequentialLatency(urls, 40, paths ? 0 : 3),
      );
      for (const line of comparisonLines(
        `${screen}: GET ${path.split('?')[0]}`,
        'bare Hono route',
        comparison,
        {
          subject: latencyFigures,
          reference: latencyFigures,
        },
        ['p50', 'p95'],
      ))
        report(line);
      target(
        `${screen} p95 ≤ 300 ms at ${at}`,
        comparison.subject.p95 <= 300,
        `${ms(comparison.subject.p95)} (median of ${comparison.rounds} rounds' p95)`,
      );
    }
    for (const [n, instance] of instances.entries()) {
      const rss = rssMb(instance.pid);
      target(`process ${n + 1} rss ≤ 512 MB after the reads at ${at}`, rss <= 512, `${rss.toFixed(0)} MB`);
    }

    const comparison = await interleaved(
      context.rounds,
      () => idleHealth(instances[instances.length - 1]!.url),
      (round) => sharedSend(context, instances, round),
    );
    for (const line of comparisonLines(
      'GET /api/health during a shared send',
      '/api/health idle',
      comparison,
      {
        subject: healthLine,
        reference: healthLine,
      },
      ['p50', 'p99'],
    ))
      report(line);
    report(
      `medians of ${comparison.rounds} sends: POST answered in ${ms(comparison.subject.acceptMs)}, run ${ms(comparison.subject.runMs)}, chunks taken by ${comparison.subject.workers} processes`,
    );
    for (const [n, instance] of instances.entries()) report(`process ${n + 1} rss after the sends: ${rssMb(instance.pid).toFixed(0)} MB`);
  },
};
