import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ZExecuteFollowUpsResponse } from '@duesflow/shared-contracts/payment-tracking';
import { ZRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import {
  ageRun,
  apiFetch,
  comparisonLines,
  healthFigures,
  healthLine,
  idleHealth,
  interleaved,
  ms,
  sessionHeaders,
  type BenchContext,
  type BenchSection,
  type HealthFigures,
} from '../lib';

const DEADLINE_MS = 45 * 60_000;
/** After the run ends, how long the bench keeps watching for a second completion or a late send. */
const TAIL_MS = 5_000;

interface ExecutionRow {
  id: string;
  status: string;
  summary: string | null;
  error: string | null;
  contacted: number | null;
  /** Timestamps as text (compared exactly) and as epoch milliseconds. */
  finished_at: string | null;
  started_ms: number;
  finished_ms: number | null;
}

/**
 * Counts `workflow_completed` events for a run over the API's realtime socket (`/ws`), when this Node
 * has a WebSocket client (the bench script enables it); otherwise completions are judged by SQL only.
 */
function completionsOf(apiUrl: string, executionId: () => string | undefined) {
  const seen: { executionId: string; status: string }[] = [];
  const Socket = (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
  if (!Socket) return { available: false, count: () => Number.NaN, close: () => {}, ready: Promise.resolve() };
  const socket = new (Socket as unknown as new (url: string, options: { headers: Record<string, string> }) => WebSocket)(
    `${apiUrl.replace(/^http/, 'ws')}/ws`,
    {
      headers: { ...sessionHeaders(), origin: apiUrl },
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('could not open /ws')));
  });
  socket.addEventListener('message', (event) => {
    const parsed = ZRealtimeMessage.safeParse(JSON.parse(String(event.data)));
    if (parsed.success && parsed.data.type === 'workflow_completed') {
      seen.push({ executionId: parsed.data.data.executionId ?? '', status: parsed.data.data.status ?? '' });
    }
  });
  return {
    available: true,
    ready,
    count: () => seen.filter((event) => event.executionId === executionId()).length,
    close: () => socket.close(),
  };
}

async function executionRow(context: BenchContext, id: string): Promise<ExecutionRow | undefined> {
  const [row] = await context.query<ExecutionRow>(
    `select id, status, summary, error, contacted, finished_at::text as finished_at,
       extract(epoch from started_at) * 1000 as started_ms, extract(epoch from finished_at) * 1000 as finished_ms
     from workflow_executions where id = $1`,
    [id],
  );
  return row;
}

/** pg-boss jobs of the run (the planning job and every chunk), wherever pg-boss keeps them now. */
async function jobsOf(context: BenchContext, executionId: string) {
  const [archive] = await context.query<{ present: boolean }>("select to_regclass('pgboss.archive') is not null as present");
  const tables = archive?.present ? ['pgboss.job', 'pgboss.archive'] : ['pgboss.job'];
  const union = tables
    .map(
      (table) =>
        `select name, state, retry_count from ${table} where (name = 'workflow-sends' and data->>'executionId' = $1) or (name = 'workflow-executions' and id = $1::uuid)`,
    )
    .join(' union all ');
  return context.query<{ name: string; state: string; retry_count: number }>(union, [executionId]);
}

/** One Execute All run's figures: `/api/health` during it, how fast it was answered and sent. */
interface RunFigures extends HealthFigures {
  acceptMs: number;
  scheduled: number;
  runMs: number;
  perSecond: number;
}

/**
 * One press of Execute All, followed to its end and checked (one run, one completion, no job retried or
 * failed; one message per recipient and channel, nothing changed after the end), `/api/health` sampled
 * back to back throughout. Its messages and contact attempts are then moved two days back (`ageRun`), so
 * the next round reaches the same customers instead of skipping them as contacted in the last 24 hours.
 */
async function executeAll(context: BenchContext, round: number): Promise<RunFigures> {
  const { apiUrl, report, target } = context;
  let executionId: string | undefined; // eslint-disable-line prefer-const -- set after the subscription below
  const completions = completionsOf(apiUrl, () => executionId);
  await completions.ready;
  const [before] = await context.query<{ now: string }>('select now()::text as now');

  const posted = performance.now();
  const response = await apiFetch(`${apiUrl}/api/payment-tracking/execute-followups`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
  });
  const answered = await response.json();
  const acceptMs = performance.now() - posted;
  if (response.status !== 202) throw new Error(`execute-followups answered ${response.status}: ${JSON.stringify(answered)}`);
  const started = ZExecuteFollowUpsResponse.parse(answered);
  executionId = started.executionId;
  report(
    `round ${round + 1}: POST /api/payment-tracking/execute-followups answered 202 in ${ms(acceptMs)}: ${started.scheduled.toLocaleString('en-IN')} scheduled, ${started.skipped.length.toLocaleString('en-IN')} skipped`,
  );

  // One client asks /api/health back to back while the run sends; every 25th turn it checks the run.
  const during: number[] = [];
  let finished: ExecutionRow | undefined;
  let lastProgress = 0;
  for (let turn = 0; !finished; turn += 1) {
    if (performance.now() - posted > DEADLINE_MS) throw new Error(`Execute All did not finish within ${DEADLINE_MS / 60_000} minutes`);
    const healthStarted = performance.now();
    const health = await fetch(`${apiUrl}/api/health`);
    await health.arrayBuffer();
    during.push(performance.now() - healthStarted);
    if (turn % 25 === 0) {
      const current = await executionRow(context, executionId);
      if (current && current.status !== 'running') finished = current;
      if (performance.now() - lastProgress > 30_000) {
        lastProgress = performance.now();
        const [done] = await context.query<{ done: number; total: number }>(
          "select count(*) filter (where status <> 'queued')::int as done, count(*)::int as total from messages where execution_id = $1",
          [executionId],
        );
        report(`… ${((performance.now() - posted) / 1000).toFixed(0)} s: ${done?.done ?? 0} of ${done?.total ?? 0} messages done`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const wallMs = performance.now() - posted;
  // Keep watching a moment: a second completion or a late send would show up here.
  const tailEnd = performance.now() + TAIL_MS;
  while (performance.now() < tailEnd) {
    const healthStarted = performance.now();
    await (await fetch(`${apiUrl}/api/health`)).arrayBuffer();
    during.push(performance.now() - healthStarted);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  completions.close();
  const after = (await executionRow(context, executionId))!;
  const busy = healthFigures(during);

  const [runs] = await context.query<{ runs: number }>(
    "select count(*)::int as runs from workflow_executions where workflow_type = 'execute_all_follow_ups' and started_at >= $1::timestamptz",
    [before!.now],
  );
  const [counted] = await context.query<{
    messages: number;
    pairs: number;
    customers: number;
    queued: number;
    delivered: number;
    failed: number;
    late: number;
    twice_delivered: number;
    contacts: number;
    contact_pairs: number;
  }>(
    `select
       (select count(*)::int from messages where execution_id = $1) as messages,
       (select count(distinct (coalesce(customer_id::text, "to"), channel))::int from messages where execution_id = $1) as pairs,
       (select count(distinct customer_id)::int from messages where execution_id = $1) as customers,
       (select count(*)::int from messages where execution_id = $1 and status = 'queued') as queued,
       (select count(*)::int from messages where execution_id = $1 and status in ('delivered', 'completed')) as delivered,
       (select count(*)::int from messages where execution_id = $1 and status = 'failed') as failed,
       (select count(*)::int from messages where execution_id = $1 and updated_at > $2::timestamptz) as late,
       (select count(*)::int from (
          select a.message_id from message_attempts a join messages m on m.id = a.message_id
          where m.execution_id = $1 and a.status in ('delivered', 'completed', 'sending')
          group by a.message_id having count(*) > 1) twice) as twice_delivered,
       (select count(*)::int from contact_attempts where execution_id = $1) as contacts,
       (select count(distinct (customer_id, channel))::int from contact_attempts where execution_id = $1) as contact_pairs`,
    [executionId, after.finished_at],
  );
  const jobs = await jobsOf(context, executionId);
  const chunks = jobs.filter((job) => job.name === 'workflow-sends');
  const retried = jobs.filter((job) => Number(job.retry_count) > 0 || job.state === 'failed' || job.state === 'retry');
  const runMs = Number(after.finished_ms) - Number(after.started_ms);
  const perSecond = counted!.messages / (runMs / 1000);

  report(`run ${after.status}: ${after.summary}${after.error ? ` (error: ${after.error})` : ''}`);
  report(
    `messages: ${counted!.messages.toLocaleString('en-IN')} rows for ${counted!.customers.toLocaleString('en-IN')} customers ` +
      `(${counted!.delivered} sent, ${counted!.failed} failed, ${counted!.queued} still queued); distinct recipient/channel pairs ${counted!.pairs}; ` +
      `contact attempts ${counted!.contacts} (${counted!.contact_pairs} distinct); contacted ${after.contacted}`,
  );
  report(
    `jobs: 1 planning job + ${chunks.length} chunk jobs; retried or failed: ${retried.length}; executions started by the press: ${runs!.runs}`,
  );
  report(`run took ${ms(runMs)} from start to finish (${ms(wallMs)} from the request): ${perSecond.toFixed(0)} messages/s`);
  report(
    `workflow_completed events for the run: ${completions.available ? completions.count() : 'not counted (no WebSocket client in this Node)'}; ` +
      `messages changed after the run ended: ${counted!.late}`,
  );
  report(`/api/health during the run: ${healthLine(busy)}`);

  const once =
    after.status === 'success' &&
    finished.status === 'success' &&
    after.finished_at === finished.finished_at &&
    runs!.runs === 1 &&
    retried.length === 0 &&
    (!completions.available || completions.count() === 1);
  target(
    `round ${round + 1}: Execute All at ${context.customers.toLocaleString('en-IN')} customers on ${context.engine} ends success once`,
    once,
    `status ${after.status}, ${runs!.runs} execution(s), ${retried.length} job(s) retried or failed, completions ${completions.available ? completions.count() : 'n/a'}`,
  );
  target(
    `round ${round + 1}: no message sent twice (one per recipient and channel, one delivered try each, one contact each)`,
    counted!.messages === counted!.pairs &&
      counted!.twice_delivered === 0 &&
      counted!.contacts === counted!.contact_pairs &&
      counted!.late === 0 &&
      counted!.queued === 0,
    `${counted!.messages} messages, ${counted!.pairs} pairs, ${counted!.twice_delivered} with two tries, ${counted!.late} changed late`,
  );
  await ageRun(context, executionId);
  return { ...busy, acceptMs, scheduled: started.scheduled, runMs, perSecond };
}

/**
 * Execute All Follow-ups over HTTP at the seeded scale, interleaved with `/api/health` idle (idle, run,
 * idle, run, …; medians): each run ends `success` once, one message per recipient and channel (counted
 * by SQL), nothing sent after the run ended; messages/s and `/api/health` during the run beside idle.
 * Runs with `--scale` ≥ 10,000 or `--execute-all`.
 */
export const section: BenchSection = {
  title: 'Execute All Follow-ups, followed to its end, interleaved with /api/health idle',
  async run(context) {
    const { apiUrl, report, target } = context;
    if (!context.executeAll) {
      report('skipped (runs with --scale ≥ 10000 or --execute-all)');
      return;
    }
    const comparison = await interleaved(
      context.rounds,
      () => idleHealth(apiUrl),
      (round) => executeAll(context, round),
    );
    const { subject } = comparison;
    for (const line of comparisonLines(
      'GET /api/health during Execute All',
      '/api/health idle',
      comparison,
      { subject: healthLine, reference: healthLine },
      ['p50', 'p99'],
    ))
      report(line);
    report(
      `medians of ${comparison.rounds} runs: POST answered in ${ms(subject.acceptMs)} (${subject.scheduled.toFixed(0)} scheduled), run ${ms(subject.runMs)}, ${subject.perSecond.toFixed(0)} messages/s`,
    );
    target(
      '/api/health p99 ≤ 100 ms during Execute All',
      subject.p99 <= 100,
      `${ms(subject.p99)} (median of the rounds' p99; idle: ${ms(comparison.reference.p99)})`,
    );
  },
};
