import { formatIstTime } from '@duesflow/shared-contracts/format';
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { MESSAGE_CHANNELS, channelOffReason, type TMessageChannel } from '@duesflow/shared-contracts/providers';
import { MAX_REALTIME_CUSTOMER_IDS } from '@duesflow/shared-contracts/realtime';
import { rowsOf } from '../../core/db/database';
import { messages } from '../../core/db/schema/messages';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { SEND_QUEUE } from '../../core/jobs/boss';
import { failureReason } from '../../core/jobs/failure-reason';
import { PLAN_REUSE_MS, type KeptPlan } from '../../core/jobs/runs';
import { createTakeover, LEASE_MS, leaseChunk, PROVIDER_CONCURRENCY, releaseChunk, sendQueued, type MessageRow } from '../messaging';
import {
  DEFAULT_SEND_COOLDOWN_HOURS,
  gateAndQueue,
  nextWindowOpening,
  noSkips,
  SkipCounts,
  WaitingCounts,
  windowFor,
  type GatePolicy,
  type SendingWindow,
} from '../messaging';
import { waitingText, type TRunWaiting } from '@duesflow/shared-contracts/send-guards';
import { honestOutcome, type RunNote } from '../messaging';
import type { BulkSender, ExecutionRow, SendCounts, WorkflowContext, WorkflowOutcome } from '../../core/jobs/workflow-context';
import { SENT_STATUSES } from '../../core/db/sent-statuses';

/** A chunk job: some of a run's queued messages. */
export interface SendJob {
  executionId: string;
  messageIds: string[];
}

export interface BulkSendOptions {
  /** Messages per chunk job. */
  chunkSize?: number;
  /** Messages sent together within a chunk: one round of batched writes. */
  sliceSize?: number;
  /**
   * A chunk that has been sending this long hands the rest to a new chunk job, so no job comes near
   * the queue's expiry however slow the providers are.
   */
  budgetMs?: number;
  /** `workflow_progress` and `metrics_updated` per run and process at most this often during a send. */
  eventIntervalMs?: number;
  /** Overrides the chunk queue's retry policy per job (tests). */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff?: boolean };
  /** Overrides the chunk queue's expiry per job (tests use a short one). */
  expireInSeconds?: number;
  /** SENDING_WINDOW: SMS and WhatsApp due outside it wait for it to open (docs/sending.md); absent: any hour. */
  sendingWindow?: SendingWindow;
  /** CALL_WINDOW: calls due outside it wait for it to open; absent: any hour. */
  callWindow?: SendingWindow;
  /** Hosts an SMS's links may point to (the portal's own, PUBLIC_URL); absent: links are not checked. */
  linkHosts?: string[];
}

/**
 * A slice is claimed (its tries written `sending`) all at once before its calls leave, so it is as large
 * as the calls that leave together (PROVIDER_CONCURRENCY): a crash then leaves in doubt only tries that
 * really were on their way, not claimed ones still waiting for a free call (docs/sending.md).
 */
export const BULK_SEND_DEFAULTS = { chunkSize: 500, sliceSize: PROVIDER_CONCURRENCY, budgetMs: 20_000, eventIntervalMs: 1000 } as const;

/**
 * The same messages always make the same job id, so planning twice enqueues each chunk once. `round`
 * tells a sweep's re-enqueued chunks apart from the lost jobs of the same messages (a cancelled job keeps
 * its id, and a second job with that id would never be inserted).
 */
export function chunkJobId(executionId: string, messageIds: string[], round = ''): string {
  const hex = createHash('sha256')
    .update(executionId)
    .update(messageIds.join(','))
    .update(round ? `#${round}` : '')
    .digest('hex');
  // A version-4-shaped uuid (pg-boss ids are uuids) from the first 128 bits of the hash.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface BulkSends {
  /** The workflow job's part: plan, queue every message, enqueue the chunks. */
  plan(execution: ExecutionRow, sender: BulkSender): Promise<void>;
  /** One chunk job. */
  runChunk(job: PgBoss.JobWithMetadata<SendJob>): Promise<void>;
  /** Completes the run if nothing of it is still queued. */
  settle(executionId: string): Promise<void>;
  /** For the sweep: a planned run whose chunk jobs are all gone gets its queued messages enqueued again. */
  resume(execution: ExecutionRow): Promise<'busy' | 'requeued' | 'settled' | 'failed'>;
  counts(executionId: string): Promise<SendCounts>;
  /** Worker ids of the chunk queue on this process (to wake them when chunks are enqueued). */
  workerIds: string[];
  /** A chunk job as a worker runs it: leased to this process while it runs (a dead process's are taken over). */
  runLeased(job: PgBoss.JobWithMetadata<SendJob>): Promise<void>;
  /** Takes over dead processes' chunks now (the timer does it every second). */
  takeOver(): Promise<number>;
  /** Starts and stops the takeover timer. */
  start(): void;
  stop(): Promise<void>;
  /** The send gate's policy for a run (the engine's cooldown, hours and link domain). */
  policyOf(recontactHours?: number): GatePolicy;
  /**
   * A started run's plan from its request's dry run: its first progress (0 done of its recipients) goes
   * out now, and `plan` uses it when this process plans the run within `PLAN_REUSE_MS` of the dry run.
   */
  handOff(execution: ExecutionRow, planned: KeptPlan): Promise<void>;
}

/** "12 wait for the sending window, 09:00 IST": a run's summary while its messages wait. */
export const waitingSummary = (waiting: TRunWaiting, now: Date) => waitingText(waiting, formatIstTime(waiting.until, now));

type Finish = (execution: ExecutionRow, outcome: WorkflowOutcome) => Promise<void>;

/**
 * Bulk runs: a run planned in one job and sent in chunk jobs, every message exactly once (the message
 * keys), none of the jobs long enough to be mistaken for lost (docs/sending.md).
 */
export function createBulkSends(
  boss: PgBoss,
  ctx: WorkflowContext,
  senders: (execution: ExecutionRow) => BulkSender | undefined,
  finish: Finish,
  options: BulkSendOptions = {},
): BulkSends {
  const { db, bus, logger } = ctx;
  const chunkSize = options.chunkSize ?? BULK_SEND_DEFAULTS.chunkSize;
  const sliceSize = options.sliceSize ?? BULK_SEND_DEFAULTS.sliceSize;
  const budgetMs = options.budgetMs ?? BULK_SEND_DEFAULTS.budgetMs;
  const events = createSendEvents(ctx, options.eventIntervalMs ?? BULK_SEND_DEFAULTS.eventIntervalMs);
  const workerIds: string[] = [];
  /** Plans handed over by the starts of this process, by run; one another process runs is dropped once too old. */
  const handedOff = new Map<string, KeptPlan>();
  const freshPlan = (planned: KeptPlan) => ctx.clock.now().getTime() - planned.madeAt <= PLAN_REUSE_MS;
  // A plan whose run another process took stays only until this process plans or starts another run.
  const dropStalePlans = () => {
    for (const [id, kept] of handedOff) if (!freshPlan(kept)) handedOff.delete(id);
  };

  const enqueue = async (executionId: string, ids: string[], round = '', startAfter?: Date) => {
    const jobs = [];
    for (let start = 0; start < ids.length; start += chunkSize) {
      const messageIds = ids.slice(start, start + chunkSize);
      jobs.push({
        name: SEND_QUEUE,
        id: chunkJobId(executionId, messageIds, round),
        data: { executionId, messageIds } satisfies SendJob,
        ...options.retry,
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    }
    if (jobs.length === 0) return;
    await boss.insert(jobs);
    for (const id of workerIds) boss.notifyWorker(id);
  };

  const counts = async (executionId: string): Promise<SendCounts> => {
    const [row] = rowsOf<{ sent: number; failed: number; refused: number; unknown: number; total: number }>(
      await db.execute(sql`
        select count(*) filter (where status in ${SENT_STATUSES})::int as sent,
          count(*) filter (where status = 'failed' and error not like 'Not sent:%')::int as failed,
          count(*) filter (where status = 'failed' and error like 'Not sent:%')::int as refused,
          count(*) filter (where status = 'unknown')::int as unknown,
          count(*)::int as total
        from messages where execution_id = ${executionId}
      `),
    );
    // What a sender's outcome reads: the messages that were tried; the gate's refusals are counted apart.
    const refused = Number(row?.refused ?? 0);
    return {
      sent: Number(row?.sent ?? 0),
      failed: Number(row?.failed ?? 0),
      total: Number(row?.total ?? 0) - refused,
      refused,
      unknown: Number(row?.unknown ?? 0),
    };
  };

  /** Messages not sent because their channel is switched off (their error names the reason). */
  const switchedOff = async (executionId: string): Promise<SwitchedOff> => {
    const rows = rowsOf<{ channel: TMessageChannel; count: number }>(
      await db.execute(sql`
        select channel, count(*)::int as count from messages
        where execution_id = ${executionId} and status = 'failed'
          and error = any(${sql.param(MESSAGE_CHANNELS.map(channelOffReason))}::text[])
        group by channel
      `),
    );
    return { count: rows.reduce((sum, row) => sum + Number(row.count), 0), channels: rows.map((row) => row.channel) };
  };

  const anyQueued = async (executionId: string) => {
    const [row] = rowsOf<{ queued: boolean }>(
      await db.execute(sql`select exists (select 1 from messages where execution_id = ${executionId} and status = 'queued') as queued`),
    );
    return Boolean(row?.queued);
  };

  const settle = async (executionId: string) => {
    const [execution] = await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId));
    // Not planned yet (the plan is written once every message is queued), or already finished.
    if (!execution || execution.status !== 'running' || !execution.plan) return;
    if (await anyQueued(executionId)) return;
    const sender = senders(execution);
    if (!sender) return;
    const counted = await counts(executionId);
    const off = await switchedOff(executionId);
    const skips = execution.skipped ?? noSkips(ctx.sendCooldownHours ?? DEFAULT_SEND_COOLDOWN_HOURS);
    const outcome = honestOutcome(withSwitchedOff(sender.outcome(counted, execution.plan.note, skips), counted, off), counted, skips);
    // Messages a crash left unknown are neither sent nor failed: staff are told to check them.
    if ((counted.unknown ?? 0) > 0)
      outcome.summary = `${outcome.summary}; ${counted.unknown} unknown — check (may have reached the provider before a crash)`;
    events.forget(executionId);
    await bus.publish({ type: 'campaign_progress', data: { campaignId: executionId, ...counted } });
    await finish(execution, {
      ...outcome,
      contacted: counted.sent + counted.failed - off.count,
      customerIds: await fewCustomers(executionId, counted.total),
      skipped: skips,
      sends: {
        sent: counted.sent,
        failed: counted.failed,
        unknown: counted.unknown ?? 0,
        cost: (execution.plan.note as RunNote).cost ?? null,
      },
    });
  };

  /** The run's customers when there are few enough to name in an event. */
  const fewCustomers = async (executionId: string, total: number) => {
    if (total > MAX_REALTIME_CUSTOMER_IDS) return undefined;
    const rows = await db.selectDistinct({ id: messages.customerId }).from(messages).where(eq(messages.executionId, executionId));
    return rows.map((row) => row.id).filter((id): id is string => id !== null);
  };

  const policyOf = (recontactHours?: number): GatePolicy => ({
    cooldownHours: ctx.sendCooldownHours ?? DEFAULT_SEND_COOLDOWN_HOURS,
    recontactHours,
    sendingWindow: options.sendingWindow,
    callWindow: options.callWindow,
    linkHosts: options.linkHosts,
    pageLinks: ctx.pageLinks,
  });

  /** A chunk's messages split by their channel's hours: those that may go now, and the rest by opening. */
  const heldForHours = async (executionId: string, ids: string[], now: Date) => {
    const later = new Map<number, string[]>();
    if (!options.sendingWindow && !options.callWindow) return { now: ids, later };
    const rows = await db.select({ id: messages.id, channel: messages.channel }).from(messages).where(inArray(messages.id, ids));
    const channelOf = new Map(rows.map((row) => [row.id, row.channel]));
    const sendNow: string[] = [];
    for (const id of ids) {
      const opens = nextWindowOpening(windowFor(options, channelOf.get(id) ?? 'sms'), now).getTime();
      if (opens > now.getTime()) later.set(opens, [...(later.get(opens) ?? []), id]);
      else sendNow.push(id);
    }
    return { now: sendNow, later };
  };

  // A dead process's chunks: cancelled, and what they had not sent goes into new chunks (takeover.ts).
  const takeover = createTakeover(db, boss, SEND_QUEUE, logger, (chunk, queued) =>
    enqueue(chunk.executionId, queued, `takeover-${chunk.jobId}`),
  );

  return {
    workerIds,
    takeOver: () => takeover.sweep(),
    start: () => takeover.start(),
    stop: () => {
      handedOff.clear();
      return takeover.stop();
    },

    async runLeased(job) {
      await leaseChunk(db, job.id, ctx.workerId, job.data.executionId);
      try {
        await this.runChunk(job);
      } finally {
        await releaseChunk(db, job.id).catch(() => undefined);
      }
    },
    policyOf,
    counts,
    settle,

    async handOff(execution, planned) {
      dropStalePlans();
      handedOff.set(execution.id, planned);
      // The run is stored: a lost announcement must not fail its start (its first chunk's progress follows).
      await events
        .started(execution, planned.plan.items.length)
        .catch((error) => logger.warn(`${execution.workflowName} ${execution.id}: its first progress was not published`, error));
    },

    async plan(execution, sender) {
      const kept = handedOff.get(execution.id);
      handedOff.delete(execution.id);
      dropStalePlans();
      const reused = kept !== undefined && freshPlan(kept);
      const planned = reused ? kept.plan : await sender.plan(ctx, execution);
      // The screens hear of the run at once, before the gate's first chunk (docs/sending.md, "What screens are told");
      // a run started with its dry run's plan was announced by its start.
      if (!reused) await events.started(execution, planned.items.length);
      const { note, recontactHours } = planned;
      const policy = policyOf(recontactHours);
      const skips = new SkipCounts(policy.cooldownHours);
      const waiting = new WaitingCounts();
      const cost = { tenThousandths: 0, currency: null as string | null };
      const now = ctx.clock.now();
      let queued = 0;
      const skippedByTag: Record<string, number> = {};
      for (let start = 0; start < planned.items.length; start += chunkSize) {
        // A few statements per chunk decide every recipient (the send gate); skips are written, the rest queued.
        const gated = await gateAndQueue(
          db,
          execution.id,
          planned.items.slice(start, start + chunkSize),
          policy,
          now,
          sender.skipsAsRefusals,
        );
        skips.add(gated.skips);
        waiting.merge(gated.waiting);
        const priced = gated.cost.result();
        cost.tenThousandths += Math.round(priced.amount * 10_000);
        if (priced.units > 0) cost.currency ??= priced.currency;
        for (const { delivery } of gated.skips) if (delivery.tag) skippedByTag[delivery.tag] = (skippedByTag[delivery.tag] ?? 0) + 1;
        queued += gated.now.length + [...gated.later.values()].reduce((sum, rows) => sum + rows.length, 0);
        await enqueue(
          execution.id,
          gated.now.map((row) => row.id),
        );
        for (const [until, rows] of gated.later) {
          await enqueue(
            execution.id,
            rows.map((row) => row.id),
            `window-${new Date(until).toISOString()}`,
            new Date(until),
          );
        }
      }
      const runSkips = skips.result();
      const runWaiting = waiting.result();
      const runNote: RunNote = {
        ...note,
        skippedByTag,
        waiting: runWaiting.total > 0 ? runWaiting : null,
        cost: { amount: cost.tenThousandths / 10_000, currency: cost.currency ?? 'USD' },
      };
      await db
        .update(workflowExecutions)
        .set({
          plan: { total: queued, note: runNote },
          skipped: runSkips,
          ...(runWaiting.total > 0 ? { summary: waitingSummary(runWaiting, now) } : {}),
        })
        .where(and(eq(workflowExecutions.id, execution.id), eq(workflowExecutions.status, 'running')));
      logger.info(
        `${execution.workflowName} ${execution.id}: ${queued} messages queued (${runWaiting.total} waiting), ${runSkips.total} recipients skipped`,
      );
      if (runWaiting.total > 0) {
        await bus.publish({
          type: 'workflow_progress',
          data: {
            executionId: execution.id,
            workflowName: execution.workflowName,
            done: 0,
            total: queued,
            sent: 0,
            failed: 0,
            waiting: runWaiting,
          },
        });
      }
      // Nothing to send, or every chunk finished before the plan was written.
      await settle(execution.id);
    },

    async runChunk(job) {
      const { executionId } = job.data;
      let { messageIds } = job.data;
      const [execution] = await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId));
      if (!execution || execution.status !== 'running') return;
      // A message outside its channel's hours (SENDING_WINDOW, CALL_WINDOW) waits for them to open (a new job, due then).
      const now = ctx.clock.now();
      const held = await heldForHours(executionId, messageIds, now);
      for (const [opens, ids] of held.later) {
        logger.info(
          `${execution.workflowName} ${executionId}: outside the channel's hours, ${ids.length} messages wait until ${new Date(opens).toISOString()}`,
        );
        await enqueue(executionId, ids, `window-${new Date(opens).toISOString()}`, new Date(opens));
      }
      messageIds = held.now;
      if (messageIds.length === 0) return;
      try {
        const started = performance.now();
        for (let start = 0; start < messageIds.length; start += sliceSize) {
          if (start > 0 && performance.now() - started > budgetMs) {
            await enqueue(executionId, messageIds.slice(start));
            break;
          }
          const rows = await db
            .select()
            .from(messages)
            .where(inArray(messages.id, messageIds.slice(start, start + sliceSize)));
          const statuses = await sendQueued(ctx, rows);
          // A message whose try a live process still holds is looked at again once that process's lease
          // would have run out: by then it finished it, or it died and its try is reconciled.
          const held = [...statuses].filter(([, status]) => status === 'queued').map(([id]) => id);
          if (held.length > 0) await enqueue(executionId, held, `held-${job.id}-${start}`, new Date(Date.now() + LEASE_MS + 1000));
          await events.sent(execution, rows, () => counts(executionId));
        }
        await settle(executionId);
        // The next chunk now, not after the queue's polling interval: a worker that finishes a chunk
        // early would otherwise sleep out the rest of its interval while chunks wait (half of a 10,000
        // message campaign's time, measured).
        for (const id of workerIds) boss.notifyWorker(id);
      } catch (error) {
        const message = failureReason(error);
        if (job.retryCount < job.retryLimit) {
          logger.warn(`${execution.workflowName} ${executionId}: a chunk failed, will retry: ${message}`);
          throw error;
        }
        logger.error(`${execution.workflowName} ${executionId}: a chunk failed for good: ${message}`);
        const counted = await counts(executionId).catch(() => undefined);
        await finish(execution, {
          status: 'failed',
          summary: counted
            ? `Stopped after ${counted.sent + counted.failed} of ${counted.total} messages: sending failed ${job.retryCount + 1} times`
            : `Stopped: sending failed ${job.retryCount + 1} times`,
          error: message,
          scopes: ['customers'],
          contacted: counted ? counted.sent + counted.failed : null,
        });
      }
    },

    async resume(execution) {
      const jobs = rowsOf<{ state: string }>(
        await db.execute(sql`
          select state from pgboss.job where name = ${SEND_QUEUE} and data->>'executionId' = ${execution.id}
        `),
      );
      const states = jobs.map((row) => row.state);
      if (states.some((state) => state === 'created' || state === 'retry' || state === 'active')) return 'busy';
      if (states.includes('failed')) {
        const counted = await counts(execution.id);
        await finish(execution, {
          status: 'failed',
          summary: `Stopped after ${counted.sent + counted.failed} of ${counted.total} messages`,
          error: 'A chunk of its messages could not be sent',
          scopes: ['customers'],
          contacted: counted.sent + counted.failed,
        });
        return 'failed';
      }
      const queued = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.executionId, execution.id), eq(messages.status, 'queued')))
        .orderBy(messages.id);
      if (queued.length === 0) {
        await settle(execution.id);
        return 'settled';
      }
      // New ids, the same for every process sweeping this state at once (they then enqueue each chunk once).
      await enqueue(
        execution.id,
        queued.map((row) => row.id),
        `resume-${jobs.length}`,
      );
      return 'requeued';
    },
  };
}

interface SwitchedOff {
  count: number;
  channels: TMessageChannel[];
}

/** A run's outcome says how many messages its switched-off channels kept back, and why. */
export function withSwitchedOff(
  outcome: Omit<WorkflowOutcome, 'contacted'>,
  counted: SendCounts,
  off: SwitchedOff,
): Omit<WorkflowOutcome, 'contacted'> {
  if (off.count === 0) return outcome;
  const reasons = off.channels.map((channel) => channelOffReason(channel)).join('; ');
  const everyFailureIsOff = counted.sent === 0 && counted.failed === off.count;
  return {
    ...outcome,
    summary: `${outcome.summary}; ${off.count} not sent: ${reasons}`,
    error: everyFailureIsOff ? `Nothing was sent: ${reasons}` : outcome.error,
  };
}

/**
 * Realtime during a long send, per run and process at most once per `intervalMs`: `workflow_progress`
 * with the counts so far, and `metrics_updated` for the customers this process contacted since its last
 * one (named when few). What is held back goes out with the next one or with the run's completion.
 */
function createSendEvents(ctx: WorkflowContext, intervalMs: number) {
  const last = new Map<string, number>();
  const touched = new Map<string, Set<string> | 'many'>();

  return {
    /**
     * The run's first progress, as soon as its recipients are listed (0 done of the recipients): planning
     * and the first chunk take a second or more on a busy database, and the screen should not wait for
     * them to show that the send has begun. Later events count what the gate queued.
     */
    async started(execution: ExecutionRow, recipients: number) {
      if (recipients === 0) return;
      const data = { sent: 0, failed: 0, total: recipients };
      await ctx.bus.publish({
        type: 'workflow_progress',
        data: { executionId: execution.id, workflowName: execution.workflowName, done: 0, ...data },
      });
      await ctx.bus.publish({ type: 'campaign_progress', data: { campaignId: execution.id, ...data } });
    },
    async sent(execution: ExecutionRow, rows: MessageRow[], count: () => Promise<SendCounts>) {
      let ids = touched.get(execution.id) ?? new Set<string>();
      if (ids !== 'many') {
        for (const row of rows) if (row.customerId) ids.add(row.customerId);
        if (ids.size > MAX_REALTIME_CUSTOMER_IDS) ids = 'many';
      }
      touched.set(execution.id, ids);
      const now = performance.now();
      if (now - (last.get(execution.id) ?? -Infinity) < intervalMs) return;
      last.set(execution.id, now);
      touched.delete(execution.id);
      const { sent, failed, total } = await count();
      await ctx.bus.publish({
        type: 'workflow_progress',
        data: { executionId: execution.id, workflowName: execution.workflowName, done: sent + failed, total, sent, failed },
      });
      await ctx.bus.publish({ type: 'campaign_progress', data: { campaignId: execution.id, sent, failed, total } });
      await ctx.bus.publish({
        type: 'metrics_updated',
        data: { scopes: ['dashboard', 'customers'], executionId: execution.id, ...(ids === 'many' ? {} : { customerIds: [...ids] }) },
      });
    },
    forget(executionId: string) {
      last.delete(executionId);
      touched.delete(executionId);
    },
  };
}
