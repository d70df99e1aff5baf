import { recordScheduledStart, type AuditRecorder } from '../../core/audit/audit-recorder';
import { sql } from 'drizzle-orm';
import parser from 'cron-parser';
import type PgBoss from 'pg-boss';
import type { TSequenceStep } from '@duesflow/shared-contracts/reminder-sequences';
import { formatDate } from '@duesflow/shared-contracts/format';
import { rowsOf, type Queryable } from '../../core/db/database';
import { addDays, BUSINESS_TIME_ZONE, businessDate } from '../../core/lib/clock';
import type { Logger } from '../../core/lib/logger';
import { paiseToRupees } from '../../core/lib/money';
import type { Delivery } from '../messaging';
import type { BulkSender, WorkflowContext } from '../../core/jobs/workflow-context';
import type { WorkflowEngine } from '../../core/jobs/runs';
import { messageOutcome } from './workflows/bulk-sms';
import {
  cooldownVerdicts,
  customerStates,
  reminderInvoicesCte,
  DEFAULT_SEND_COOLDOWN_HOURS,
  placeholderRefusal,
  REFUSAL_PREFIX,
  skipText,
  stateRefusal,
  type GateItem,
} from '../messaging';
import { fillForRecipient, samplePageLink, smsAmount, templateRows } from '../messaging';

/*
 * Reminder sequences (docs/communications.md). Once a day every unpaid invoice of an active sequence is
 * moved to its latest due step (due date + day offset ≤ today). A step is written to
 * sequence_step_records before its message is queued, unique per sequence, invoice and step, so it goes
 * out at most once however often the run is repeated. After downtime, only the latest due step is sent;
 * the steps it passed are recorded as superseded. Paid invoices (after a step was sent), invoices in
 * dispute (until staff resolve it: messaging/reminder-dues.ts), opted-out, disputed and promised customers
 * (until the promised date, after which the sequence goes on) get nothing, and each refusal is recorded
 * with its reason.
 */

export const SEQUENCE_SCHEDULE_QUEUE = 'reminder-sequences-daily';
/** Every morning at 09:30 IST, inside the default sending window. */
export const SEQUENCE_CRON = '30 9 * * *';

export const SEQUENCE_REFUSALS = {
  superseded: 'Not sent: a later step was due (caught up after a pause)',
  paid: 'Not sent: the invoice is paid',
  disputed: 'Not sent: the invoice is disputed',
  onePerDay: "Not sent: the customer gets one reminder a day (another invoice's step went today)",
  cooldown: 'Not sent: reminded on this channel in the last 24 h',
} as const;

export interface SequenceRunInput {
  runDate: string;
}

interface DueInvoice {
  sequence_id: string;
  steps: TSequenceStep[];
  invoice_id: string;
  invoice_number: string;
  customer_id: string;
  customer_name: string;
  phone: string | null;
  due_date: string;
  unpaid_paise: number;
  /** The open dispute's reason, while the invoice is in dispute. */
  dispute_reason: string | null;
  recorded: number[];
  sent_today: number[];
}

/** Every unpaid invoice of every active sequence with the steps already recorded for it. */
async function dueInvoices(db: Queryable, runDate: string): Promise<DueInvoice[]> {
  return rowsOf<DueInvoice>(
    await db.execute(sql`
      with ${reminderInvoicesCte()}
      select s.id::text as sequence_id, s.steps, o.id::text as invoice_id, o.invoice_number, o.customer_id::text as customer_id,
        c.name as customer_name, c.phone, o.due_date::text as due_date, o.unpaid_paise::bigint as unpaid_paise,
        dis.dispute_reason, coalesce(array_agg(r.step_index) filter (where r.id is not null), '{}') as recorded,
        coalesce(array_agg(r.step_index) filter (where r.status = 'sent' and r.run_date = ${runDate}::date), '{}') as sent_today
      from reminder_sequences s
      cross join open_inv o
      join customers c on c.id = o.customer_id
      left join disputed_inv dis on dis.id = o.id
      left join sequence_step_records r on r.sequence_id = s.id and r.invoice_id = o.id
      where s.active
        and o.due_date + (select min((step->>'dayOffset')::int) from jsonb_array_elements(s.steps) step) <= ${runDate}::date
        and (o.unpaid_paise > 0 or exists (select 1 from sequence_step_records x where x.sequence_id = s.id and x.invoice_id = o.id and x.status = 'sent'))
      group by s.id, s.steps, o.id, o.invoice_number, o.customer_id, c.name, c.phone, o.due_date, o.unpaid_paise, dis.dispute_reason
      order by s.created_at, o.due_date, o.invoice_number
    `),
  );
}

interface StepRecord {
  sequenceId: string;
  invoiceId: string;
  customerId: string;
  stepIndex: number;
  status: 'sent' | 'refused';
  reason: string | null;
}

async function writeRecords(db: Queryable, runDate: string, records: StepRecord[]) {
  for (let start = 0; start < records.length; start += 1000) {
    const slice = records.slice(start, start + 1000);
    await db.execute(sql`
      insert into sequence_step_records (sequence_id, invoice_id, customer_id, step_index, status, reason, run_date)
      select v.sequence_id, v.invoice_id, v.customer_id, v.step_index, v.status, v.reason, ${runDate}::date
      from unnest(
        ${sql.param(slice.map((r) => r.sequenceId))}::uuid[],
        ${sql.param(slice.map((r) => r.invoiceId))}::uuid[],
        ${sql.param(slice.map((r) => r.customerId))}::uuid[],
        ${sql.param(slice.map((r) => r.stepIndex))}::integer[],
        ${sql.param(slice.map((r) => r.status))}::text[],
        ${sql.param(slice.map((r) => r.reason))}::text[]
      ) as v(sequence_id, invoice_id, customer_id, step_index, status, reason)
      on conflict (sequence_id, invoice_id, step_index) do nothing
    `);
  }
}

/** The daily run as a bulk send: plans the due steps, records them, and sends through the engine. */
export const reminderSequenceSend: BulkSender = {
  writesWhilePlanning: true,
  async plan(ctx: WorkflowContext, execution) {
    const { runDate } = execution.input as unknown as SequenceRunInput;
    const now = ctx.clock.now();
    const invoices = await dueInvoices(ctx.db, runDate);
    const templates = new Map((await templateRows(ctx.db)).map((row) => [row.id, row]));
    const states = await customerStates(ctx.db, [...new Set(invoices.map((row) => row.customer_id))]);
    const cooldownHours = ctx.sendCooldownHours ?? DEFAULT_SEND_COOLDOWN_HOURS;
    const records: StepRecord[] = [];
    const chosen = new Map<string, { invoice: DueInvoice; stepIndex: number }>();
    for (const invoice of invoices) {
      const steps = invoice.steps;
      let latest = -1;
      steps.forEach((step, index) => {
        if (addDays(invoice.due_date, step.dayOffset) <= runDate) latest = index;
      });
      if (latest < 0) continue;
      const recorded = new Set(invoice.recorded.map(Number));
      const sentToday = invoice.sent_today.map(Number);
      const base = { sequenceId: invoice.sequence_id, invoiceId: invoice.invoice_id, customerId: invoice.customer_id };
      // A repeated plan of today's run sends what it recorded as sent today (queued once by its key).
      if (sentToday.includes(latest)) {
        chosen.set(invoice.customer_id, { invoice, stepIndex: latest });
        continue;
      }
      if (recorded.has(latest)) continue;
      for (let index = 0; index < latest; index += 1) {
        if (!recorded.has(index)) records.push({ ...base, stepIndex: index, status: 'refused', reason: SEQUENCE_REFUSALS.superseded });
      }
      // The send gate's refusal for the customer's state (stop, dispute, promise), in its words.
      const refusal = stateRefusal(states.get(invoice.customer_id), runDate);
      const reason =
        Number(invoice.unpaid_paise) <= 0
          ? SEQUENCE_REFUSALS.paid
          : invoice.dispute_reason !== null
            ? `${SEQUENCE_REFUSALS.disputed} (${invoice.dispute_reason})`
            : refusal
              ? `${REFUSAL_PREFIX}${skipText(refusal, cooldownHours)}`
              : undefined;
      if (reason) {
        records.push({ ...base, stepIndex: latest, status: 'refused', reason });
        continue;
      }
      if (!invoice.phone) {
        records.push({ ...base, stepIndex: latest, status: 'refused', reason: 'Not sent: the customer has no phone number' });
        continue;
      }
      const already = chosen.get(invoice.customer_id);
      if (already) {
        records.push({ ...base, stepIndex: latest, status: 'refused', reason: SEQUENCE_REFUSALS.onePerDay });
        continue;
      }
      chosen.set(invoice.customer_id, { invoice, stepIndex: latest });
    }

    // Build the messages; those the send cooldown would hold back are recorded as refused too.
    const candidates: { item: GateItem; invoice: DueInvoice; stepIndex: number }[] = [];
    for (const { invoice, stepIndex } of chosen.values()) {
      const step = invoice.steps[stepIndex]!;
      const template = templates.get(step.templateId);
      if (!template) continue;
      const daysOverdue = Math.max(0, Math.round((Date.parse(runDate) - Date.parse(invoice.due_date)) / 86_400_000));
      // `{link}`: a link to the customer's own page, made for this message as the gate queues it.
      const { link, pageLink } = samplePageLink(ctx.pageLinks, template.content, invoice.customer_id, step.channel);
      const filled = fillForRecipient(
        template.content,
        {
          customerName: invoice.customer_name,
          invoiceNumber: invoice.invoice_number,
          amount: smsAmount(paiseToRupees(Number(invoice.unpaid_paise))),
          daysOverdue: String(daysOverdue),
          date: formatDate(invoice.due_date),
        },
        link,
      );
      const delivery: Delivery = {
        channel: step.channel,
        to: invoice.phone!,
        body: filled.body,
        customerId: invoice.customer_id,
        customerName: invoice.customer_name,
      };
      candidates.push({ item: { delivery, template: { row: template, params: filled.params }, pageLink }, invoice, stepIndex });
    }
    const verdicts = await cooldownVerdicts(
      ctx.db,
      execution.id,
      candidates.map((c) => c.item.delivery),
      { cooldownHours },
      now,
    );
    const items: GateItem[] = [];
    for (const [index, { item, invoice, stepIndex }] of candidates.entries()) {
      const base = { sequenceId: invoice.sequence_id, invoiceId: invoice.invoice_id, customerId: invoice.customer_id, stepIndex };
      // The gate would refuse a text still carrying a placeholder (one nothing fills): the step says so too,
      // instead of "sent".
      const unfilled = placeholderRefusal(item.delivery.body);
      if (unfilled) {
        records.push({ ...base, status: 'refused', reason: `${REFUSAL_PREFIX}${skipText(unfilled, cooldownHours)}` });
      } else if (verdicts[index] && !invoice.sent_today.map(Number).includes(stepIndex)) {
        records.push({ ...base, status: 'refused', reason: SEQUENCE_REFUSALS.cooldown });
      } else {
        records.push({ ...base, status: 'sent', reason: null });
        items.push(item);
      }
    }
    await writeRecords(ctx.db, runDate, records);
    // The gate decides each step's message once more as it is queued (its hours, DLT, the provider).
    return { items, note: { runDate, refused: records.filter((r) => r.status === 'refused').length } };
  },
  outcome(counts, note, skips) {
    const refused = Number((note as { refused?: number }).refused ?? 0);
    const outcome = messageOutcome(counts, refused > 0 ? `; ${refused} steps not sent (recorded with their reasons)` : '', skips);
    return counts.total === 0 ? { ...outcome, status: 'success', error: null } : outcome;
  },
};

/** Starts (or finds) the run of `runDate`: one run a day, however often it is asked for. */
export function startSequenceRun(engine: WorkflowEngine, runDate: string, startedBy: string | null = null) {
  return engine.start({
    type: 'reminder_sequence',
    input: { runDate } satisfies SequenceRunInput,
    idempotencyKey: `reminder-sequences:${runDate}`,
    startedBy,
  });
}

/** The daily schedule (09:30 IST); a tick missed while the server was down is caught up at the next start. */
export async function setUpSequenceSchedule(
  boss: PgBoss,
  engine: WorkflowEngine,
  clock: { now(): Date },
  logger: Logger,
  audit?: AuditRecorder,
): Promise<void> {
  await boss.createQueue(SEQUENCE_SCHEDULE_QUEUE, { name: SEQUENCE_SCHEDULE_QUEUE, retryLimit: 2, retryDelay: 30, expireInSeconds: 60 });
  await boss.schedule(SEQUENCE_SCHEDULE_QUEUE, SEQUENCE_CRON, {}, { tz: BUSINESS_TIME_ZONE });
  await boss.work(SEQUENCE_SCHEDULE_QUEUE, async ([job]) => {
    if (!job) return;
    const started = await startSequenceRun(engine, businessDate(clock.now()));
    if (audit) recordScheduledStart(audit, 'workflow.reminder-sequences', started, 'daily reminder schedule');
    logger.info('reminder sequences: daily run started');
  });
  // Catch up: if today's tick has passed and today has no run yet (the server was down), run now.
  const now = clock.now();
  const lastTick = parser.parseExpression(SEQUENCE_CRON, { currentDate: now, tz: BUSINESS_TIME_ZONE }).prev().toDate();
  if (businessDate(lastTick) === businessDate(now)) {
    const started = await startSequenceRun(engine, businessDate(now));
    if (audit) recordScheduledStart(audit, 'workflow.reminder-sequences', started, 'daily reminder schedule (catch-up at start)');
  }
}
