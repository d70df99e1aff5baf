import { eq } from 'drizzle-orm';
import { customers } from '../../../core/db/schema/customers';
import { staffUsers } from '../../../core/db/schema/staff';
import { notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { listOutcomes, recordOutcome as record } from '../outcomes';
import { worklistOf } from '../worklist';
import type * as routes from './worklist.routes';

export const worklist: AppRouteHandler<typeof routes.worklist> = async (c) => {
  const { collectorId, limit } = c.req.valid('query');
  const user = c.var.user!;
  let collector = { id: user.id, name: user.name };
  if (collectorId && collectorId !== user.id) {
    if (user.role !== 'admin') return c.json({ error: 'forbidden', message: "Only an admin can see another collector's worklist." }, 403);
    const [member] = await c.var.deps.db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(eq(staffUsers.id, collectorId));
    if (!member) throw notFound('Collector');
    collector = member;
  }
  return c.json(await worklistOf(c.var.deps, collector, limit), 200);
};

export const recordOutcome: AppRouteHandler<typeof routes.recordOutcome> = async (c) => {
  const { customerId } = c.req.valid('param');
  const body = c.req.valid('json');
  const user = c.var.user!;
  const recorded = await record(c.var.deps, customerId, { id: user.id, name: user.name }, body);
  c.set('auditTarget', customerId);
  c.set('auditDetail', `call outcome: ${body.outcome}${body.promisedDate ? `, promised for ${body.promisedDate}` : ''}`);
  return c.json(recorded, 201);
};

export const outcomes: AppRouteHandler<typeof routes.outcomes> = async (c) => {
  const { customerId } = c.req.valid('param');
  const [customer] = await c.var.deps.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  return c.json(await listOutcomes(c.var.deps, customerId), 200);
};
