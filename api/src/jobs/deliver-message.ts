import { asc, inArray, sql } from 'drizzle-orm';
import { channelOffReason, type TFailoverConfig } from '@duesflow/shared-contracts/providers';
import { rowsOf, type Queryable } from '../db/database';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { messageAttempts } from '../db/schema/message-attempts';
import { messages, type TMessageStatus } from '../db/schema/messages';
import { providers } from '../db/schema/providers';
import { disabledChannels } from '../providers/channel-settings';
import { readFailoverConfig, reserveRoundRobinTurns } from '../providers/failover-settings';
import { measuredFigures, successRateOf } from '../providers/provider-figures';
import type { ProviderRow } from '../providers/provider-rows';
import { activeProvidersFor, attemptPlan, orderProviders } from '../providers/provider-routing';
import { unsealConfig } from '../secrets/secret-config';
import { sendOptionsOf, type SendOptionsRow } from '../communications/sending-rules';
import type { ExecutionRow, WorkflowContext } from './workflow-context';

export interface Delivery {
  channel: TContactChannel;
  to: string;
  body: string;
  /** The customer this reaches, when known; their contact history records the attempt. */
  customerId: string | null;
  /** Identifies the recipient when there is no customer (a typed-in number). */
  recipientKey?: string;
  /** Names the customer in a run's list of skipped recipients (not stored with the message). */
  customerName?: string | null;
  /** What the sender calls this delivery (an Execute All action): the plan counts guard skips per tag. */
  tag?: string;
}

export function deliveryKey(executionId: string, delivery: Delivery): string {
  return `${executionId}:${delivery.customerId ?? delivery.recipientKey ?? delivery.to}:${delivery.channel}`;
}

export type MessageRow = typeof messages.$inferSelect;
type AttemptRow = typeof messageAttempts.$inferSelect;

interface AttemptOutcome {
  status: 'sent' | 'delivered' | 'completed' | 'failed';
  providerName: string;
  providerMessageId: string | null;
  error: string | null;
}

/** What one provider call came to, ready to be written. */
interface Answered {
  attempt: AttemptRow;
  outcome: AttemptOutcome;
  latencyMs: number | null;
  cost: number;
}

const CHANNEL_NAMES: Record<TContactChannel, string> = { sms: 'SMS', voice: 'voice', whatsapp: 'WhatsApp', email: 'email' };

/** Rows per multi-row INSERT of messages (8 parameters each, far below Postgres's 65,535). */
export const INSERT_BATCH = 1000;
/** Provider calls in flight at once within a batch (real providers answer in ~100 ms or more). */
export const PROVIDER_CONCURRENCY = 32;

/** Accepted by a provider: sent (its delivery report still to come), delivered or completed. */
export const isSuccess = (status: TMessageStatus) => status === 'sent' || status === 'delivered' || status === 'completed';

/**
 * Writes a `queued` message per delivery, in multi-row INSERTs that skip keys already there, and answers
 * each delivery's row (new or found) in order. The unique key makes this the point where a send becomes
 * exactly-once: a repeated run finds the row and never queues the recipient again.
 */
export async function queueMessages(db: Queryable, executionId: string, deliveries: Delivery[]): Promise<MessageRow[]> {
  if (deliveries.length === 0) return [];
  const firstProvider = new Map<TContactChannel, string>();
  for (const channel of new Set(deliveries.map((delivery) => delivery.channel))) {
    firstProvider.set(channel, (await activeProvidersFor(db, channel))[0]?.name ?? 'none');
  }
  const byKey = new Map<string, MessageRow>();
  for (let start = 0; start < deliveries.length; start += INSERT_BATCH) {
    const slice = deliveries.slice(start, start + INSERT_BATCH);
    const keys = slice.map((delivery) => deliveryKey(executionId, delivery));
    // One INSERT … SELECT FROM unnest(arrays): six parameters whatever the batch's size, so neither the
    // statement nor the work of building it grows with it (a multi-row VALUES took eight per message).
    await db.execute(sql`
      insert into messages (execution_id, customer_id, channel, "to", body, provider, status, idempotency_key)
      select ${executionId}::uuid, v.customer_id, v.channel, v.recipient, v.body, v.provider, 'queued', v.key
      from unnest(
        ${sql.param(slice.map((delivery) => delivery.customerId ?? null))}::uuid[],
        ${sql.param(slice.map((delivery) => delivery.channel))}::text[],
        ${sql.param(slice.map((delivery) => delivery.to))}::text[],
        ${sql.param(slice.map((delivery) => delivery.body))}::text[],
        ${sql.param(slice.map((delivery) => firstProvider.get(delivery.channel) ?? 'none'))}::text[],
        ${sql.param(keys)}::text[]
      ) as v(customer_id, channel, recipient, body, provider, key)
      on conflict (idempotency_key) do nothing
    `);
    // The batch's rows, new or queued by an earlier plan of the same run.
    const rows = await db
      .select()
      .from(messages)
      .where(sql`${messages.idempotencyKey} = any(${sql.param([...new Set(keys)])}::text[])`);
    for (const row of rows) byKey.set(row.idempotencyKey, row);
  }
  return deliveries.map((delivery) => {
    const row = byKey.get(deliveryKey(executionId, delivery));
    if (!row) throw new Error(`message ${deliveryKey(executionId, delivery)} vanished`);
    return row;
  });
}

/**
 * Sends one message exactly once per execution, customer (or recipient) and channel. A batch of one:
 * see `sendQueued` for the failover rules.
 */
export async function deliverMessage(ctx: WorkflowContext, execution: ExecutionRow, delivery: Delivery): Promise<TMessageStatus> {
  const [status] = await deliverBatch(ctx, execution, [delivery]);
  // Another job holds this message's next try; the retry of this run finds its outcome.
  if (status === 'queued') throw new Error(`message ${deliveryKey(execution.id, delivery)} is being sent elsewhere`);
  return status!;
}

/** Queues and sends a batch; answers each delivery's final status in order. */
export async function deliverBatch(ctx: WorkflowContext, execution: ExecutionRow, deliveries: Delivery[]): Promise<TMessageStatus[]> {
  const rows = await queueMessages(ctx.db, execution.id, deliveries);
  const statuses = await sendQueued(ctx, rows);
  return rows.map((row) => statuses.get(row.id) ?? row.status);
}

/** One message on its way through the providers within a batch. */
interface Work {
  message: MessageRow;
  done: AttemptRow[];
  plan: ProviderRow[];
  last?: AttemptOutcome;
  final?: AttemptOutcome;
}

/**
 * Sends the `queued` messages among `rows` (others are already done and keep their status) and answers
 * every row's status. A message still `queued` in the answer is being sent by another job right now.
 *
 * The stored active providers of the channel carry each message, in the order the failover strategy
 * gives, with up to `maxRetries` retries on the next provider. Every try is a `message_attempts` row
 * written before the provider is called, with its own key: a try left `sending` by a crash is sent
 * again with that same key (the provider de-duplicates it), and a finished try is never repeated.
 *
 * The database work is per batch, not per message: one read of the routing (providers, failover
 * configuration, measured figures, a block of round-robin turns), then per round of tries one INSERT of
 * the attempts and one UPDATE … FROM (VALUES …) of their outcomes, and at the end one transaction that
 * updates the messages and inserts the contact attempts.
 */
export async function sendQueued(ctx: WorkflowContext, rows: MessageRow[]): Promise<Map<string, TMessageStatus>> {
  const statuses = new Map(rows.map((row) => [row.id, row.status]));
  const queued = rows.filter((row) => row.status === 'queued');
  if (queued.length === 0) return statuses;

  // A channel switched off on Provider Settings sends nothing, through no provider; each message says why.
  const off = await disabledChannels(ctx.db);
  const switchedOff = queued.filter((row) => off.has(row.channel));
  if (switchedOff.length > 0) {
    await finishSwitchedOff(ctx, switchedOff);
    for (const row of switchedOff) statuses.set(row.id, 'failed');
  }
  const pending = queued.filter((row) => !off.has(row.channel));
  if (pending.length === 0) return statuses;

  const config = await readFailoverConfig(ctx.db);
  const candidates = new Map<TContactChannel, ProviderRow[]>();
  for (const channel of new Set(pending.map((row) => row.channel))) candidates.set(channel, await activeProvidersFor(ctx.db, channel));
  const done = await ctx.db
    .select()
    .from(messageAttempts)
    .where(inArray(messageAttempts.messageId, pending.map((row) => row.id)))
    .orderBy(asc(messageAttempts.messageId), asc(messageAttempts.attemptNo));
  const doneByMessage = new Map<string, AttemptRow[]>();
  for (const attempt of done) doneByMessage.set(attempt.messageId, [...(doneByMessage.get(attempt.messageId) ?? []), attempt]);
  const works: Work[] = pending.map((message) => ({ message, done: doneByMessage.get(message.id) ?? [], plan: [] }));
  const configs = new Map<string, Record<string, unknown>>();
  const resent = new Map<string, AttemptOutcome>();
  // How each message must go out under India's rules (DLT ids, WhatsApp template): one read per batch.
  const sendOptions = await sendOptionsOf(ctx.db, pending.map((row) => row.idempotencyKey));

  // A try a crash interrupted goes again to the same provider with the same key.
  const interrupted = works.flatMap((work) => work.done.filter((attempt) => attempt.status === 'sending').map((attempt) => ({ work, attempt })));
  if (interrupted.length > 0) {
    const ids = [...new Set(interrupted.map(({ attempt }) => attempt.providerId).filter((id): id is string => id !== null))];
    const known = new Map((ids.length ? await ctx.db.select().from(providers).where(inArray(providers.id, ids)) : []).map((row) => [row.id, row]));
    const answered = await mapLimit(interrupted, PROVIDER_CONCURRENCY, async ({ work, attempt }): Promise<Answered> => {
      const provider = attempt.providerId ? known.get(attempt.providerId) : undefined;
      if (!provider) {
        return { attempt, outcome: { status: 'failed', providerName: attempt.providerName, providerMessageId: null, error: 'The provider was removed' }, latencyMs: 0, cost: 0 };
      }
      return callProvider(ctx, work.message, attempt, provider, configs, sendOptions.get(work.message.idempotencyKey));
    });
    await writeOutcomes(ctx, answered, []);
    for (const { attempt, outcome } of answered) resent.set(attempt.id, outcome);
    for (const work of works) work.done = work.done.map((attempt) => (resent.has(attempt.id) ? { ...attempt, ...statusOf(resent.get(attempt.id)!) } : attempt));
  }

  // Where each message stands: done, or which providers its next tries go to.
  const needTurn: Work[] = [];
  for (const work of works) {
    const lastTry = work.done[work.done.length - 1];
    work.last = lastTry ? (resent.get(lastTry.id) ?? outcomeOf(lastTry)) : undefined;
    if (work.last && work.last.status !== 'failed') work.final = work.last;
    else if (config.strategy === 'round_robin' && (candidates.get(work.message.channel)?.length ?? 0) > 1 && work.done.length === 0) needTurn.push(work);
  }
  const firstTurn = needTurn.length > 0 ? await reserveRoundRobinTurns(ctx.db, needTurn.length) : 0;
  const turns = new Map(needTurn.map((work, index) => [work.message.id, firstTurn + index]));
  const successRates = config.strategy === 'performance_based' ? await measuredSuccessRates(ctx, candidates) : undefined;
  for (const work of works) {
    if (work.final) continue;
    work.plan = planFor(candidates.get(work.message.channel) ?? [], config, {
      turn: turns.get(work.message.id),
      successRates,
      firstProviderId: work.done[0]?.providerId ?? null,
    });
    if (work.plan.length === 0 && !work.last) {
      work.final = { status: 'failed', providerName: 'none', providerMessageId: null, error: `No active ${CHANNEL_NAMES[work.message.channel]} provider` };
    } else if (work.done.length >= work.plan.length) {
      work.final = work.last;
    }
  }

  // Rounds of tries: each round writes its attempts in one INSERT and their outcomes in one statement.
  const elsewhere = new Set<string>();
  const written: Finished[] = [];
  for (;;) {
    const round = works.filter((work) => !work.final && !elsewhere.has(work.message.id));
    if (round.length === 0) break;
    const inserted = await insertAttempts(
      ctx,
      round.map((work) => {
        const attemptNo = work.done.length + 1;
        const provider = work.plan[attemptNo - 1]!;
        return { work, attemptNo, provider };
      }),
    );
    const attemptByMessage = new Map(inserted.map((attempt) => [attempt.messageId, attempt]));
    const calls: { work: Work; attempt: AttemptRow; provider: ProviderRow }[] = [];
    for (const work of round) {
      const attempt = attemptByMessage.get(work.message.id);
      // Another job wrote this try first (a duplicate chunk, a run retried while still going): it owns it.
      if (!attempt) elsewhere.add(work.message.id);
      else calls.push({ work, attempt, provider: work.plan[attempt.attemptNo - 1]! });
    }
    const answered = await mapLimit(calls, PROVIDER_CONCURRENCY, ({ work, attempt, provider }) => callProvider(ctx, work.message, attempt, provider, configs, sendOptions.get(work.message.idempotencyKey)));
    const finishedNow: Finished[] = [];
    for (const [index, { work, attempt }] of calls.entries()) {
      const { outcome } = answered[index]!;
      work.done.push({ ...attempt, ...statusOf(outcome) });
      work.last = outcome;
      if (outcome.status !== 'failed' || work.done.length >= work.plan.length) {
        work.final = outcome;
        finishedNow.push(work as Finished);
      }
    }
    // The round's tries and the messages it finished, in one statement.
    await writeOutcomes(ctx, answered, finishedNow);
    written.push(...finishedNow);
  }

  // Messages finished without a try in this batch (no provider, or an earlier try had got through).
  const writtenIds = new Set(written.map((work) => work.message.id));
  await writeOutcomes(
    ctx,
    [],
    works.filter((work): work is Finished => work.final !== undefined && !writtenIds.has(work.message.id)),
  );
  for (const work of works) if (work.final) statuses.set(work.message.id, work.final.status);
  return statuses;
}

type Finished = Work & { final: AttemptOutcome };

/**
 * Messages of a switched-off channel: failed with the reason, no provider called, and no contact
 * attempt written, since nobody was reached.
 */
async function finishSwitchedOff(ctx: WorkflowContext, rows: MessageRow[]) {
  const now = ctx.clock.now().toISOString();
  await ctx.db.execute(sql`
    update messages as m
    set status = 'failed', provider = 'none', error = v.error, updated_at = ${now}::timestamptz
    from unnest(
      ${sql.param(rows.map((row) => row.id))}::uuid[],
      ${sql.param(rows.map((row) => channelOffReason(row.channel)))}::text[]
    ) as v(id, error)
    where m.id = v.id and m.status = 'queued'
  `);
}

/** One multi-row INSERT of a round's tries (arrays as parameters); answers the rows this job now owns. */
async function insertAttempts(ctx: WorkflowContext, planned: { work: Work; attemptNo: number; provider: ProviderRow }[]): Promise<AttemptRow[]> {
  const result = await ctx.db.execute(sql`
    insert into message_attempts (message_id, attempt_no, provider_id, provider_name, idempotency_key, currency)
    select * from unnest(
      ${sql.param(planned.map(({ work }) => work.message.id))}::uuid[],
      ${sql.param(planned.map(({ attemptNo }) => attemptNo))}::integer[],
      ${sql.param(planned.map(({ provider }) => provider.id))}::uuid[],
      ${sql.param(planned.map(({ provider }) => provider.name))}::text[],
      ${sql.param(planned.map(({ work, attemptNo }) => `${work.message.idempotencyKey}#${attemptNo}`))}::text[],
      ${sql.param(planned.map(({ provider }) => provider.currency))}::text[]
    )
    on conflict do nothing
    returning id, message_id, attempt_no, provider_id, provider_name, status, idempotency_key, error
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    messageId: String(row.message_id),
    attemptNo: Number(row.attempt_no),
    providerId: row.provider_id == null ? null : String(row.provider_id),
    providerName: String(row.provider_name),
    status: row.status as AttemptRow['status'],
    idempotencyKey: String(row.idempotency_key),
    error: row.error == null ? null : String(row.error),
  })) as AttemptRow[];
}

function statusOf(outcome: AttemptOutcome): Pick<AttemptRow, 'status' | 'error'> {
  return { status: outcome.status, error: outcome.error };
}

/** The outcome a finished try stands for; the provider's message id lives on the message. */
function outcomeOf(row: AttemptRow): AttemptOutcome {
  return { status: row.status === 'sending' ? 'failed' : row.status, providerName: row.providerName, providerMessageId: null, error: row.error };
}

async function measuredSuccessRates(ctx: WorkflowContext, candidates: Map<TContactChannel, ProviderRow[]>) {
  const ids = [...candidates.values()].flat().map((row) => row.id);
  const figures = await measuredFigures(ctx.db, ids);
  return new Map(ids.map((id) => [id, successRateOf(figures.get(id))]));
}

function planFor(
  candidates: ProviderRow[],
  config: TFailoverConfig,
  options: { turn?: number; successRates?: Map<string, number | null>; firstProviderId: string | null },
): ProviderRow[] {
  let ordered = orderProviders(candidates, config.strategy, { turn: options.turn, successRates: options.successRates });
  // A resumed message keeps the rotation its first try had.
  const first = options.firstProviderId ? ordered.findIndex((row) => row.id === options.firstProviderId) : -1;
  if (first > 0) ordered = [...ordered.slice(first), ...ordered.slice(0, first)];
  return attemptPlan(ordered, config);
}

async function callProvider(
  ctx: WorkflowContext,
  message: MessageRow,
  attempt: AttemptRow,
  provider: ProviderRow,
  configs: Map<string, Record<string, unknown>>,
  options?: SendOptionsRow,
): Promise<Answered> {
  const adapter = ctx.channels[message.channel];
  let config = configs.get(provider.id);
  if (!config) {
    config = unsealConfig(ctx.secrets, provider.config);
    configs.set(provider.id, config);
  }
  const started = performance.now();
  let outcome: AttemptOutcome;
  try {
    const result = await adapter.send({
      to: message.to,
      body: message.body,
      idempotencyKey: attempt.idempotencyKey,
      provider: { id: provider.id, name: provider.name, config },
      ...(options?.dlt ? { dlt: options.dlt } : {}),
      ...(options?.whatsappTemplate ? { whatsappTemplate: options.whatsappTemplate } : {}),
      ...(options ? { segments: options.segments } : {}),
    });
    outcome = { status: result.status, providerName: provider.name, providerMessageId: result.providerMessageId, error: result.error ?? null };
  } catch (error) {
    // A provider that throws (timeout, outage) counts as a failed try; failover moves on.
    outcome = { status: 'failed', providerName: provider.name, providerMessageId: null, error: error instanceof Error ? error.message : String(error) };
  }
  const latencyMs = Math.round(performance.now() - started);
  // One unit per accepted message, per billed part for an SMS (a voice call counts as one minute: the
  // sandbox reports no duration).
  const units = message.channel === 'sms' ? (options?.segments ?? 1) : 1;
  return { attempt, outcome, latencyMs, cost: outcome.status === 'failed' ? 0 : provider.costPerUnit * units };
}

/**
 * Tries' outcomes, the finished messages' outcomes and their customers' contact attempts, in one
 * statement (arrays as parameters, so its size does not grow with the batch). Only a message still
 * `queued` is finished, and its contact attempt is unique on the message: nothing counts twice.
 */
async function writeOutcomes(ctx: WorkflowContext, answered: Answered[], finished: Finished[]) {
  if (answered.length === 0 && finished.length === 0) return;
  const now = ctx.clock.now().toISOString();
  await ctx.db.execute(sql`
    with tried as (
      update message_attempts as a
      set status = v.status, latency_ms = v.latency_ms, cost = v.cost, error = v.error, updated_at = ${now}::timestamptz
      from unnest(
        ${sql.param(answered.map(({ attempt }) => attempt.id))}::uuid[],
        ${sql.param(answered.map(({ outcome }) => outcome.status))}::text[],
        ${sql.param(answered.map(({ latencyMs }) => latencyMs))}::integer[],
        ${sql.param(answered.map(({ cost }) => String(cost)))}::numeric[],
        ${sql.param(answered.map(({ outcome }) => outcome.error))}::text[]
      ) as v(id, status, latency_ms, cost, error)
      where a.id = v.id
      returning a.id
    ), done as (
      update messages as m
      set status = f.status, provider = f.provider, provider_message_id = f.provider_message_id, error = f.error,
        updated_at = ${now}::timestamptz
      from unnest(
        ${sql.param(finished.map(({ message }) => message.id))}::uuid[],
        ${sql.param(finished.map(({ final }) => final.status))}::text[],
        ${sql.param(finished.map(({ final }) => final.providerName))}::text[],
        ${sql.param(finished.map(({ final }) => final.providerMessageId))}::text[],
        ${sql.param(finished.map(({ final }) => final.error))}::text[]
      ) as f(id, status, provider, provider_message_id, error)
      where m.id = f.id and m.status = 'queued'
      returning m.id, m.customer_id, m.channel, m.execution_id, m.status
    )
    insert into contact_attempts (customer_id, channel, outcome, execution_id, message_id, created_at)
    select customer_id, channel, status, execution_id, id, ${now}::timestamptz from done where customer_id is not null
    on conflict (message_id) do nothing
  `);
}

/** Runs `work` over `items` with at most `limit` at once, answering in the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Counts of a batch of sends, for the execution summary. */
export interface SendTally {
  sent: number;
  failed: number;
}
