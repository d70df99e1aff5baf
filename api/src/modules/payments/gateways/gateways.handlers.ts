import { asc, eq } from 'drizzle-orm';
import { GATEWAY_SECRET_FIELDS } from '@duesflow/shared-contracts/secret-fields';
import { formatINR } from '@duesflow/shared-contracts/format';
import { paymentGateways } from '../../../core/db/schema/payment-gateways';
import { FieldError } from '../../../core/lib/field-error';
import { gatewayAnalytics, listGateways } from './gateway-view';
import { ApiError, notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { rupeesToPaise } from '../../../core/lib/money';
import { sealConfig } from '../../../core/secrets/secret-config';
import type { AppBindings } from '../../../core/app-deps';
import type { Context } from 'hono';
import type * as routes from './gateways.routes';

const answer = (c: Context<AppBindings>) =>
  listGateways(c.var.deps.db, c.var.deps.secrets, c.var.deps.gateways, c.var.deps.clock.now(), c.var.user?.role);

async function announce(c: Context<AppBindings>, gatewayIds: string[]) {
  await c.var.deps.bus.publish({ type: 'gateways_updated', data: { gatewayIds, reason: 'settings' } });
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => c.json(await answer(c), 200);

export const analytics: AppRouteHandler<typeof routes.analytics> = async (c) => c.json(await gatewayAnalytics(c.var.deps.db), 200);

export const refreshStatus: AppRouteHandler<typeof routes.refreshStatus> = async (c) => {
  await c.var.deps.gateways.probeAll();
  return c.json(await answer(c), 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const { db, secrets, clock } = c.var.deps;
  const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, id));
  if (!row) throw notFound('Gateway');
  const minAmountPaise = body.config?.minAmount !== undefined ? rupeesToPaise(body.config.minAmount) : row.minAmountPaise;
  const maxAmountPaise = body.config?.maxAmount !== undefined ? rupeesToPaise(body.config.maxAmount) : row.maxAmountPaise;
  if (minAmountPaise > maxAmountPaise) {
    const path = body.config?.minAmount !== undefined ? 'config.minAmount' : 'config.maxAmount';
    throw new FieldError(
      path,
      `The minimum amount (${formatINR(minAmountPaise / 100)}) cannot be above the maximum (${formatINR(maxAmountPaise / 100)})`,
    );
  }
  const declared = GATEWAY_SECRET_FIELDS[row.provider as keyof typeof GATEWAY_SECRET_FIELDS] ?? [];
  await db
    .update(paymentGateways)
    .set({
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      ...(body.maintenance !== undefined ? { maintenance: body.maintenance } : {}),
      minAmountPaise,
      maxAmountPaise,
      ...(body.config?.supportedCurrencies ? { supportedCurrencies: body.config.supportedCurrencies } : {}),
      ...(body.config?.feePercentage !== undefined ? { feePercentage: body.config.feePercentage } : {}),
      ...(body.config?.fixedFee !== undefined ? { fixedFeePaise: rupeesToPaise(body.config.fixedFee) } : {}),
      ...(body.credentials ? { credentials: sealConfig(secrets, body.credentials, row.credentials, declared) } : {}),
      ...(body.apiBaseUrl !== undefined ? { apiBaseUrl: body.apiBaseUrl } : {}),
      ...(body.healthCheckUrl !== undefined ? { healthCheckUrl: body.healthCheckUrl } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(paymentGateways.id, id));
  c.set('auditDetail', Object.keys(body).join(', '));
  await announce(c, [id]);
  return c.json(await answer(c), 200);
};

export const move: AppRouteHandler<typeof routes.move> = async (c) => {
  const { id } = c.req.valid('param');
  const { direction } = c.req.valid('json');
  const { db, clock } = c.var.deps;
  const swapped = await db.transaction(async (tx) => {
    // One order at a time: two moves at once must not leave two gateways on one priority.
    const rows = await tx.select().from(paymentGateways).orderBy(asc(paymentGateways.priority), asc(paymentGateways.name)).for('update');
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) throw notFound('Gateway');
    const neighbour = rows[direction === 'up' ? index - 1 : index + 1];
    if (!neighbour) {
      throw new ApiError(
        409,
        direction === 'up' ? 'already_first' : 'already_last',
        direction === 'up' ? 'This gateway is already first' : 'This gateway is already last',
      );
    }
    const row = rows[index]!;
    // Priorities are renumbered 1..n in the new order, so gaps or ties left by earlier edits disappear.
    const order = [...rows];
    order[index] = neighbour;
    order[direction === 'up' ? index - 1 : index + 1] = row;
    for (const [position, gateway] of order.entries()) {
      if (gateway.priority !== position + 1) {
        await tx
          .update(paymentGateways)
          .set({ priority: position + 1, updatedAt: clock.now() })
          .where(eq(paymentGateways.id, gateway.id));
      }
    }
    return [row.id, neighbour.id];
  });
  c.set('auditDetail', direction);
  await announce(c, swapped);
  return c.json(await answer(c), 200);
};
