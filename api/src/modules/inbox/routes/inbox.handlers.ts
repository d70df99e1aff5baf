import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../core/db/database';
import { inboundMessages } from '../../../core/db/schema/inbound-messages';
import { notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './inbox.routes';
import { inboxRows, toInboundMessage } from '../replies';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { status, page, pageSize } = c.req.valid('query');
  const { db } = c.var.deps;
  const where = status === 'needs_reply' ? isNull(inboundMessages.handledAt) : undefined;
  const [rows, [total]] = await Promise.all([
    inboxRows(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(inboundMessages).where(where),
  ]);
  return c.json({ items: rows.map(toInboundMessage), total: total?.total ?? 0, page, pageSize }, 200);
};

/** Unhandled replies of a customer: while any is left, the send gate holds their reminders. */
async function openReplies(db: Queryable, customerId: string | null): Promise<number> {
  if (!customerId) return 0;
  const [row] = await db
    .select({ open: count() })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.customerId, customerId), isNull(inboundMessages.handledAt)));
  return row?.open ?? 0;
}

export const handled: AppRouteHandler<typeof routes.handled> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock, bus } = c.var.deps;
  // Only an unhandled reply changes: marking it again keeps who handled it first, and when.
  await db
    .update(inboundMessages)
    .set({ handledAt: clock.now(), handledBy: c.var.user!.id })
    .where(and(eq(inboundMessages.id, id), isNull(inboundMessages.handledAt)));
  const [row] = await inboxRows(db, eq(inboundMessages.id, id));
  if (!row) throw notFound('Reply');
  const message = toInboundMessage(row);
  const open = await openReplies(db, message.customer?.id ?? null);
  c.set('auditTarget', message.customer?.id ?? id);
  c.set('auditDetail', `${message.channel} reply handled${open === 0 ? ': reminders resume' : `, ${open} still open`}`);
  await bus.publish({
    type: 'metrics_updated',
    data: { scopes: ['customers', 'dashboard', 'inbox'], ...(message.customer ? { customerIds: [message.customer.id] } : {}) },
  });
  return c.json({ message, openReplies: open }, 200);
};
