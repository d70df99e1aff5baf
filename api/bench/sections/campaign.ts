import { performance } from 'node:perf_hooks';
import { ZCampaignCreated, ZCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import {
  ageRun,
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

/** One campaign's figures: `/api/health` during it, and how fast it was accepted and sent. */
interface CampaignFigures extends HealthFigures {
  acceptMs: number;
  runMs: number;
  perSecond: number;
}

/** One SMS campaign to `ids`, `/api/health` sampled back to back until it is done. */
async function campaign(context: BenchContext, ids: string[], round: number): Promise<CampaignFigures> {
  const { apiUrl, report, target, query } = context;
  const body = JSON.stringify({ name: `Bench campaign ${new Date().toISOString()}`, templateId: 'campaign-gentle-en', customerIds: ids });
  const posted = performance.now();
  const response = await apiFetch(`${apiUrl}/api/campaigns`, { method: 'POST', body });
  const answered = await response.json();
  const acceptMs = performance.now() - posted;
  if (response.status !== 202) throw new Error(`POST /api/campaigns answered ${response.status}: ${JSON.stringify(answered)}`);
  const { campaignId } = ZCampaignCreated.parse(answered);

  let status = 'running';
  const times = await sampleHealth(apiUrl, async (turn, elapsedMs) => {
    if (elapsedMs > 10 * 60_000) throw new Error('the campaign did not finish within 10 minutes');
    if (turn % 25 === 0) {
      const [row] = await query<{ status: string }>('select status from workflow_executions where id = $1', [campaignId]);
      status = row?.status ?? 'running';
    }
    return status !== 'running';
  });
  const [run] = await query<{ ms: number; messages: number; customers: number }>(
    `select extract(epoch from (e.finished_at - e.started_at)) * 1000 as ms,
       (select count(*)::int from messages m where m.execution_id = e.id) as messages,
       (select count(distinct customer_id)::int from messages m where m.execution_id = e.id) as customers
     from workflow_executions e where e.id = $1`,
    [campaignId],
  );
  const detail = ZCampaignDetail.parse(await (await apiFetch(`${apiUrl}/api/campaigns/${campaignId}`)).json());
  const runMs = Number(run!.ms);
  const perSecond = run!.messages / (runMs / 1000);
  const health = healthFigures(times);
  report(
    `round ${round + 1}: POST answered 202 in ${ms(acceptMs)} (${ids.length.toLocaleString('en-IN')} customers, ${(body.length / 1024).toFixed(0)} KB); campaign ${status}: ${detail.summary}; ${detail.segments.toLocaleString('en-IN')} SMS parts`,
  );
  report(`  run ${ms(runMs)}: ${perSecond.toFixed(0)} messages/s; /api/health during it ${healthLine(health)}`);
  target(
    `round ${round + 1}: exactly one message per selected customer`,
    run!.messages === ids.length && run!.customers === ids.length,
    `${run!.messages} messages for ${run!.customers} customers (${ids.length} selected)`,
  );
  await ageRun(context, campaignId);
  return { ...health, acceptMs, runMs, perSecond };
}

/**
 * SMS campaigns to 10,000 selected customers each (issue 10: accepted ≤ 2 s, the sandbox sending ≥ 500
 * messages/s, /api/health p99 ≤ 100 ms while it runs), interleaved with /api/health idle (idle,
 * campaign, idle, campaign, …; medians). Bench customers are added once when the database has fewer
 * than 10,000 overdue customers with a phone. Every round reaches the same customers: after a round its
 * messages and contact attempts are moved two days back (`ageRun`), so the send cooldown lets them through
 * again and each round does the same work.
 */
export const section: BenchSection = {
  title: `Communications: SMS campaigns to ${RECIPIENTS.toLocaleString('en-IN')} customers, interleaved with /api/health idle`,
  async run(context) {
    const { apiUrl, report, target, query } = context;
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

    const comparison = await interleaved(
      context.rounds,
      () => idleHealth(apiUrl),
      (round) => campaign(context, ids, round),
    );
    const { subject } = comparison;
    for (const line of comparisonLines(
      'GET /api/health during a campaign',
      '/api/health idle',
      comparison,
      { subject: healthLine, reference: healthLine },
      ['p50', 'p99'],
    ))
      report(line);
    report(
      `medians of ${comparison.rounds} campaigns: POST answered in ${ms(subject.acceptMs)}, run ${ms(subject.runMs)}, ${subject.perSecond.toFixed(0)} messages/s`,
    );

    target(
      `campaign to ${RECIPIENTS.toLocaleString('en-IN')} customers accepted ≤ 2,000 ms`,
      subject.acceptMs <= 2000,
      `${ms(subject.acceptMs)} (median)`,
    );
    target('campaign sending ≥ 500 messages/s', subject.perSecond >= 500, `${subject.perSecond.toFixed(0)} messages/s (median)`);
    target(
      '/api/health p99 ≤ 100 ms during the campaign',
      subject.p99 <= 100,
      `${ms(subject.p99)} (median of the rounds' p99; idle: ${ms(comparison.reference.p99)})`,
    );
  },
};
