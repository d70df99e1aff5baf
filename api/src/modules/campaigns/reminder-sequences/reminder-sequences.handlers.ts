import { eq, sql } from 'drizzle-orm';
import type { TReminderSequence } from '@duesflow/shared-contracts/reminder-sequences';
import { templateRows } from '../../messaging';
import { startSequenceRun } from '../sequences';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { reminderSequences } from '../../../core/db/schema/communications';
import { businessDate } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { notFound } from '../../../core/lib/api-error';
import type * as routes from './reminder-sequences.routes';

type Row = typeof reminderSequences.$inferSelect;

async function counts(db: Queryable): Promise<Map<string, { sent: number; refused: number }>> {
  const rows = rowsOf<{ sequence_id: string; sent: number; refused: number }>(
    await db.execute(sql`
      select sequence_id::text as sequence_id, count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'refused')::int as refused
      from sequence_step_records group by sequence_id
    `),
  );
  return new Map(rows.map((row) => [row.sequence_id, { sent: Number(row.sent), refused: Number(row.refused) }]));
}

const view = (row: Row, figures?: { sent: number; refused: number }): TReminderSequence => ({
  id: row.id,
  name: row.name,
  active: row.active,
  steps: row.steps,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sent: figures?.sent ?? 0,
  refused: figures?.refused ?? 0,
});

/** Every step's template must exist: a 400 names the step's field otherwise. */
async function unknownTemplate(db: Queryable, steps: { templateId: string }[]) {
  const known = new Set((await templateRows(db)).map((row) => row.id));
  const index = steps.findIndex((step) => !known.has(step.templateId));
  if (index < 0) return undefined;
  const path = `steps.${index}.templateId`;
  return {
    error: 'validation_error',
    message: `Invalid request: ${path}: Unknown template`,
    issues: [{ path, message: 'Unknown template' }],
  };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db } = c.var.deps;
  const figures = await counts(db);
  const rows = await db.select().from(reminderSequences).orderBy(reminderSequences.createdAt);
  return c.json(
    rows.map((row) => view(row, figures.get(row.id))),
    200,
  );
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { db, clock } = c.var.deps;
  const body = c.req.valid('json');
  const problem = await unknownTemplate(db, body.steps);
  if (problem) return c.json(problem, 400);
  const [row] = await db
    .insert(reminderSequences)
    .values({ ...body, createdAt: clock.now(), updatedAt: clock.now() })
    .returning();
  return c.json(view(row!), 201);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { db, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const problem = await unknownTemplate(db, body.steps);
  if (problem) return c.json(problem, 400);
  const [row] = await db
    .update(reminderSequences)
    .set({ ...body, updatedAt: clock.now() })
    .where(eq(reminderSequences.id, id))
    .returning();
  if (!row) throw notFound('Sequence');
  return c.json(view(row, (await counts(db)).get(row.id)), 200);
};

export const steps: AppRouteHandler<typeof routes.steps> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const [sequence] = await db.select({ id: reminderSequences.id }).from(reminderSequences).where(eq(reminderSequences.id, id));
  if (!sequence) throw notFound('Sequence');
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.sequence_id::text as sequence_id, r.invoice_id::text as invoice_id, i.invoice_number, r.customer_id::text as customer_id,
        c.name as customer_name, r.step_index, r.status, r.reason, r.message_id::text as message_id, r.run_date::text as run_date, r.created_at
      from sequence_step_records r join invoices i on i.id = r.invoice_id join customers c on c.id = r.customer_id
      where r.sequence_id = ${id}::uuid order by r.created_at desc, r.step_index desc limit 500
    `),
  );
  return c.json(
    rows.map((row) => ({
      sequenceId: String(row.sequence_id),
      invoiceId: String(row.invoice_id),
      invoiceNumber: String(row.invoice_number),
      customerId: String(row.customer_id),
      customerName: String(row.customer_name),
      stepIndex: Number(row.step_index),
      status: row.status as 'sent' | 'refused',
      reason: row.reason == null ? null : String(row.reason),
      messageId: row.message_id == null ? null : String(row.message_id),
      runDate: String(row.run_date),
      createdAt: new Date(String(row.created_at)).toISOString(),
    })),
    200,
  );
};

export const run: AppRouteHandler<typeof routes.run> = async (c) => {
  const { db, clock, engine } = c.var.deps;
  const runDate = businessDate(clock.now());
  const { execution } = await startSequenceRun(engine, runDate, c.var.user?.id ?? null);
  const [row] = rowsOf<{ sent: number; refused: number; waiting: number }>(
    await db.execute(sql`
      select count(*) filter (where r.status = 'sent')::int as sent, count(*) filter (where r.status = 'refused')::int as refused,
        (select count(*) from messages m where m.execution_id = ${execution.id}::uuid and m.status = 'queued')::int as waiting
      from sequence_step_records r where r.run_date = ${runDate}::date
    `),
  );
  return c.json(
    {
      runDate,
      sent: Number(row?.sent ?? 0),
      refused: Number(row?.refused ?? 0),
      waiting: Number(row?.waiting ?? 0),
      executionId: execution.id,
    },
    202,
  );
};
