import type { AppRouteHandler } from '../../../core/lib/create-router';
import { openInvoiceDispute, readInvoiceDisputes, resolveInvoiceDispute } from './invoice-disputes';
import type * as routes from './invoice-disputes.routes';

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await readInvoiceDisputes(c.var.deps.db, c.req.valid('param').id), 200);

export const open: AppRouteHandler<typeof routes.open> = async (c) => {
  const { id } = c.req.valid('param');
  const { invoiceId, reason } = c.req.valid('json');
  const { invoiceNumber } = await openInvoiceDispute(c.var.deps, { customerId: id, invoiceId, reason, source: 'staff' });
  c.set('auditTarget', id);
  c.set('auditDetail', `dispute of invoice ${invoiceNumber}`);
  return c.json(await readInvoiceDisputes(c.var.deps.db, id), 201);
};

export const resolve: AppRouteHandler<typeof routes.resolve> = async (c) => {
  const { id, disputeId } = c.req.valid('param');
  const { resolution } = c.req.valid('json');
  const { invoiceNumber } = await resolveInvoiceDispute(c.var.deps, { customerId: id, disputeId, resolution });
  c.set('auditTarget', id);
  c.set('auditDetail', `invoice ${invoiceNumber} dispute resolved: ${resolution}`.slice(0, 200));
  return c.json(await readInvoiceDisputes(c.var.deps.db, id), 200);
};
