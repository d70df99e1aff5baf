import { desc, eq, type SQL } from 'drizzle-orm';
import type { TInboundMessage } from '@duesflow/shared-contracts/inbox';
import type { Queryable } from '../../core/db/database';
import { customers } from '../../core/db/schema/customers';
import { inboundMessages } from '../../core/db/schema/inbound-messages';
import { messages } from '../../core/db/schema/messages';
import { staffUsers } from '../../core/db/schema/staff';

/** Replies with their customer, the message of ours they answer and who handled them, as the inbox shows them. */
export function inboxRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      reply: inboundMessages,
      customerName: customers.name,
      answered: { id: messages.id, body: messages.body, sentAt: messages.createdAt },
      handledByName: staffUsers.name,
    })
    .from(inboundMessages)
    .leftJoin(customers, eq(customers.id, inboundMessages.customerId))
    .leftJoin(messages, eq(messages.id, inboundMessages.answersMessageId))
    .leftJoin(staffUsers, eq(staffUsers.id, inboundMessages.handledBy))
    .where(where)
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .$dynamic();
}

type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

export function toInboundMessage({ reply, customerName, answered, handledByName }: InboxRow): TInboundMessage {
  return {
    id: reply.id,
    channel: reply.channel as TInboundMessage['channel'],
    from: reply.from,
    customer: reply.customerId ? { id: reply.customerId, name: customerName ?? '' } : null,
    text: reply.text,
    buttonPayload: reply.buttonPayload,
    answers: answered?.id ? { id: answered.id, body: answered.body, sentAt: answered.sentAt.toISOString() } : null,
    receivedAt: reply.receivedAt.toISOString(),
    intent: reply.intent,
    evidence: reply.evidence,
    handledAt: reply.handledAt?.toISOString() ?? null,
    handledBy: handledByName ?? null,
  };
}
