import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TConversation } from '@duesflow/shared-contracts/inbox';
import type { AppBindings } from '../../../core/app-deps';
import { inboxAssignments } from '../../../core/db/schema/inbox-assignments';
import { staffUsers } from '../../../core/db/schema/staff';
import { ApiError, notFound } from '../../../core/lib/api-error';
import { DAY_MS } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { conversationEntries, conversationHead, conversationsPage } from './conversation-rows';
import type * as routes from './conversations.routes';

export const conversations: AppRouteHandler<typeof routes.conversations> = async (c) => {
  const { filter, page, pageSize } = c.req.valid('query');
  const found = await conversationsPage(c.var.deps.db, { filter, page, pageSize, userId: c.var.user!.id });
  return c.json({ ...found, page, pageSize }, 200);
};

/** The conversation's first page (the latest entries) or the one asked for; 404 for an unknown customer. */
async function conversationOf(c: Context<AppBindings>, customerId: string, page = 1, pageSize = 50): Promise<TConversation> {
  const { db } = c.var.deps;
  const head = await conversationHead(db, customerId);
  if (!head) throw notFound('Customer');
  const entries = await conversationEntries(db, customerId, { page, pageSize });
  const { whatsappLastInboundAt, ...rest } = head;
  const closes = whatsappLastInboundAt ? new Date(Date.parse(whatsappLastInboundAt) + DAY_MS).toISOString() : null;
  return { ...rest, whatsappWindowClosesAt: closes, ...entries, page, pageSize };
}

export const conversation: AppRouteHandler<typeof routes.conversation> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(await conversationOf(c, c.req.valid('param').customerId, page, pageSize), 200);
};

/** Staff who answer customers: active admins and collectors. */
const ANSWERING_ROLES = ['admin', 'collector'] as const;

export const assignees: AppRouteHandler<typeof routes.assignees> = async (c) => {
  const rows = await c.var.deps.db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), inArray(staffUsers.role, [...ANSWERING_ROLES])))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return c.json(rows, 200);
};

export const assign: AppRouteHandler<typeof routes.assign> = async (c) => {
  const { customerId } = c.req.valid('param');
  const { staffId } = c.req.valid('json');
  const { db, clock, bus } = c.var.deps;
  if (!(await conversationHead(db, customerId))) throw notFound('Customer');
  if (staffId === null) {
    await db.delete(inboxAssignments).where(eq(inboxAssignments.customerId, customerId));
    c.set('auditDetail', 'conversation assigned to nobody');
  } else {
    const [member] = await db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, staffId), eq(staffUsers.active, true), inArray(staffUsers.role, [...ANSWERING_ROLES])));
    if (!member) throw new ApiError(422, 'not_assignable', 'Only an active admin or collector can be assigned a conversation');
    const assignment = { staffId, assignedAt: clock.now(), assignedBy: c.var.user!.id };
    await db
      .insert(inboxAssignments)
      .values({ customerId, ...assignment })
      .onConflictDoUpdate({ target: inboxAssignments.customerId, set: assignment });
    c.set('auditDetail', `conversation assigned to ${member.name}`);
  }
  c.set('auditTarget', customerId);
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['inbox'], customerIds: [customerId] } });
  return c.json(await conversationOf(c, customerId), 200);
};
