import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { MESSAGE_CHANNELS, channelOffReason, type TMessageChannel } from '@duesflow/shared-contracts/providers';
import { MAX_REALTIME_CUSTOMER_IDS } from '@duesflow/shared-contracts/realtime';
import { rowsOf } from '../db/database';
import { messages } from '../db/schema/messages';
import { workflowExecutions } from '../db/schema/workflow-executions';
import { SEND_QUEUE } from './boss';
import { applySendingRules, writeRefusals, type RuledPlan } from '../communications/sending-rules';
import { nextWindowOpening, type SendingWindow } from '../communications/sending-window';
import { failureReason } from './failure-reason';
import { deliveryKey, sendQueued, type Delivery, type MessageRow } from './deliver-message';
import { DEFAULT_SEND_COOLDOWN_HOURS, SkipTally, noSkips, queueScreened, type Skip } from './send-guards';
import { skipReasonText } from '@duesflow/shared-contracts/send-guards';
import type { BulkSender, ExecutionRow, SendCounts, WorkflowContext, WorkflowOutcome } from './workflow-context';

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
  /** SENDING_WINDOW: chunks due outside it wait for it to open (docs/communications.md); absent: any hour. */
  sendingWindow?: SendingWindow;
}

export const BULK_SEND_DEFAULTS = { chunkSize: 500, sliceSize: 75, budgetMs: 20_000, eventIntervalMs: 1000 } as const;

/**
 * The same messages always make the same job id, so planning twice enqueues each chunk once. `round`
 * tells a sweep's re-enqueued chunks apart from the lost jobs of the same messages (a cancelled job keeps
 * its id, and a second job with that id would never be inserted).
 */
export function chunkJobId(executionId: string, messageIds: string[], round = ''): string {
  const hex = createHash('sha256').update(executionId).update(messageIds.join(',')).update(round ? `#${round}` : '').digest('hex');
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
}

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
    const [row] = rowsOf<{ sent: number; failed: number; total: number }>(
      await db.execute(sql`
        select count(*) filter (where status in ('sent', 'delivered', 'completed'))::int as sent,
          count(*) filter (where status = 'failed')::int as failed,
          count(*)::int as total
        from messages where execution_id = ${executionId}
      `),
    );
    return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0), total: Number(row?.total ?? 0) };
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
    const outcome = withSwitchedOff(sender.outcome(counted, execution.plan.note, skips), counted, off);
    events.forget(executionId);
    await bus.publish({ type: 'campaign_progress', data: { campaignId: executionId, ...counted } });
    await finish(execution, {
      ...outcome,
      contacted: counted.sent + counted.failed - off.count,
      customerIds: await fewCustomers(executionId, counted.total),
      skipped: skips,
    });
  };

  /** The run's customers when there are few enough to name in an event. */
  const fewCustomers = async (executionId: string, total: number) => {
    if (total > MAX_REALTIME_CUSTOMER_IDS) return undefined;
    const rows = await db.selectDistinct({ id: messages.customerId }).from(messages).where(eq(messages.executionId, executionId));
    return rows.map((row) => row.id).filter((id): id is string => id !== null);
  };

  return {
    workerIds,
    counts,
    settle,

    async plan(execution, sender) {
      const planned: RuledPlan = await sender.plan(ctx, execution);
      const { note, skipped = [], recontactHours } = planned;
      // India's sending rules (opt-out, dispute, promise to pay; DLT and WhatsApp template options),
      // unless the sender applied them itself: refusals become failed messages with their reason.
      const deliveries = planned.rulesApplied ? planned.deliveries : (await applySendingRules(db, execution.id, planned.deliveries, ctx.clock.now())).allowed;
      const unique = [...new Map(deliveries.map((delivery): [string, Delivery] => [deliveryKey(execution.id, delivery), delivery])).values()];
      const cooldownHours = ctx.sendCooldownHours ?? DEFAULT_SEND_COOLDOWN_HOURS;
      const skips = new SkipTally(cooldownHours);
      // A sender that keeps one message per recipient records who was held back as refused messages.
      let refusedSkips = 0;
      const holdBack = async (held: Skip[]) => {
        if (!sender.skipsAsRefusals) return void skips.add(held);
        await writeRefusals(
          db,
          execution.id,
          held.map(({ delivery, reason }) => ({
            delivery,
            key: deliveryKey(execution.id, delivery),
            reason: `Not sent: ${skipReasonText(reason, cooldownHours, [delivery.channel])}`,
          })),
        );
        refusedSkips += held.length;
      };
      await holdBack(skipped);
      const now = ctx.clock.now();
      let queued = 0;
      const skippedByTag: Record<string, number> = {};
      for (let start = 0; start < unique.length; start += chunkSize) {
        // One statement per chunk finds who was reached recently; they are left out before anything is queued.
        const screened = await queueScreened(db, execution.id, unique.slice(start, start + chunkSize), { cooldownHours, recontactHours }, now);
        await holdBack(screened.skipped);
        for (const { delivery } of screened.skipped) if (delivery.tag) skippedByTag[delivery.tag] = (skippedByTag[delivery.tag] ?? 0) + 1;
        queued += screened.rows.length;
        await enqueue(
          execution.id,
          screened.rows.filter((row) => row.status === 'queued').map((row) => row.id),
        );
      }
      const runSkips = skips.result();
      await db
        .update(workflowExecutions)
        .set({ plan: { total: queued, note: { ...note, skippedByTag, ...(refusedSkips > 0 ? { refused: Number(note.refused ?? 0) + refusedSkips } : {}) } }, skipped: runSkips })
        .where(and(eq(workflowExecutions.id, execution.id), eq(workflowExecutions.status, 'running')));
      logger.info(`${execution.workflowName} ${execution.id}: ${queued} messages queued, ${runSkips.total} recipients skipped`);
      // Nothing to send, or every chunk finished before the plan was written.
      await settle(execution.id);
    },

    async runChunk(job) {
      const { executionId, messageIds } = job.data;
      const [execution] = await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId));
      if (!execution || execution.status !== 'running') return;
      // Outside the sending window the chunk waits for it to open (a new job, due then).
      const now = ctx.clock.now();
      const opens = nextWindowOpening(options.sendingWindow, now);
      if (opens.getTime() > now.getTime()) {
        logger.info(`${execution.workflowName} ${executionId}: outside the sending window, ${messageIds.length} messages wait until ${opens.toISOString()}`);
        await enqueue(executionId, messageIds, `window-${opens.toISOString()}`, opens);
        return;
      }
      try {
        const started = performance.now();
        for (let start = 0; start < messageIds.length; start += sliceSize) {
          if (start > 0 && performance.now() - started > budgetMs) {
            await enqueue(executionId, messageIds.slice(start));
            break;
          }
          const rows = await db.select().from(messages).where(inArray(messages.id, messageIds.slice(start, start + sliceSize)));
          await sendQueued(ctx, rows);
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
export function withSwitchedOff(outcome: Omit<WorkflowOutcome, 'contacted'>, counted: SendCounts, off: SwitchedOff): Omit<WorkflowOutcome, 'contacted'> {
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
