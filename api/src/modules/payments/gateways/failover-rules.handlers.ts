import { asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { FAILOVER_VALUE_MAX } from '@duesflow/shared-contracts/failover-rules';
import type { AppBindings } from '../../../core/app-deps';
import type { Queryable } from '../../../core/db/database';
import { gatewayFailoverRules, paymentGateways } from '../../../core/db/schema/payment-gateways';
import { FieldError } from '../../../core/lib/field-error';
import { toFailoverRule } from './gateway-view';
import { notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './failover-rules.routes';

async function announce(c: Context<AppBindings>) {
  await c.var.deps.bus.publish({ type: 'gateways_updated', data: { reason: 'rules' } });
}

/** Both gateways must exist (a 400 naming the field that names none). */
async function requireGateways(db: Queryable, rule: { primaryGatewayId: string; fallbackGatewayId: string }) {
  const found = new Set(
    (
      await db
        .select({ id: paymentGateways.id })
        .from(paymentGateways)
        .where(inArray(paymentGateways.id, [rule.primaryGatewayId, rule.fallbackGatewayId]))
    ).map((row) => row.id),
  );
  if (!found.has(rule.primaryGatewayId)) throw new FieldError('primaryGateway', 'No gateway has that id');
  if (!found.has(rule.fallbackGatewayId)) throw new FieldError('fallbackGateway', 'No gateway has that id');
  if (rule.primaryGatewayId === rule.fallbackGatewayId) throw new FieldError('fallbackGateway', 'The fallback must be another gateway');
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(gatewayFailoverRules)
    .orderBy(asc(gatewayFailoverRules.createdAt), asc(gatewayFailoverRules.name));
  return c.json(rows.map(toFailoverRule), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.var.deps;
  await requireGateways(db, { primaryGatewayId: body.primaryGateway, fallbackGatewayId: body.fallbackGateway });
  const [row] = await db
    .insert(gatewayFailoverRules)
    .values({
      name: body.name,
      condition: body.condition,
      value: body.value,
      primaryGatewayId: body.primaryGateway,
      fallbackGatewayId: body.fallbackGateway,
      isActive: body.isActive,
    })
    .returning();
  c.set('auditTarget', row!.id);
  await announce(c);
  return c.json(toFailoverRule(row!), 201);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const { db, clock } = c.var.deps;
  const [row] = await db.select().from(gatewayFailoverRules).where(eq(gatewayFailoverRules.id, id));
  if (!row) throw notFound('Failover rule');
  const next = {
    condition: body.condition ?? row.condition,
    value: body.value ?? Number(row.value),
    primaryGatewayId: body.primaryGateway ?? row.primaryGatewayId,
    fallbackGatewayId: body.fallbackGateway ?? row.fallbackGatewayId,
  };
  if (next.value > FAILOVER_VALUE_MAX[next.condition]) {
    throw new FieldError('value', `Must be at most ${FAILOVER_VALUE_MAX[next.condition].toLocaleString('en-IN')}`);
  }
  if (body.primaryGateway !== undefined || body.fallbackGateway !== undefined) await requireGateways(db, next);
  const [updated] = await db
    .update(gatewayFailoverRules)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      ...next,
      updatedAt: clock.now(),
    })
    .where(eq(gatewayFailoverRules.id, id))
    .returning();
  c.set('auditDetail', Object.keys(body).join(', '));
  await announce(c);
  return c.json(toFailoverRule(updated!), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  const deleted = await c.var.deps.db
    .delete(gatewayFailoverRules)
    .where(eq(gatewayFailoverRules.id, id))
    .returning({ id: gatewayFailoverRules.id });
  if (deleted.length === 0) throw notFound('Failover rule');
  await announce(c);
  return c.json({ success: true, message: 'Failover rule deleted' }, 200);
};
