import { ApiError } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { listCollectors } from '../collectors';
import { assignOwners, isAssignable } from '../owners';
import { applyOwnerRule } from '../rules';
import type * as routes from './portfolios.routes';

const notAssignable = () => new ApiError(422, 'not_assignable', 'Only an active admin or collector can own customers');

export const collectors: AppRouteHandler<typeof routes.collectors> = async (c) => c.json(await listCollectors(c.var.deps.db), 200);

export const assign: AppRouteHandler<typeof routes.assign> = async (c) => {
  const { customerIds, collectorId } = c.req.valid('json');
  const { db, bus } = c.var.deps;
  if (collectorId && !(await isAssignable(db, collectorId))) throw notAssignable();
  const changed = await assignOwners(db, { customerIds, collectorId, actorId: c.var.user!.id });
  if (customerIds.length === 1) c.set('auditTarget', customerIds[0]!);
  c.set('auditDetail', `${changed} of ${customerIds.length} customers to ${collectorId ?? 'nobody'}`);
  if (changed > 0) await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'] } });
  return c.json({ changed }, 200);
};

export const applyRule: AppRouteHandler<typeof routes.applyRule> = async (c) => {
  const body = c.req.valid('json');
  const { db, bus } = c.var.deps;
  if (!(await isAssignable(db, body.collectorId))) throw notAssignable();
  const result = await applyOwnerRule(c.var.deps, body, c.var.user!.id);
  c.set(
    'auditDetail',
    `${body.rule.kind}${body.dryRun ? ' (dry run)' : ''}: ${result.matched} matched, ${result.changed} to ${body.collectorId}`,
  );
  if (result.changed > 0) await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'] } });
  return c.json(result, 200);
};
