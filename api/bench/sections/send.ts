import { performance } from 'node:perf_hooks';
import { ZWorkflowExecutionPage, ZWorkflowStarted, type TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import {
  apiFetch,
  distinctRecipients,
  healthDuringLines,
  healthFigures,
  healthLine,
  interleaved,
  ms,
  sampleHealth,
  type BenchContext,
  type BenchSection,
  type HealthFigures,
} from '../lib';
import { watchRuns, type RunEvents } from '../run-events';

const RECIPIENTS = 10_000;
/** The probe's gap between two `/api/health` requests (the stall probe). */
const PROBE_GAP_MS = 50;
/** How long the first reference probe lasts; later ones last as long as the send before them. */
const FIRST_REFERENCE_MS = 10_000;

async function executionOf(apiUrl: string, id: string): Promise<TWorkflowExecution | undefined> {
  const page = ZWorkflowExecutionPage.parse(await (await apiFetch(`${apiUrl}/api/workflows/executions?page=1&pageSize=20`)).json());
  return page.items.find((item) => item.id === id);
}

/** One send's figures: `/api/health` during it, how fast it was accepted, first showed progress, and sent. */
interface SendFigures extends HealthFigures {
  acceptMs: number;
  firstProgressMs: number;
  runMs: number;
  perSecond: number;
}

/** One bulk SMS to 10,000 fresh numbers, `/api/health` probed every 50 ms until the run's completion arrives. */
async function bulkSend(context: BenchContext, runs: RunEvents, round: number): Promise<SendFigures> {
  const { apiUrl, report, target, query, engine } = context;
  const body = JSON.stringify({
    message: 'Namaste! Your payment is overdue; please pay at your earliest convenience.',
    recipients: distinctRecipients(RECIPIENTS),
  });
  const posted = performance.now();
  // The probe starts with the request: a stall while the request is read and stored counts too.
  const run: { executionId?: string; refused?: boolean } = {};
  const probing = sampleHealth(
    apiUrl,
    (_turn, elapsedMs) => {
      if (elapsedMs > 10 * 60_000) throw new Error('the bulk send did not finish within 10 minutes');
      return run.refused === true || (run.executionId !== undefined && runs.completed.has(run.executionId));
    },
    PROBE_GAP_MS,
  );
  const response = await apiFetch(`${apiUrl}/api/workflows/bulk-sms`, { method: 'POST', body });
  const answered = await response.json();
  const acceptMs = performance.now() - posted;
  if (response.status !== 202) {
    run.refused = true;
    await probing;
    throw new Error(`bulk-sms answered ${response.status}: ${JSON.stringify(answered)}`);
  }
  const { executionId } = ZWorkflowStarted.parse(answered);
  run.executionId = executionId;
  const times = await probing;
  const done = (await executionOf(apiUrl, executionId))!;
  const wallMs = performance.now() - posted;
  const firstProgressMs = (runs.firstProgress.get(executionId) ?? Number.NaN) - posted;
  const runMs = new Date(done.finishedAt!).getTime() - new Date(done.startTime!).getTime();
  const progress = done.progress ?? { sent: 0, failed: 0, total: 0 };
  const perSecond = progress.total / (runMs / 1000);
  // Counted in the database: one row per typed number, no number twice.
  // A random number can be a seeded customer's (at --scale), whom the gate may refuse (nothing due): one row all the same.
  const [rows] = await query<{ messages: number; recipients: number; refused: number }>(
    `select count(*)::int as messages, count(distinct "to")::int as recipients,
       count(*) filter (where status = 'failed' and error like 'Not sent:%')::int as refused
     from messages where execution_id = $1`,
    [executionId],
  );
  const health = healthFigures(times);
  report(
    `round ${round + 1}: POST answered 202 in ${ms(acceptMs)} (${(body.length / 1024).toFixed(0)} KB), first progress on /ws ${ms(firstProgressMs)} after the POST; run ${done.status} on ${engine}: ${done.summary}`,
  );
  report(
    `  ${progress.total.toLocaleString('en-IN')} messages (${progress.sent} sent, ${progress.failed} failed) in ${ms(runMs)} (${ms(wallMs)} from the request): ${perSecond.toFixed(0)} messages/s; /api/health every ${PROBE_GAP_MS} ms during it ${healthLine(health)}`,
  );
  target(
    `round ${round + 1}: exactly one message per recipient`,
    done.status === 'success' &&
      progress.total + rows!.refused === RECIPIENTS &&
      done.contacted === progress.total &&
      rows!.messages === RECIPIENTS &&
      rows!.recipients === RECIPIENTS,
    `${rows!.messages} message rows for ${rows!.recipients} distinct numbers (${RECIPIENTS} typed; ${rows!.refused} refused by the gate), status ${done.status}`,
  );
  return { ...health, acceptMs, firstProgressMs, runMs, perSecond };
}

/**
 * 10,000-recipient bulk SMS sends over HTTP beside the same `/api/health` probe with nothing sending
 * (probe, send, probe, send, …; the stall probe: one client, 50 ms apart; each reference as long
 * as the send before it): how fast each is accepted, when its first `workflow_progress` reaches a signed-in
 * `/ws` (what the screen sees), messages per second until its `workflow_completed` (one message per
 * recipient, counted from the run's rows), and `/api/health` throughout; medians of the rounds.
 */
export const section: BenchSection = {
  title: `Sending: bulk SMS to ${RECIPIENTS.toLocaleString('en-IN')} recipients, /api/health every ${PROBE_GAP_MS} ms, beside the same probe with nothing sending`,
  async run(context) {
    const { apiUrl, report, target } = context;
    const runs = await watchRuns(apiUrl);
    let referenceMs = FIRST_REFERENCE_MS;
    try {
      const comparison = await interleaved(
        context.rounds,
        async () => healthFigures(await sampleHealth(apiUrl, (_turn, elapsedMs) => elapsedMs >= referenceMs, PROBE_GAP_MS)),
        async (round) => {
          const started = performance.now();
          const figures = await bulkSend(context, runs, round);
          referenceMs = performance.now() - started;
          return figures;
        },
      );
      const { subject } = comparison;
      for (const line of healthDuringLines('a send', PROBE_GAP_MS, comparison)) report(line);
      report(
        `medians of ${comparison.rounds} sends: POST answered in ${ms(subject.acceptMs)}, first progress ${ms(subject.firstProgressMs)} after the POST, run ${ms(subject.runMs)}, ${subject.perSecond.toFixed(0)} messages/s`,
      );
      report(
        `  rounds' p99 during the send: ${comparison.subjectRounds.map((round) => ms(round.p99)).join(', ')}; first progress: ${comparison.subjectRounds.map((round) => ms(round.firstProgressMs)).join(', ')}`,
      );

      target(
        `${RECIPIENTS.toLocaleString('en-IN')}-recipient request answered ≤ 2,000 ms`,
        subject.acceptMs <= 2000,
        `${ms(subject.acceptMs)} (median)`,
      );
      target('first progress on /ws ≤ 1,000 ms after the POST', subject.firstProgressMs <= 1000, `${ms(subject.firstProgressMs)} (median)`);
      target('sending ≥ 500 messages/s', subject.perSecond >= 500, `${subject.perSecond.toFixed(0)} messages/s (median)`);
      target(
        '/api/health p99 ≤ 100 ms during the send',
        subject.p99 <= 100,
        `${ms(subject.p99)} (median of the rounds' p99; nothing sending: ${ms(comparison.reference.p99)})`,
      );
    } finally {
      runs.close();
    }
  },
};
