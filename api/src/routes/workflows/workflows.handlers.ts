import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import type { AppBindings } from '../../app-deps';
import { paymentLinks } from '../../db/schema/payment-links';
import { workflowExecutions } from '../../db/schema/workflow-executions';
import type { ExecutionRow } from '../../jobs/workflow-context';
import { notFound } from '../../lib/api-error';
import type { AppRouteHandler } from '../../lib/create-router';
import { rupeesToPaise } from '../../lib/money';
import { createPaymentLinkRow } from '../../payment-links/payment-link-rows';
import type * as routes from './workflows.routes';
import { publicBaseUrl, startWorkflow, startedBody } from './start-workflow';

function toExecution(row: ExecutionRow): TWorkflowExecution {
  return {
    id: row.id,
    workflowType: row.workflowType,
    workflowName: row.workflowName,
    status: row.status,
    startTime: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    summary: row.summary,
    error: row.error,
  };
}

export const listExecutions: AppRouteHandler<typeof routes.listExecutions> = async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await c.var.deps.db
    .select()
    .from(workflowExecutions)
    .orderBy(desc(workflowExecutions.startedAt), desc(workflowExecutions.id))
    .limit(limit);
  return c.json(rows.map(toExecution), 200);
};

export const paymentFollowUp: AppRouteHandler<typeof routes.paymentFollowUp> = async (c) => {
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'payment_follow_up', input: {} });
  return c.json(startedBody(started), 202);
};

export const bulkSms: AppRouteHandler<typeof routes.bulkSms> = async (c) => {
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'bulk_sms', input: c.req.valid('json') });
  return c.json(startedBody(started), 202);
};

export const generatePaymentLink: AppRouteHandler<typeof routes.generatePaymentLink> = async (c) => {
  const input = { ...c.req.valid('json'), publicUrl: publicBaseUrl(c) };
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'generate_payment_links', input });
  return c.json(startedBody(started), 202);
};

/** A customer-row action names a customer that must exist; answering 404 now beats a failed run later. */
async function requireCustomer(c: Context<AppBindings>, customerId: string) {
  const customer = await c.var.deps.customerStore.findCustomer(customerId);
  if (!customer) throw notFound('Customer');
  return customer;
}

export const paymentFollowup: AppRouteHandler<typeof routes.paymentFollowup> = async (c) => {
  const input = c.req.valid('json');
  await requireCustomer(c, input.customerId);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], { type: 'payment_followup', input });
  return c.json(startedBody(started), 202);
};

export const whatsapp: AppRouteHandler<typeof routes.whatsapp> = async (c) => {
  const input = c.req.valid('json');
  const key = c.req.valid('header')['idempotency-key'];
  if ('customerId' in input) {
    await requireCustomer(c, input.customerId);
    return c.json(startedBody(await startWorkflow(c, key, { type: 'whatsapp_reminder', input })), 202);
  }
  return c.json(startedBody(await startWorkflow(c, key, { type: 'whatsapp_bulk', input })), 202);
};

export const paymentLink: AppRouteHandler<typeof routes.paymentLink> = async (c) => {
  const input = c.req.valid('json');
  const { gateway, clock, db } = c.var.deps;
  const customer = await requireCustomer(c, input.customerId);
  const started = await startWorkflow(c, c.req.valid('header')['idempotency-key'], {
    type: 'payment_link',
    input,
    // The link is written with the execution so its URL can be answered now; the run registers it.
    prepare: async (tx, execution) => {
      await createPaymentLinkRow(tx, {
        customerId: customer.id,
        customerName: customer.name,
        amountPaise: rupeesToPaise(input.amount),
        description: input.description || `Payment for ${customer.name}`,
        executionId: execution.id,
        idempotencyKey: `${execution.id}:${customer.id}:payment_link`,
        publicUrl: publicBaseUrl(c),
        gateway: gateway.name,
        now: clock.now(),
      });
    },
  });
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.executionId, started.execution.id));
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
