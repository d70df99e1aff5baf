import { and, eq, sql } from 'drizzle-orm';
import { MAX_CAMPAIGN_RECIPIENTS, type TCampaign, type TCampaignRecipient } from '@duesflow/shared-contracts/campaigns';
import type { TFieldIssue } from '@duesflow/shared-contracts/common';
import { smsCostUsd, smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { customerDues, duesValues } from '../dues';
import { isRefusal, runOutcomeOf, type RunNote } from '../../messaging';
import { failureFor } from '../../../core/secrets/failure-for-role';
import type { TCreateCampaignRequest } from '@duesflow/shared-contracts/campaigns';
import type { Context } from 'hono';
import type { AppBindings } from '../../../core/app-deps';
import { dryRunOf, previewOf } from '../../messaging';
import { fillForRecipient, SAMPLE_PAGE_TOKEN } from '../../messaging';
import { pageLinkPrefix, reminderLinkBase } from '../../payments';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { messageTemplates } from '../../../core/db/schema/communications';
import { businessDate } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { notFound } from '../../../core/lib/api-error';
import { paiseToRupees } from '../../../core/lib/money';
import { startWorkflow } from '../../../core/jobs/start-workflow';
import type * as routes from './campaigns.routes';
import { SENT_STATUSES } from '../../../core/db/sent-statuses';

/** A 400 naming fields, like a contract failure (nothing is written). */
const invalid = (issues: TFieldIssue[]) => ({
  error: 'validation_error',
  message: `Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
  issues,
});

const CAMPAIGN_TYPES = sql`(e.workflow_type in ('campaign_send', 'whatsapp_bulk') or (e.workflow_type = 'bulk_sms' and e.input ? 'message'))`;

interface CampaignRow {
  id: string;
  workflow_type: string;
  status: string;
  input: Record<string, unknown>;
  planned: boolean;
  note: RunNote | null;
  contacted: number | null;
  summary: string | null;
  started_at: string;
  finished_at: string | null;
  messages: number;
  sent: number;
  failed: number;
  refused: number;
  queued: number;
  /** Messages a crash left `unknown — check`: the run's outcome is `unknown`. */
  unknown: number;
  segments: number;
}

async function campaignRows(db: Queryable, where: ReturnType<typeof sql>, limit: number, offset: number): Promise<CampaignRow[]> {
  return rowsOf<CampaignRow>(
    await db.execute(sql`
      select e.id::text as id, e.workflow_type, e.status, e.input, e.plan is not null as planned, e.plan->'note' as note, e.contacted, e.summary,
        e.started_at::text as started_at, e.finished_at::text as finished_at,
        coalesce(m.messages, 0)::int as messages, coalesce(m.sent, 0)::int as sent, coalesce(m.failed, 0)::int as failed,
        coalesce(m.refused, 0)::int as refused, coalesce(m.queued, 0)::int as queued, coalesce(m.unknown, 0)::int as unknown,
        coalesce(m.segments, 0)::int as segments
      from workflow_executions e
      left join lateral (
        select count(*) as messages,
          count(*) filter (where ms.status in ${SENT_STATUSES}) as sent,
          count(*) filter (where ms.status = 'failed') as failed,
          count(*) filter (where ms.status = 'failed' and ms.error like 'Not sent:%') as refused,
          count(*) filter (where ms.status = 'queued') as queued,
          count(*) filter (where ms.status = 'unknown') as unknown,
          sum(case when ms.channel = 'sms' and not (ms.status = 'failed' and ms.error like 'Not sent:%') then coalesce(o.segments, 1) else 0 end) as segments
        from messages ms left join message_send_options o on o.idempotency_key = ms.idempotency_key
        where ms.execution_id = e.id
      ) m on true
      where ${CAMPAIGN_TYPES} and ${where}
      order by e.started_at desc, e.id desc
      limit ${limit} offset ${offset}
    `),
  );
}

function campaignView(row: CampaignRow, now: Date): TCampaign {
  const input = row.input;
  const note = row.note ?? {};
  const waiting = row.status === 'running' && note.waiting?.until && Date.parse(note.waiting.until) > now.getTime() ? note.waiting : null;
  const sent = Number(row.sent);
  const failed = Number(row.failed) - Number(row.refused);
  const outcome = runOutcomeOf({ status: row.status, contacted: row.contacted, sent, failed, waiting, unknown: Number(row.unknown) });
  const kind = row.workflow_type === 'campaign_send' ? 'campaign' : 'bulk';
  const type = row.workflow_type === 'whatsapp_bulk' ? 'whatsapp' : 'sms';
  const requested =
    kind === 'campaign'
      ? ((input.customerIds as unknown[]) ?? []).length
      : new Set(((input.recipients as string[]) ?? []).map((to) => to.replace(/\D/g, '').slice(-10))).size;
  return {
    id: row.id,
    kind,
    type,
    name: kind === 'campaign' ? String(input.name ?? '') : null,
    templateId: kind === 'campaign' ? String(input.templateId ?? '') : null,
    message: String(input.message ?? input.templateContent ?? ''),
    recipientCount: row.planned ? Number(row.messages) : requested,
    // A run that reached nobody did not complete anything: it reads as failed, its outcome says why.
    status: outcome === 'nothing_sent' ? 'failed' : row.status === 'success' ? 'completed' : row.status === 'failed' ? 'failed' : 'running',
    sent,
    failed,
    refused: Number(row.refused),
    queued: Number(row.queued),
    segments: Number(row.segments),
    // The gate's figure from the plan (the preview's and the start's); before it is planned, parts × the list price.
    estimatedCostUsd: note.cost ? note.cost.amount : type === 'sms' ? smsCostUsd(1, Number(row.segments)) : 0,
    cost: note.cost ?? null,
    outcome,
    waiting,
    createdAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    summary: row.summary,
  };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db } = c.var.deps;
  const { kind, page, pageSize } = c.req.valid('query');
  const where =
    kind === 'campaign' ? sql`e.workflow_type = 'campaign_send'` : kind === 'bulk' ? sql`e.workflow_type <> 'campaign_send'` : sql`true`;
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from workflow_executions e where ${CAMPAIGN_TYPES} and ${where}`),
  );
  const rows = await campaignRows(db, where, pageSize, (page - 1) * pageSize);
  const now = c.var.deps.clock.now();
  return c.json({ items: rows.map((row) => campaignView(row, now)), total: Number(counted?.total ?? 0), page, pageSize }, 200);
};

/**
 * The overdue customers with a phone, those of them within the filters (an absent bound is no bound),
 * and both counts: the screen says how many of how many match. One read of the dues; the filters are
 * applied to its rows, which every customer's dues are computed for anyway.
 */
export const candidates: AppRouteHandler<typeof routes.candidates> = async (c) => {
  const { db, clock } = c.var.deps;
  const query = c.req.valid('query');
  const today = businessDate(clock.now());
  const all = await customerDues(db, today, sql`coalesce(b.overdue_paise, 0) > 0 and c.phone is not null`);
  const within = (value: number, min: number | undefined, max: number | undefined) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  const languages = query.languages === undefined ? undefined : new Set<string>(query.languages);
  const matching = all.filter(
    (row) =>
      within(
        row.duePaise,
        query.minAmount === undefined ? undefined : query.minAmount * 100,
        query.maxAmount === undefined ? undefined : query.maxAmount * 100,
      ) &&
      within(row.daysOverdue, query.minDaysOverdue, query.maxDaysOverdue) &&
      (languages === undefined || languages.has(row.language)),
  );
  const customers = matching.slice(0, MAX_CAMPAIGN_RECIPIENTS).map((row) => ({
    id: row.id,
    name: row.name,
    phoneNumber: row.phone ?? '',
    invoiceNumber: row.invoiceNumber ?? '',
    outstandingAmount: paiseToRupees(row.duePaise),
    daysOverdue: row.daysOverdue,
    language: row.language,
    lastContactDate: row.lastContact ? businessDate(new Date(row.lastContact)) : null,
    stopReminders: row.stopReminders,
  }));
  return c.json({ customers, matching: matching.length, total: all.length }, 200);
};

export const detail: AppRouteHandler<typeof routes.detail> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const [row] = await campaignRows(db, sql`e.id = ${id}::uuid`, 1, 0);
  if (!row) throw notFound('Campaign');
  const recipients = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.id::text as id, m.customer_id::text as customer_id, cu.name as customer_name, m."to", m.body, m.status, m.error, m.provider,
        coalesce(pr.display_name, m.provider) as provider_label, m.channel, o.segments, m.updated_at::text as updated_at,
        coalesce((select sum(a.cost) from message_attempts a where a.message_id = m.id), 0)::float8 as cost,
        coalesce((select a.currency from message_attempts a where a.message_id = m.id order by a.attempt_no desc limit 1), 'USD') as currency
      from messages m
      left join customers cu on cu.id = m.customer_id
      left join message_send_options o on o.idempotency_key = m.idempotency_key
      left join providers pr on pr.name = m.provider
      where m.execution_id = ${id}::uuid
      order by cu.name nulls last, m."to"
      limit 10000
    `),
  );
  return c.json(
    {
      ...campaignView(row, c.var.deps.clock.now()),
      recipients: recipients.map((message): TCampaignRecipient => ({
        messageId: String(message.id),
        customerId: message.customer_id == null ? null : String(message.customer_id),
        customerName: message.customer_name == null ? null : String(message.customer_name),
        to: String(message.to),
        body: String(message.body),
        status: message.status as TCampaignRecipient['status'],
        // A vendor's own words reach admins only (docs/secrets.md); the gate's refusals reach everyone.
        error: message.error == null ? null : failureFor(c.var.user?.role, String(message.error), isRefusal(String(message.error))),
        refused: isRefusal(message.error == null ? null : String(message.error)),
        provider: String(message.provider),
        providerLabel: String(message.provider_label),
        segments: message.channel === 'sms' ? Number(message.segments ?? Math.max(1, smsSegments(String(message.body)).segments)) : 0,
        cost: Number(message.cost),
        currency: String(message.currency),
        updatedAt: new Date(String(message.updated_at)).toISOString(),
      })),
    },
    200,
  );
};

/** The campaign's template and customers checked as its start does: a 400 naming the field, or the run's input. */
async function campaignInput(c: Context<AppBindings>, body: TCreateCampaignRequest) {
  const { db } = c.var.deps;
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, body.templateId), eq(messageTemplates.use, 'campaign')));
  if (!template) return { invalid: invalid([{ path: 'templateId', message: 'Unknown campaign template' }]) };
  const ids = [...new Set(body.customerIds)];
  const found = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text as id from customers where id = any(${sql.param(ids)}::uuid[])`),
  );
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    return {
      invalid: invalid([
        { path: 'customerIds', message: `Unknown customer ${unknown[0]}${unknown.length > 1 ? ` and ${unknown.length - 1} more` : ''}` },
      ]),
    };
  }
  return {
    template,
    ids,
    input: { name: body.name, templateId: body.templateId, customerIds: ids, channel: 'sms', templateContent: template.content },
  };
}

export const preview: AppRouteHandler<typeof routes.preview> = async (c) => {
  const checked = await campaignInput(c, c.req.valid('json'));
  if ('invalid' in checked) return c.json(checked.invalid, 400);
  return c.json(await previewOf(c, 'campaign_send', checked.input), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { db, clock } = c.var.deps;
  const checked = await campaignInput(c, c.req.valid('json'));
  if ('invalid' in checked) return c.json(checked.invalid, 400);
  const { template, ids, input } = checked;
  const today = businessDate(clock.now());
  // Parts of one message: the template filled for the first customer (names and amounts vary by a little).
  const [sample] = await customerDues(db, today, sql`c.id = ${ids[0]}::uuid`, [ids[0]!]);
  if (!sample) throw notFound('Customer');
  // A link as long as the one each message will carry, made for none (a sample).
  const link = { prefix: pageLinkPrefix(reminderLinkBase(c.var.deps.publicUrl)), token: SAMPLE_PAGE_TOKEN, channel: 'sms' as const };
  const sampleBody = fillForRecipient(template.content, duesValues(sample), link).body;
  const segmentsPerMessage = Math.max(1, smsSegments(sampleBody).segments);
  // The same gate as the run, so the reply's cost is the preview's and the history's (one figure); the run
  // takes this dry run's plan instead of listing the same customers' dues again.
  const { preview: gated, planned } = await dryRunOf(c, 'campaign_send', input);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'campaign_send', input, planned });
  const estimatedCostUsd = gated.cost.amount;
  return c.json(
    {
      success: true as const,
      campaignId: started.execution.id,
      status: 'running' as const,
      recipientCount: ids.length,
      segmentsPerMessage,
      estimatedCostUsd,
      preview: gated,
      message: `Sending ${ids.length} messages. Estimated cost: $${estimatedCostUsd.toFixed(4)}`,
    },
    202,
  );
};
