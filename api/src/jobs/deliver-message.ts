import { eq } from 'drizzle-orm';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { contactAttempts } from '../db/schema/contact-attempts';
import { messages, type TMessageStatus } from '../db/schema/messages';
import type { ExecutionRow, WorkflowContext } from './workflow-context';

export interface Delivery {
  channel: TContactChannel;
  to: string;
  body: string;
  /** The customer this reaches, when known; their contact history records the attempt. */
  customerId: string | null;
  /** Identifies the recipient when there is no customer (a typed-in number). */
  recipientKey?: string;
}

export function deliveryKey(executionId: string, delivery: Delivery): string {
  return `${executionId}:${delivery.customerId ?? delivery.recipientKey ?? delivery.to}:${delivery.channel}`;
}

/**
 * Sends one message exactly once per execution, customer (or recipient) and channel: the messages row
 * is written first (queued) under a unique key, so a retried job finds it and does not send again.
 * A row left queued by a crash mid-send is sent again with the same key, which the provider
 * de-duplicates.
 */
export async function deliverMessage(
  ctx: WorkflowContext,
  execution: ExecutionRow,
  delivery: Delivery,
): Promise<TMessageStatus> {
  const adapter = ctx.channels[delivery.channel];
  const idempotencyKey = deliveryKey(execution.id, delivery);
  const [inserted] = await ctx.db
    .insert(messages)
    .values({
      executionId: execution.id,
      customerId: delivery.customerId,
      channel: delivery.channel,
      to: delivery.to,
      body: delivery.body,
      provider: adapter.provider,
      status: 'queued',
      idempotencyKey,
    })
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning();
  const message = inserted ?? (await ctx.db.select().from(messages).where(eq(messages.idempotencyKey, idempotencyKey)))[0];
  if (!message) throw new Error(`message ${idempotencyKey} vanished`);
  if (message.status !== 'queued') return message.status;

  const result = await adapter.send({ to: message.to, body: message.body, idempotencyKey });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({
        status: result.status,
        providerMessageId: result.providerMessageId,
        error: result.error ?? null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(messages.id, message.id));
    if (message.customerId) {
      await tx
        .insert(contactAttempts)
        .values({
          customerId: message.customerId,
          channel: message.channel,
          outcome: result.status,
          executionId: execution.id,
          messageId: message.id,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing({ target: contactAttempts.messageId });
    }
  });
  return result.status;
}

/** Counts of a batch of sends, for the execution summary. */
export interface SendTally {
  sent: number;
  failed: number;
}

export const isSuccess = (status: TMessageStatus) => status === 'delivered' || status === 'completed';
