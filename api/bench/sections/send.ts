import { performance } from 'node:perf_hooks';
import { ZWorkflowExecutionPage, ZWorkflowStarted, type TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import {
  apiFetch,
  comparisonLines,
  healthFigures,
  healthLine,
  idleHealth,
  interleaved,
  ms,
  sampleHealth,
  type BenchContext,
  type BenchSection,
  type HealthFigures,
} from '../lib';

const RECIPIENTS = 10_000;

/** 10,000 distinct Indian mobile numbers, different on every run, none hitting the sandbox's failure rule (…0000). */
function recipients(): string[] {
  const base = 6_000_000_000 + Math.floor(Math.random() * 3_000_000_000);
  return Array.from({ length: RECIPIENTS }, (_, n) => {
    let number = base + n * 7;
    if (number % 10_000 === 0) number += 1;
    const digits = String(number);
    return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  });
}

async function executionOf(apiUrl: string, id: string): Promise<TWorkflowExecution | undefined> {
  const page = ZWorkflowExecutionPage.parse(await (await apiFetch(`${apiUrl}/api/workflows/executions?page=1&pageSize=20`)).json());
  return page.items.find((item) => item.id === id);
}

/** One send's figures: `/api/health` during it, and how fast it was accepted and sent. */
interface SendFigures extends HealthFigures {
  acceptMs: number;
  runMs: number;
  perSecond: number;
}

/** One bulk SMS to 10,000 fresh numbers, `/api/health` sampled back to back until its run is done. */
async function bulkSend(context: BenchContext, round: number): Promise<SendFigures> {
  const { apiUrl, report, target, query, engine } = context;
  const body = JSON.stringify({
    message: 'Namaste! Your payment is overdue; please pay at your earliest convenience.',
    recipients: recipients(),
  });
  const posted = performance.now();
  const response = await apiFetch(`${apiUrl}/api/workflows/bulk-sms`, { method: 'POST', body });
  const answered = await response.json();
  const acceptMs = performance.now() - posted;
  if (response.status !== 202) throw new Error(`bulk-sms answered ${response.status}: ${JSON.stringify(answered)}`);
  const { executionId } = ZWorkflowStarted.parse(answered);

  // One client asks /api/health back to back while the run sends; every 25th turn it checks the run.
  let finished: TWorkflowExecution | undefined;
  const times = await sampleHealth(apiUrl, async (turn, elapsedMs) => {
    if (elapsedMs > 10 * 60_000) throw new Error('the bulk send did not finish within 10 minutes');
    if (turn % 25 === 0) {
      const current = await executionOf(apiUrl, executionId);
      if (current && current.status !== 'running') finished = current;
    }
    return finished !== undefined;
  });
  const done = finished!;
  const wallMs = performance.now() - posted;
  const runMs = new Date(done.finishedAt!).getTime() - new Date(done.startTime!).getTime();
  const progress = done.progress ?? { sent: 0, failed: 0, total: 0 };
  const perSecond = progress.total / (runMs / 1000);
  // Counted in the database: one row per typed number, no number twice.
  const [rows] = await query<{ messages: number; recipients: number }>(
    'select count(*)::int as messages, count(distinct "to")::int as recipients from messages where execution_id = $1',
    [executionId],
  );
  const health = healthFigures(times);
  report(
    `round ${round + 1}: POST answered 202 in ${ms(acceptMs)} (${(body.length / 1024).toFixed(0)} KB); run ${done.status} on ${engine}: ${done.summary}`,
  );
  report(
    `  ${progress.total.toLocaleString('en-IN')} messages (${progress.sent} sent, ${progress.failed} failed) in ${ms(runMs)} (${ms(wallMs)} from the request): ${perSecond.toFixed(0)} messages/s; /api/health during it ${healthLine(health)}`,
  );
  target(
    `round ${round + 1}: exactly one message per recipient`,
    done.status === 'success' &&
      progress.total === RECIPIENTS &&
      done.contacted === RECIPIENTS &&
      rows!.messages === RECIPIENTS &&
      rows!.recipients === RECIPIENTS,
    `${rows!.messages} message rows for ${rows!.recipients} distinct numbers (${RECIPIENTS} typed), status ${done.status}`,
  );
  return { ...health, acceptMs, runMs, perSecond };
}

/**
 * 10,000-recipient bulk SMS sends over HTTP, interleaved with `/api/health` idle (idle, send, idle, send,
 * …): how fast each is accepted, messages per second until its run is done (one message per recipient,
 * counted from the run's rows), and `/api/health` sampled by one client throughout; medians of the rounds.
 */
export const section: BenchSection = {
  title: `Sending: bulk SMS to ${RECIPIENTS.toLocaleString('en-IN')} recipients, interleaved with /api/health idle`,
  async run(context) {
    const { apiUrl, report, target } = context;
    const comparison = await interleaved(
      context.rounds,
      () => idleHealth(apiUrl),
      (round) => bulkSend(context, round),
    );
    const { subject } = comparison;
    for (const line of comparisonLines(
      'GET /api/health during a send',
      '/api/health idle',
      comparison,
      { subject: healthLine, reference: healthLine },
      ['p50', 'p99'],
    ))
      report(line);
    report(
      `medians of ${comparison.rounds} sends: POST answered in ${ms(subject.acceptMs)}, run ${ms(subject.runMs)}, ${subject.perSecond.toFixed(0)} messages/s`,
    );

    target(
      `${RECIPIENTS.toLocaleString('en-IN')}-recipient request answered ≤ 2,000 ms`,
      subject.acceptMs <= 2000,
      `${ms(subject.acceptMs)} (median)`,
    );
    target('sending ≥ 500 messages/s', subject.perSecond >= 500, `${subject.perSecond.toFixed(0)} messages/s (median)`);
    target(
      '/api/health p99 ≤ 100 ms during the send',
      subject.p99 <= 100,
      `${ms(subject.p99)} (median of the rounds' p99; idle: ${ms(comparison.reference.p99)})`,
    );
  },
};
