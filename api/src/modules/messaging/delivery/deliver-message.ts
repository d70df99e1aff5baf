import { asc, inArray, sql } from 'drizzle-orm';
import { channelOffReason, type TFailoverConfig } from '@duesflow/shared-contracts/providers';
import { rowsOf, type Queryable } from '../../../core/db/database';
import type { TContactChannel } from '../../../core/db/schema/contact-attempts';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages, type TMessageStatus } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { disabledChannels } from '../../providers';
import { readFailoverConfig, reserveRoundRobinTurns } from '../../providers';
import { measuredFigures, successRateOf } from '../../providers';
import type { ProviderRow } from '../../providers';
import { activeProvidersFor, attemptPlan, orderProviders } from '../../providers';
import { unsealConfig } from '../../../core/secrets/secret-config';
import { sendOptionsOf, type SendOptionsRow } from '../send-options';
import type { LookupResult } from '../channels/channel-adapter';
import { goesToVendor } from '../channels/vendor-channels';
import { holdOff, LATE_SLOT_MS, providerRate, reserveSlotTimes } from './pace';
import { LEASE_MS } from './workers';
import type { ExecutionRow, WorkflowContext } from '../../../core/jobs/workflow-context';

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
  status: 'sent' | 'delivered' | 'completed' | 'failed' | 'unknown';
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
    .where(
      inArray(
        messageAttempts.messageId,
        pending.map((row) => row.id),
      ),
    )
    .orderBy(asc(messageAttempts.messageId), asc(messageAttempts.attemptNo));
  const doneByMessage = new Map<string, AttemptRow[]>();
  for (const attempt of done) doneByMessage.set(attempt.messageId, [...(doneByMessage.get(attempt.messageId) ?? []), attempt]);
  const works: Work[] = pending.map((message) => ({ message, done: doneByMessage.get(message.id) ?? [], plan: [] }));
  const configs = new Map<string, Record<string, unknown>>();
  const resent = new Map<string, AttemptOutcome>();
  // How each message must go out under India's rules (DLT ids, WhatsApp template): one read per batch.
  const sendOptions = await sendOptionsOf(
    ctx.db,
    pending.map((row) => row.idempotencyKey),
  );

  const configOf = (provider: ProviderRow) => {
    let config = configs.get(provider.id);
    if (!config) {
      config = unsealConfig(ctx.secrets, provider.config);
      configs.set(provider.id, config);
    }
    return config;
  };

  // A try left `sending` is another worker's claim. A live worker's is its own (this batch leaves the
  // message alone); a dead worker's is taken over and reconciled from the vendor's record: reached (what
  // became of it), not reached (it goes now, under the same key), or unknown (staff check it). Never re-sent blindly.
  const elsewhere = new Set<string>();
  const inFlight = works.flatMap((work) =>
    work.done.filter((attempt) => attempt.status === 'sending').map((attempt) => ({ work, attempt })),
  );
  if (inFlight.length > 0) {
    const taken = await takeOverDeadTries(
      ctx,
      inFlight.map(({ attempt }) => attempt.id),
    );
    // This worker's own try that no batch of this process holds was cut off here (an error between its
    // claim and its call): nobody else will reconcile it, since this worker beats. Claimed in the same
    // synchronous pass, so of two batches of this process only one takes it.
    for (const { attempt } of inFlight) {
      if (ctx.workerId && attempt.workerId === ctx.workerId && !claimedHere.has(attempt.id)) taken.add(attempt.id);
    }
    for (const { work, attempt } of inFlight) if (!taken.has(attempt.id)) elsewhere.add(work.message.id);
    const mine = inFlight.filter(({ attempt }) => taken.has(attempt.id));
    for (const { attempt } of mine) claimedHere.add(attempt.id);
    try {
      const ids = [...new Set(mine.map(({ attempt }) => attempt.providerId).filter((id): id is string => id !== null))];
      const known = new Map(
        (ids.length ? await ctx.db.select().from(providers).where(inArray(providers.id, ids)) : []).map((row) => [row.id, row]),
      );
      const answered = await mapLimit(mine, PROVIDER_CONCURRENCY, async ({ work, attempt }): Promise<Answered> => {
        const provider = attempt.providerId ? known.get(attempt.providerId) : undefined;
        const options = sendOptions.get(work.message.idempotencyKey);
        if (!provider)
          return unknownTry(
            attempt,
            `may have reached ${attempt.providerName} before a crash; the provider was removed, so its record cannot be read`,
          );
        const config = configOf(provider);
        const adapter = ctx.channels[work.message.channel];
        const found: LookupResult = adapter.lookup
          ? await adapter.lookup({
              to: work.message.to,
              idempotencyKey: attempt.idempotencyKey,
              claimedAt: attempt.createdAt,
              provider: { id: provider.id, name: provider.name, config },
            })
          : { state: 'unknown', reason: `may have reached ${provider.name} before a crash; it keeps no record duesflow can look up` };
        if (found.state === 'unknown') return unknownTry(attempt, found.reason);
        if (found.state === 'not_reached') {
          const [dueAt] = await paceCalls(ctx, [{ provider, config, channel: work.message.channel }]);
          return callProvider(ctx, work.message, attempt, provider, config, options, dueAt);
        }
        const outcome: AttemptOutcome = {
          status: found.status,
          providerName: provider.name,
          providerMessageId: found.providerMessageId,
          error: found.error ?? null,
        };
        return { attempt, outcome, latencyMs: null, cost: costOf(work.message, provider, options, found.status) };
      });
      await writeOutcomes(ctx, answered, []);
      for (const { attempt, outcome } of answered) resent.set(attempt.id, outcome);
      for (const work of works)
        work.done = work.done.map((attempt) => (resent.has(attempt.id) ? { ...attempt, ...statusOf(resent.get(attempt.id)!) } : attempt));
    } finally {
      for (const { attempt } of mine) claimedHere.delete(attempt.id);
    }
  }

  // Where each message stands: done, or which providers its next tries go to.
  const needTurn: Work[] = [];
  for (const work of works) {
    if (elsewhere.has(work.message.id)) continue;
    const lastTry = work.done[work.done.length - 1];
    work.last = lastTry ? (resent.get(lastTry.id) ?? outcomeOf(lastTry)) : undefined;
    if (work.last && work.last.status !== 'failed') work.final = work.last;
    else if (config.strategy === 'round_robin' && (candidates.get(work.message.channel)?.length ?? 0) > 1 && work.done.length === 0)
      needTurn.push(work);
  }
  const firstTurn = needTurn.length > 0 ? await reserveRoundRobinTurns(ctx.db, needTurn.length) : 0;
  const turns = new Map(needTurn.map((work, index) => [work.message.id, firstTurn + index]));
  const successRates = config.strategy === 'performance_based' ? await measuredSuccessRates(ctx, candidates) : undefined;
  for (const work of works) {
    if (work.final || elsewhere.has(work.message.id)) continue;
    work.plan = planFor(candidates.get(work.message.channel) ?? [], config, {
      turn: turns.get(work.message.id),
      successRates,
      firstProviderId: work.done[0]?.providerId ?? null,
    });
    if (work.plan.length === 0 && !work.last) {
      work.final = {
        status: 'failed',
        providerName: 'none',
        providerMessageId: null,
        error: `No active ${CHANNEL_NAMES[work.message.channel]} provider`,
      };
    } else if (work.done.length >= work.plan.length) {
      work.final = work.last;
    }
  }

  // Rounds of tries: each round writes its attempts in one INSERT and their outcomes in one statement.
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
    for (const attempt of inserted) claimedHere.add(attempt.id);
    try {
      const attemptByMessage = new Map(inserted.map((attempt) => [attempt.messageId, attempt]));
      const calls: { work: Work; attempt: AttemptRow; provider: ProviderRow }[] = [];
      for (const work of round) {
        const attempt = attemptByMessage.get(work.message.id);
        // Another job wrote this try first (a duplicate chunk, a run retried while still going): it owns it.
        if (!attempt) elsewhere.add(work.message.id);
        else calls.push({ work, attempt, provider: work.plan[attempt.attemptNo - 1]! });
      }
      // Each provider's calls leave no faster than its rate, shared with every other process (pace.ts).
      const due = await paceCalls(
        ctx,
        calls.map(({ work, provider }) => ({ provider, config: configOf(provider), channel: work.message.channel })),
      );
      const answered = await mapLimit(
        calls.map((call, index) => ({ ...call, dueAt: due[index]! })),
        PROVIDER_CONCURRENCY,
        ({ work, attempt, provider, dueAt }) =>
          callProvider(ctx, work.message, attempt, provider, configOf(provider), sendOptions.get(work.message.idempotencyKey), dueAt),
      );
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
    } finally {
      for (const attempt of inserted) claimedHere.delete(attempt.id);
    }
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
 * The tries a batch of this process holds right now, from their claim until their outcome is written:
 * this worker's `sending` try outside it was cut off by an error and is reconciled like a dead worker's.
 */
const claimedHere = new Set<string>();

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
async function insertAttempts(
  ctx: WorkflowContext,
  planned: { work: Work; attemptNo: number; provider: ProviderRow }[],
): Promise<AttemptRow[]> {
  const result = await ctx.db.execute(sql`
    insert into message_attempts (message_id, attempt_no, provider_id, provider_name, idempotency_key, currency, worker_id)
    select *, ${ctx.workerId ?? null}::uuid from unnest(
      ${sql.param(planned.map(({ work }) => work.message.id))}::uuid[],
      ${sql.param(planned.map(({ attemptNo }) => attemptNo))}::integer[],
      ${sql.param(planned.map(({ provider }) => provider.id))}::uuid[],
      ${sql.param(planned.map(({ provider }) => provider.name))}::text[],
      ${sql.param(planned.map(({ work, attemptNo }) => `${work.message.idempotencyKey}#${attemptNo}`))}::text[],
      ${sql.param(planned.map(({ provider }) => provider.currency))}::text[]
    )
    on conflict do nothing
    returning id, message_id, attempt_no, provider_id, provider_name, status, idempotency_key, error, worker_id, created_at
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
    workerId: row.worker_id == null ? null : String(row.worker_id),
    createdAt: new Date(String(row.created_at)),
  })) as AttemptRow[];
}

function statusOf(outcome: AttemptOutcome): Pick<AttemptRow, 'status' | 'error'> {
  return { status: outcome.status, error: outcome.error };
}

/** The outcome a finished try stands for; the provider's message id lives on the message. */
function outcomeOf(row: AttemptRow): AttemptOutcome {
  return {
    status: row.status === 'sending' ? 'failed' : row.status,
    providerName: row.providerName,
    providerMessageId: null,
    error: row.error,
  };
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
  config: Record<string, unknown>,
  options: SendOptionsRow | undefined,
  dueAt: number | null,
): Promise<Answered> {
  const adapter = ctx.channels[message.channel];
  // This worker's own view of the provider (its 429 hold-off, its recent sends); the shared pace is in the database.
  const lane = `${ctx.workerId ?? ''}:${provider.id}`;
  let outcome: AttemptOutcome | undefined;
  let started = 0;
  let throttledSince: number | undefined;
  while (!outcome) {
    if (dueAt !== null) await sleepUntil(dueAt);
    // A paced call whose slot passed long ago (it waited behind slower calls) or came before a 429 seen
    // since: the slot is stale, and going now would crowd the vendor; it takes a new one.
    if (dueAt !== null && (performance.now() - dueAt > LATE_SLOT_MS || (heldUntil.get(lane) ?? 0) > performance.now())) {
      const [next] = await paceCalls(ctx, [{ provider, config, channel: message.channel }], true);
      dueAt = next!;
      continue;
    }
    if (dueAt !== null) await withinRate(lane, rateOf(provider, config, message.channel));
    started = performance.now();
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
      if (result.status === 'throttled') {
        // The vendor took nothing: not a failure. Everyone slows down on this provider (its Retry-After,
        // else a second) and this try goes again in a later slot, under the same key.
        throttledSince ??= performance.now();
        if (performance.now() - throttledSince > THROTTLE_GIVE_UP_MS) {
          outcome = {
            status: 'failed',
            providerName: provider.name,
            providerMessageId: null,
            error: `${result.error ?? 'Rate limited'}; still refused after ${THROTTLE_GIVE_UP_MS / 1000} s`,
          };
          break;
        }
        const wait = result.retryAfterMs ?? DEFAULT_HOLD_OFF_MS;
        heldUntil.set(lane, Math.max(heldUntil.get(lane) ?? 0, performance.now() + wait));
        await holdOff(ctx.db, provider.id, wait);
        const [next] = await paceCalls(ctx, [{ provider, config, channel: message.channel }], true);
        dueAt = next!;
        continue;
      }
      outcome = {
        status: result.status,
        providerName: provider.name,
        providerMessageId: result.providerMessageId,
        error: result.error ?? null,
      };
    } catch (error) {
      // A provider that throws (timeout, outage) counts as a failed try; failover moves on.
      outcome = {
        status: 'failed',
        providerName: provider.name,
        providerMessageId: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
  const latencyMs = Math.round(performance.now() - started);
  return { attempt, outcome, latencyMs, cost: costOf(message, provider, options, outcome.status) };
}

/**
 * Per worker and provider (`lane`), until when this worker holds off after a 429 (`performance.now()`
 * time): calls whose slots were reserved before it take new ones behind the hold-off instead of going
 * into the vendor's wall.
 */
const heldUntil = new Map<string, number>();
/**
 * A worker never puts more than a provider's rate into any window this long (a hard bound beside the
 * shared slots, which late timers on a busy machine could bunch): the 10 % over a second absorbs the
 * jitter between leaving here and arriving at the vendor.
 */
const GUARD_WINDOW_MS = 1100;
const recentSends = new Map<string, number[]>();

/** Waits until one more request on `lane` (worker and provider) keeps it within `rate` per GUARD_WINDOW_MS. */
async function withinRate(lane: string, rate: number): Promise<void> {
  const most = Math.max(1, Math.floor(rate));
  const sent = recentSends.get(lane) ?? [];
  for (;;) {
    const oldest = sent.length >= most ? sent[sent.length - most]! : undefined;
    const wait = oldest === undefined ? 0 : oldest + GUARD_WINDOW_MS - performance.now();
    if (wait <= 0) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  sent.push(performance.now());
  if (sent.length > most) sent.splice(0, sent.length - most);
  recentSends.set(lane, sent);
}

/** How long a vendor may keep answering 429 to one try before it counts as failed. */
const THROTTLE_GIVE_UP_MS = 60_000;
/** The wait after a 429 that names none. */
const DEFAULT_HOLD_OFF_MS = 1000;

/**
 * One unit per accepted message, per billed part for an SMS (a voice call counts as one minute: the
 * sandbox reports no duration).
 */
function costOf(message: MessageRow, provider: ProviderRow, options: SendOptionsRow | undefined, status: AttemptOutcome['status']): number {
  const units = message.channel === 'sms' ? (options?.segments ?? 1) : 1;
  return status === 'failed' || status === 'unknown' ? 0 : provider.costPerUnit * units;
}

/** A cut-off try no vendor record settles: the message ends `unknown`, for staff to check; never sent again. */
function unknownTry(attempt: AttemptRow, reason: string): Answered {
  return {
    attempt,
    outcome: { status: 'unknown', providerName: attempt.providerName, providerMessageId: null, error: `${UNKNOWN_CHECK}: ${reason}` },
    latencyMs: null,
    cost: 0,
  };
}

/** How an unknown message reads to staff. */
export const UNKNOWN_CHECK = 'Unknown — check';

/**
 * When each call may leave (`performance.now()` time): a paced provider's calls get consecutive slots of
 * its shared pace, an unpaced one's leave at once. `always`: a provider without a rate is still asked
 * (after a 429 its pace holds the wait).
 */
async function paceCalls(
  ctx: WorkflowContext,
  calls: { provider: ProviderRow; config: Record<string, unknown>; channel: TContactChannel }[],
  always = false,
): Promise<(number | null)[]> {
  const due: (number | null)[] = calls.map(() => null);
  const byProvider = new Map<string, { rate: number; indexes: number[] }>();
  for (const [index, { provider, config, channel }] of calls.entries()) {
    const rate = providerRate(provider.name, config, goesToVendor(provider.name, channel, config)) ?? (always ? UNPACED_RATE : null);
    if (rate === null) continue;
    const entry = byProvider.get(provider.id) ?? { rate, indexes: [] };
    entry.indexes.push(index);
    byProvider.set(provider.id, entry);
  }
  for (const [providerId, { rate, indexes }] of byProvider) {
    const slots = await reserveSlotTimes(ctx.db, providerId, rate, indexes.length);
    for (const [k, index] of indexes.entries()) due[index] = slots[k]!;
  }
  return due;
}

const rateOf = (provider: ProviderRow, config: Record<string, unknown>, channel: TContactChannel) =>
  providerRate(provider.name, config, goesToVendor(provider.name, channel, config)) ?? UNPACED_RATE;

/** The spacing an unpaced provider's retries after a 429 get: its hold-off is what slows them. */
const UNPACED_RATE = 1000;

function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 1 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

/**
 * Takes over the given `sending` tries whose worker is dead (its beat older than the lease, or a try
 * claimed by no worker that old), in one statement: each moves to this worker, so of two processes
 * reconciling at once exactly one owns each try. Answers the ids now owned.
 */
async function takeOverDeadTries(ctx: WorkflowContext, attemptIds: string[]): Promise<Set<string>> {
  const lease = LEASE_MS / 1000;
  const result = await ctx.db.execute(sql`
    update message_attempts as a set worker_id = ${ctx.workerId ?? null}::uuid, updated_at = now()
    where a.id = any(${sql.param(attemptIds)}::uuid[]) and a.status = 'sending'
      and a.worker_id is distinct from ${ctx.workerId ?? null}::uuid
      and (
        (a.worker_id is null and a.updated_at < now() - make_interval(secs => ${lease}))
        or (a.worker_id is not null and not exists (
          select 1 from delivery_workers w where w.id = a.worker_id and w.heartbeat_at > now() - make_interval(secs => ${lease})
        ))
      )
    returning a.id
  `);
  return new Set(rowsOf<{ id: string }>(result).map((row) => String(row.id)));
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
    select customer_id, channel, status, execution_id, id, ${now}::timestamptz from done where customer_id is not null and status <> 'unknown'
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
export interface BatchCounts {
  sent: number;
  failed: number;
}
