import { performance } from 'node:perf_hooks';
import { ZCampaignCreated, ZCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import { apiFetch, latencyLine, ms, sequentialLatency, type BenchSection, type Latency } from '../lib';

const RECIPIENTS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * An SMS campaign to 10,000 selected customers (issue 10: accepted ≤ 2 s, the sandbox sending ≥ 500
 * messages/s, /api/health p99 ≤ 100 ms while it runs), beside /api/health idle in the same run. Bench
 * customers are added once when the database has fewer than 10,000 overdue customers with a phone.
 */
export const section: BenchSection = {
  title: `Communications: an SMS campaign to ${RECIPIENTS.toLocaleString('en-IN')} customers`,
  async run({ apiUrl, report, target, query }) {
    const pick = async () =>
      (
        await query<{ id: string }>(
          `select c.id::text as id from customers c where c.phone is not null
             and exists (select 1 from invoices i where i.customer_id = c.id and i.due_date < current_date)
             -- Reached in the last day: the send cooldown would hold them back (docs/sending.md).
             and not exists (select 1 from contact_attempts a where a.customer_id = c.id and a.created_at > now() - interval '25 hours')
             and not exists (select 1 from messages m where m.customer_id = c.id and m.created_at > now() - interval '25 hours')
           order by c.id limit ${RECIPIENTS}`,
        )
      ).map((row) => row.id);
    let ids = await pick();
    if (ids.length < RECIPIENTS) {
      const missing = RECIPIENTS - ids.length;
      await query(
        `with made as (
           insert into customers (name, phone, language, source)
           select 'Bench Customer ' || n, '+91 7' || lpad((100000000 + n)::text, 9, '0'), 'en', 'manual'
           from generate_series(1, ${missing}) n returning id
         )
         insert into invoices (customer_id, invoice_number, amount_paise, issued_on, due_date)
         select id, 'BENCH-' || id::text, 250000, current_date - 40, current_date - 10 from made`,
      );
      report(`added ${missing.toLocaleString('en-IN')} bench customers with an overdue invoice`);
      ids = await pick();
    }

    const idle = await sequentialLatency(`${apiUrl}/api/health`, 200);
    report(latencyLine('reference: GET /api/health, idle', idle));

    const body = JSON.stringify({ name: `Bench campaign ${new Date().toISOString()}`, templateId: 'campaign-gentle-en', customerIds: ids });
    const posted = performance.now();
    const response = await apiFetch(`${apiUrl}/api/campaigns`, { method: 'POST', body });
    const answered = await response.json();
    const acceptMs = performance.now() - posted;
    if (response.status !== 202) throw new Error(`POST /api/campaigns answered ${response.status}: ${JSON.stringify(answered)}`);
    const { campaignId } = ZCampaignCreated.parse(answered);
    report(
      `POST /api/campaigns (${ids.length.toLocaleString('en-IN')} customers, ${(body.length / 1024).toFixed(0)} KB) answered 202 in ${ms(acceptMs)}`,
    );

    const during: number[] = [];
    const deadline = performance.now() + 10 * 60_000;
    let status = 'running';
    for (let turn = 0; status === 'running'; turn += 1) {
      if (performance.now() > deadline) throw new Error('the campaign did not finish within 10 minutes');
      const started = performance.now();
      await (await fetch(`${apiUrl}/api/health`)).arrayBuffer();
      during.push(performance.now() - started);
      if (turn % 25 === 0) {
        const [row] = await query<{ status: string }>('select status from workflow_executions where id = $1', [campaignId]);
        status = row?.status ?? 'running';
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    during.sort((a, b) => a - b);
    const busy: Latency = { p50: percentile(during, 50), p95: percentile(during, 95), p99: percentile(during, 99), bytes: 0 };
    const [run] = await query<{ ms: number; messages: number; customers: number }>(
      `select extract(epoch from (e.finished_at - e.started_at)) * 1000 as ms,
         (select count(*)::int from messages m where m.execution_id = e.id) as messages,
         (select count(distinct customer_id)::int from messages m where m.execution_id = e.id) as customers
       from workflow_executions e where e.id = $1`,
      [campaignId],
    );
    const detail = ZCampaignDetail.parse(await (await apiFetch(`${apiUrl}/api/campaigns/${campaignId}`)).json());
    const perSecond = run!.messages / (Number(run!.ms) / 1000);
    report(
      `campaign ${status}: ${detail.summary}; ${detail.segments.toLocaleString('en-IN')} SMS parts, estimated $${detail.estimatedCostUsd.toFixed(4)}`,
    );
    report(`run took ${ms(Number(run!.ms))}: ${perSecond.toFixed(0)} messages/s`);
    report(latencyLine(`GET /api/health during the campaign (${during.length} samples)`, busy));

    target(`campaign to ${RECIPIENTS.toLocaleString('en-IN')} customers accepted ≤ 2,000 ms`, acceptMs <= 2000, ms(acceptMs));
    target(
      'exactly one message per selected customer',
      run!.messages === ids.length && run!.customers === ids.length,
      `${run!.messages} messages for ${run!.customers} customers (${ids.length} selected)`,
    );
    target('campaign sending ≥ 500 messages/s', perSecond >= 500, `${perSecond.toFixed(0)} messages/s`);
    target('/api/health p99 ≤ 100 ms during the campaign', busy.p99 <= 100, `${ms(busy.p99)} (idle: ${ms(idle.p99)})`);
  },
};
