import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TSendProgress, TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import { rowsOf } from '../../../core/db/database';
import type { AppBindings } from '../../../core/app-deps';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import type { ExecutionRow } from '../../../core/jobs/workflow-context';
import { ApiError, notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { rupeesToPaise } from '../../../core/lib/money';
import { createLinkRows, planLinkAmounts, refuseLinkAboveDue, refuseNamedLinkAboveDue } from '../../payments';
import type * as routes from './workflows.routes';
import { publicBaseUrl, startWorkflow, startedBody } from '../../../core/jobs/start-workflow';
import { gateOneCustomer, previewOf, refusePlaceholders } from '../../messaging';
import { runOutcomeOf, type RunNote } from '../../messaging';
import { SENT_STATUSES } from '../../../core/db/sent-statuses';

interface ExecutionExtras {
  progress?: Map<string, TSendProgress>;
  /** Messages a crash left `unknown — check`, per bulk run: such a run's outcome is `unknown`. */
  unknown?: Map<string, number>;
  links?: Map<string, string>;
}

function toExecution(row: ExecutionRow, extras: ExecutionExtras = {}, now = new Date()): TWorkflowExecution {
  const note = (row.plan?.note ?? {}) as RunNote;
  // Held messages wait until their window opens; after that the run is sending (or done) again.
  const waiting =
    row.status === 'running' && note.waiting && note.waiting.until && Date.parse(note.waiting.until) > now.getTime() ? note.waiting : null;
  const progress = extras.progress?.get(row.id) ?? null;
  return {
    id: row.id,
    workflowType: row.workflowType,
    workflowName: row.workflowName,
    status: row.status,
    startTime: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    summary: row.summary,
    error: row.error,
    contacted: row.contacted,
    progress: extras.progress?.get(row.id) ?? null,
    paymentLink: extras.links?.get(row.id) ?? null,
    skipped: row.skipped ?? null,
    waiting,
    outcome: runOutcomeOf({
      status: row.status,
      contacted: row.contacted,
      sent: progress?.sent ?? null,
      failed: progress?.failed ?? null,
      waiting,
      unknown: extras.unknown?.get(row.id) ?? null,
    }),
    cost: note.cost ?? null,
  };
}

/** Types whose run makes exactly one link (its URL stays reachable from the list). */
const ONE_LINK_TYPES = new Set(['payment_link', 'generate_payment_links']);

/** Progress of the bulk runs and the link of one-link runs among `rows`, in two queries. */
async function extrasFor(c: Context<AppBindings>, rows: ExecutionRow[]): Promise<ExecutionExtras> {
  const { db } = c.var.deps;
  const bulk = rows.filter((row) => row.plan).map((row) => row.id);
  const progress = new Map<string, TSendProgress>();
  const unknown = new Map<string, number>();
  if (bulk.length > 0) {
    const counted = rowsOf<{ execution_id: string; sent: number; failed: number; total: number; unknown: number }>(
      await db.execute(sql`
        select execution_id,
          count(*) filter (where status in ${SENT_STATUSES})::int as sent,
          count(*) filter (where status = 'failed' and error not like 'Not sent:%')::int as failed,
          count(*) filter (where status = 'unknown')::int as unknown,
          -- the gate's refusals are not to be sent: a progress bar reaches its end without them
          count(*) filter (where not (status = 'failed' and error like 'Not sent:%'))::int as total
        from messages where execution_id in (${sql.join(
          bulk.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by execution_id
      `),
    );
    for (const row of counted) {
      progress.set(String(row.execution_id), { sent: Number(row.sent), failed: Number(row.failed), total: Number(row.total) });
      if (Number(row.unknown) > 0) unknown.set(String(row.execution_id), Number(row.unknown));
    }
    for (const id of bulk) if (!progress.has(id)) progress.set(id, { sent: 0, failed: 0, total: 0 });
  }
  const linkRuns = rows.filter((row) => ONE_LINK_TYPES.has(row.workflowType)).map((row) => row.id);
  const links = new Map<string, string>();
  if (linkRuns.length > 0) {
    // An instalment plan is one link to share: its first part, whose page lists every part.
    const found = await db
      .select({ executionId: paymentLinks.executionId, url: paymentLinks.url })
      .from(paymentLinks)
      .where(and(inArray(paymentLinks.executionId, linkRuns), or(isNull(paymentLinks.planPart), eq(paymentLinks.planPart, 1))));
    const byRun = new Map<string, string[]>();
    for (const link of found) if (link.executionId) byRun.set(link.executionId, [...(byRun.get(link.executionId) ?? []), link.url]);
    for (const [id, urls] of byRun) if (urls.length === 1) links.set(id, urls[0]!);
  }
  return { progress, links, unknown };
}

/**
 * The spec's plain array of the newest runs (`limit`), or with `page`/`pageSize` one page of every run
 * with the total (View All).
 */
export const listExecutions: AppRouteHandler<typeof routes.listExecutions> = async (c) => {
  const { limit, page, pageSize } = c.req.valid('query');
  const { db } = c.var.deps;
  const newestFirst = [desc(workflowExecutions.startedAt), desc(workflowExecutions.id)];
  if (page === undefined && pageSize === undefined) {
    const rows = await db
      .select()
      .from(workflowExecutions)
      .orderBy(...newestFirst)
      .limit(limit);
    const extras = await extrasFor(c, rows);
    const now = c.var.deps.clock.now();
    return c.json(
      rows.map((row) => toExecution(row, extras, now)),
      200,
    );
  }
  const size = pageSize ?? 20;
  const current = page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workflowExecutions)
      .orderBy(...newestFirst)
      .limit(size)
      .offset((current - 1) * size),
    db.select({ value: count() }).from(workflowExecutions),
  ]);
  const extras = await extrasFor(c, rows);
  const now = c.var.deps.clock.now();
  return c.json(
    { items: rows.map((row) => toExecution(row, extras, now)), total: Number(total?.value ?? 0), page: current, pageSize: size },
    200,
  );
};

export const paymentCalls: AppRouteHandler<typeof routes.paymentCalls> = async (c) => {
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'payment_calls', input: {} });
  return c.json(startedBody(started), 202);
};

export const bulkSms: AppRouteHandler<typeof routes.bulkSms> = async (c) => {
  const body = c.req.valid('json');
  if ('message' in body && typeof body.message === 'string') refusePlaceholders(body.message);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'bulk_sms', input: c.req.valid('json') });
  return c.json(startedBody(started), 202);
};

export const generatePaymentLink: AppRouteHandler<typeof routes.generatePaymentLink> = async (c) => {
  const request = c.req.valid('json');
  await refuseNamedLinkAboveDue(c.var.deps.db, c.var.deps.clock.now(), request);
  // A link no gateway can take, even split, is refused now rather than announced and failed later.
  if (request.amount !== undefined) await planLinkAmounts(c.var.deps.gateways, rupeesToPaise(request.amount));
  const input = { ...c.req.valid('json'), publicUrl: publicBaseUrl(c) };
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'generate_payment_links', input });
  return c.json(startedBody(started), 202);
};

/**
 * A customer-row action names a customer that must exist and owe something; answering 404 or 409 now
 * beats a failed or pointless run later.
 */
async function requireCustomer(c: Context<AppBindings>, customerId: string, refusal: string) {
  const customer = await c.var.deps.customerStore.findCustomer(customerId);
  if (!customer) throw notFound('Customer');
  if (!(customer.amountDue > 0)) throw new ApiError(409, 'nothing_due', `${customer.name} owes nothing, so ${refusal}`);
  return customer;
}

export const customerCall: AppRouteHandler<typeof routes.customerCall> = async (c) => {
  const input = c.req.valid('json');
  const customer = await requireCustomer(c, input.customerId, 'no follow-up call is made');
  const waiting = await gateOneCustomer(c, 'customer_call', input, customer.name);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'customer_call', input });
  return c.json({ ...startedBody(started), waiting }, 202);
};

export const whatsapp: AppRouteHandler<typeof routes.whatsapp> = async (c) => {
  const input = c.req.valid('json');
  const key = c.req.valid('header')['idempotency-key'];
  if ('customerId' in input) {
    const customer = await requireCustomer(c, input.customerId, 'no WhatsApp reminder is sent');
    const waiting = await gateOneCustomer(c, 'whatsapp_reminder', input, customer.name);
    return c.json({ ...startedBody(await startWorkflow(c, key, { type: 'whatsapp_reminder', input })), waiting }, 202);
  }
  refusePlaceholders(input.message);
  return c.json(startedBody(await startWorkflow(c, key, { type: 'whatsapp_bulk', input })), 202);
};

export const paymentLink: AppRouteHandler<typeof routes.paymentLink> = async (c) => {
  const input = c.req.valid('json');
  const { clock, db } = c.var.deps;
  const customer = await requireCustomer(c, input.customerId, 'no payment link is made');
  refuseLinkAboveDue(customer, input.amount);
  // Planned onto the gateways first: one link, an instalment plan, or a 422 naming each gateway's limit.
  const partsPaise = await planLinkAmounts(c.var.deps.gateways, rupeesToPaise(input.amount));
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
    type: 'payment_link',
    input,
    // The links are written with the execution so the URL can be answered now; the run places each on its
    // gateway, and the screen announces the link only once the run has succeeded.
    prepare: async (tx, execution) => {
      await createLinkRows(
        tx,
        {
          customerId: customer.id,
          customerName: customer.name,
          amountPaise: rupeesToPaise(input.amount),
          description: input.description || `Payment for ${customer.name}`,
          executionId: execution.id,
          idempotencyKey: `${execution.id}:${customer.id}:payment_link`,
          publicUrl: publicBaseUrl(c),
          now: clock.now(),
        },
        partsPaise,
      );
    },
  });
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.executionId, started.execution.id), or(isNull(paymentLinks.planPart), eq(paymentLinks.planPart, 1))));
  if (!link) throw notFound('Payment link');
  return c.json({ ...startedBody(started), paymentLink: link.url, linkId: link.id }, 202);
};

export const airtableSync: AppRouteHandler<typeof routes.airtableSync> = async (c) => {
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
    type: 'customer_refresh',
    input: c.req.valid('json'),
  });
  return c.json(startedBody(started), 202);
};

export const paymentCallsPreview: AppRouteHandler<typeof routes.paymentCallsPreview> = async (c) =>
  c.json(await previewOf(c, 'payment_calls', {}), 200);

export const bulkSmsPreview: AppRouteHandler<typeof routes.bulkSmsPreview> = async (c) =>
  c.json(await previewOf(c, 'bulk_sms', c.req.valid('json') as Record<string, unknown>), 200);

export const customerCallPreview: AppRouteHandler<typeof routes.customerCallPreview> = async (c) =>
  c.json(await previewOf(c, 'customer_call', c.req.valid('json')), 200);

export const whatsappPreview: AppRouteHandler<typeof routes.whatsappPreview> = async (c) => {
  const input = c.req.valid('json');
  return c.json(await previewOf(c, 'customerId' in input ? 'whatsapp_reminder' : 'whatsapp_bulk', input), 200);
};
