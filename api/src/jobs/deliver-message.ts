import { asc, eq } from 'drizzle-orm';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { contactAttempts } from '../db/schema/contact-attempts';
import { messageAttempts } from '../db/schema/message-attempts';
import { messages, type TMessageStatus } from '../db/schema/messages';
import { providers } from '../db/schema/providers';
import { nextRoundRobinTurn, readFailoverConfig } from '../providers/failover-settings';
import { measuredFigures, successRateOf } from '../providers/provider-figures';
import type { ProviderRow } from '../providers/provider-rows';
import { activeProvidersFor, attemptPlan, orderProviders } from '../providers/provider-routing';
import { unsealConfig } from '../secrets/secret-config';
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

type MessageRow = typeof messages.$inferSelect;
type AttemptRow = typeof messageAttempts.$inferSelect;

interface AttemptOutcome {
  status: 'delivered' | 'completed' | 'failed';
  providerName: string;
  providerMessageId: string | null;
  error: string | null;
}

const CHANNEL_NAMES: Record<TContactChannel, string> = { sms: 'SMS', voice: 'voice', whatsapp: 'WhatsApp', email: 'email' };

/**
 * Sends one message exactly once per execution, customer (or recipient) and channel: the messages row
 * is written first (queued) under a unique key, so a retried job finds it and does not send again.
 *
 * The stored active providers of the channel carry it, in the order the failover strategy gives, with
 * up to `maxRetries` retries on the next provider. Every try is a `message_attempts` row written before
 * the provider is called, with its own key: a try left `sending` by a crash is sent again with that same
 * key (the provider de-duplicates it), and a finished try is never repeated.
 */
export async function deliverMessage(ctx: WorkflowContext, execution: ExecutionRow, delivery: Delivery): Promise<TMessageStatus> {
  const idempotencyKey = deliveryKey(execution.id, delivery);
  const candidates = await activeProvidersFor(ctx.db, delivery.channel);
  const [inserted] = await ctx.db
    .insert(messages)
    .values({
      executionId: execution.id,
      customerId: delivery.customerId,
      channel: delivery.channel,
      to: delivery.to,
      body: delivery.body,
      provider: candidates[0]?.name ?? 'none',
      status: 'queued',
      idempotencyKey,
    })
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning();
  const message = inserted ?? (await ctx.db.select().from(messages).where(eq(messages.idempotencyKey, idempotencyKey)))[0];
  if (!message) throw new Error(`message ${idempotencyKey} vanished`);
  if (message.status !== 'queued') return message.status;

  const outcome = await sendThroughProviders(ctx, message, candidates);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({
        status: outcome.status,
        provider: outcome.providerName,
        providerMessageId: outcome.providerMessageId,
        error: outcome.error,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(messages.id, message.id));
    if (message.customerId) {
      await tx
        .insert(contactAttempts)
        .values({
          customerId: message.customerId,
          channel: message.channel,
          outcome: outcome.status,
          executionId: execution.id,
          messageId: message.id,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing({ target: contactAttempts.messageId });
    }
  });
  return outcome.status;
}

async function sendThroughProviders(ctx: WorkflowContext, message: MessageRow, candidates: ProviderRow[]): Promise<AttemptOutcome> {
  const config = await readFailoverConfig(ctx.db);
  const done = await ctx.db.select().from(messageAttempts).where(eq(messageAttempts.messageId, message.id)).orderBy(asc(messageAttempts.attemptNo));

  let last: AttemptOutcome | undefined;
  // A try a crash interrupted goes again to the same provider with the same key.
  for (const attempt of done) {
    last = attempt.status === 'sending' ? await resend(ctx, message, attempt) : outcomeOf(attempt);
  }
  if (last && last.status !== 'failed') return last;

  const plan = await planFor(ctx, candidates, config, done[0]?.providerId ?? null);
  if (plan.length === 0 && !last) {
    return { status: 'failed', providerName: 'none', providerMessageId: null, error: `No active ${CHANNEL_NAMES[message.channel]} provider` };
  }
  for (let attemptNo = done.length + 1; attemptNo <= plan.length; attemptNo += 1) {
    last = await attempt(ctx, message, attemptNo, plan[attemptNo - 1]!);
    if (last.status !== 'failed') break;
  }
  return last!;
}

async function planFor(ctx: WorkflowContext, candidates: ProviderRow[], config: Awaited<ReturnType<typeof readFailoverConfig>>, firstProviderId: string | null) {
  let ordered: ProviderRow[];
  if (config.strategy === 'performance_based') {
    const figures = await measuredFigures(ctx.db, candidates.map((row) => row.id));
    const successRates = new Map(candidates.map((row) => [row.id, successRateOf(figures.get(row.id))]));
    ordered = orderProviders(candidates, config.strategy, { successRates });
  } else if (config.strategy === 'round_robin' && candidates.length > 1 && !firstProviderId) {
    ordered = orderProviders(candidates, config.strategy, { turn: await nextRoundRobinTurn(ctx.db) });
  } else {
    ordered = orderProviders(candidates, config.strategy);
  }
  // A resumed message keeps the rotation its first try had.
  const first = firstProviderId ? ordered.findIndex((row) => row.id === firstProviderId) : -1;
  if (first > 0) ordered = [...ordered.slice(first), ...ordered.slice(0, first)];
  return attemptPlan(ordered, config);
}

function outcomeOf(row: AttemptRow): AttemptOutcome {
  return {
    status: row.status === 'sending' ? 'failed' : row.status,
    providerName: row.providerName,
    providerMessageId: null,
    error: row.error,
  };
}

async function resend(ctx: WorkflowContext, message: MessageRow, row: AttemptRow): Promise<AttemptOutcome> {
  const [provider] = row.providerId ? await ctx.db.select().from(providers).where(eq(providers.id, row.providerId)) : [];
  if (!provider) return finishAttempt(ctx, row, { status: 'failed', providerName: row.providerName, providerMessageId: null, error: 'The provider was removed' }, null, 0);
  return callProvider(ctx, message, row, provider);
}

async function attempt(ctx: WorkflowContext, message: MessageRow, attemptNo: number, provider: ProviderRow): Promise<AttemptOutcome> {
  const [row] = await ctx.db
    .insert(messageAttempts)
    .values({
      messageId: message.id,
      attemptNo,
      providerId: provider.id,
      providerName: provider.name,
      idempotencyKey: `${message.idempotencyKey}#${attemptNo}`,
      currency: provider.currency,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Error(`attempt ${attemptNo} of message ${message.id} is being sent elsewhere`);
  return callProvider(ctx, message, row, provider);
}

async function callProvider(ctx: WorkflowContext, message: MessageRow, row: AttemptRow, provider: ProviderRow): Promise<AttemptOutcome> {
  const adapter = ctx.channels[message.channel];
  const started = performance.now();
  let outcome: AttemptOutcome;
  try {
    const result = await adapter.send({
      to: message.to,
      body: message.body,
      idempotencyKey: row.idempotencyKey,
      provider: { id: provider.id, name: provider.name, config: unsealConfig(ctx.secrets, provider.config) },
    });
    outcome = { status: result.status, providerName: provider.name, providerMessageId: result.providerMessageId, error: result.error ?? null };
  } catch (error) {
    // A provider that throws (timeout, outage) counts as a failed try; failover moves on.
    outcome = { status: 'failed', providerName: provider.name, providerMessageId: null, error: error instanceof Error ? error.message : String(error) };
  }
  const latencyMs = Math.round(performance.now() - started);
  // One unit per accepted message (a voice call counts as one minute: the sandbox reports no duration).
  return finishAttempt(ctx, row, outcome, latencyMs, outcome.status === 'failed' ? 0 : provider.costPerUnit);
}

async function finishAttempt(ctx: WorkflowContext, row: AttemptRow, outcome: AttemptOutcome, latencyMs: number | null, cost: number) {
  await ctx.db
    .update(messageAttempts)
    .set({ status: outcome.status, latencyMs, cost, error: outcome.error, updatedAt: ctx.clock.now() })
    .where(eq(messageAttempts.id, row.id));
  return outcome;
}

/** Counts of a batch of sends, for the execution summary. */
export interface SendTally {
  sent: number;
  failed: number;
}

export const isSuccess = (status: TMessageStatus) => status === 'delivered' || status === 'completed';
