import { performance } from 'node:perf_hooks';
import { ZWorkflowExecutionPage, ZWorkflowStarted, type TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { apiFetch, latencyLine, ms, sequentialLatency, type BenchSection, type Latency } from '../lib';

const RECIPIENTS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

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

/**
 * A 10,000-recipient bulk SMS over HTTP: how fast it is accepted, messages per second until the run is
 * done (one message per recipient, counted from the run's rows), and `/api/health` sampled by one
 * client throughout the send beside `/api/health` idle in the same run.
 */
export const section: BenchSection = {
  title: `Sending: one bulk SMS to ${RECIPIENTS.toLocaleString('en-IN')} recipients`,
  async run({ apiUrl, report, target, query, engine }) {
    const idle = await sequentialLatency(`${apiUrl}/api/health`, 200);
    report(latencyLine('reference: GET /api/health, idle', idle));

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
    report(
      `POST /api/workflows/bulk-sms (${RECIPIENTS.toLocaleString('en-IN')} recipients, ${(body.length / 1024).toFixed(0)} KB) answered 202 in ${ms(acceptMs)}`,
    );

    // One client asks /api/health back to back while the run sends; every 25th turn it checks the run.
    const during: number[] = [];
    let finished: TWorkflowExecution | undefined;
    const deadline = performance.now() + 10 * 60_000;
    for (let turn = 0; !finished; turn += 1) {
      if (performance.now() > deadline) throw new Error('the bulk send did not finish within 10 minutes');
      const started = performance.now();
      const health = await fetch(`${apiUrl}/api/health`);
      await health.arrayBuffer();
      during.push(performance.now() - started);
      if (turn % 25 === 0) {
        const current = await executionOf(apiUrl, executionId);
        if (current && current.status !== 'running') finished = current;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const wallMs = performance.now() - posted;
    during.sort((a, b) => a - b);
    const busy: Latency = { p50: percentile(during, 50), p95: percentile(during, 95), p99: percentile(during, 99), bytes: 0 };

    const runMs = new Date(finished.finishedAt!).getTime() - new Date(finished.startTime!).getTime();
    const progress = finished.progress ?? { sent: 0, failed: 0, total: 0 };
    const perSecond = progress.total / (runMs / 1000);
    // Counted in the database: one row per typed number, no number twice.
    const [rows] = await query<{ messages: number; recipients: number }>(
      'select count(*)::int as messages, count(distinct "to")::int as recipients from messages where execution_id = $1',
      [executionId],
    );
    report(`run ${finished.status} on ${engine}: ${finished.summary}`);
    report(
      `messages: ${progress.total.toLocaleString('en-IN')} rows (${progress.sent} sent, ${progress.failed} failed), contacted ${finished.contacted}`,
    );
    report(`run took ${ms(runMs)} from start to finish (${ms(wallMs)} from the request): ${perSecond.toFixed(0)} messages/s`);
    report(`${latencyLine(`GET /api/health during the send (${during.length} samples)`, busy)}`);

    target(`${RECIPIENTS.toLocaleString('en-IN')}-recipient request answered ≤ 2,000 ms`, acceptMs <= 2000, ms(acceptMs));
    target(
      'exactly one message per recipient',
      finished.status === 'success' &&
        progress.total === RECIPIENTS &&
        finished.contacted === RECIPIENTS &&
        rows!.messages === RECIPIENTS &&
        rows!.recipients === RECIPIENTS,
      `${rows!.messages} message rows for ${rows!.recipients} distinct numbers (${RECIPIENTS} typed), status ${finished.status}`,
    );
    target('sending ≥ 500 messages/s', perSecond >= 500, `${perSecond.toFixed(0)} messages/s`);
    target('/api/health p99 ≤ 100 ms during the send', busy.p99 <= 100, `${ms(busy.p99)} (idle: ${ms(idle.p99)})`);
  },
};
