import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { WORKFLOW_NAMES, type TWorkflowType } from '@duesflow/shared-contracts/workflows';
import { MAX_REALTIME_CUSTOMER_IDS, type TRealtimeScope } from '@duesflow/shared-contracts/realtime';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { SEND_QUEUE, WORKFLOW_QUEUE } from '../../core/jobs/boss';
import { failureReason } from '../../core/jobs/failure-reason';
import { DERIVED_KEY_WINDOW_MS, IdempotencyKeyReused, type DryRun, type StartResult, type WorkflowEngine } from '../../core/jobs/runs';
import { createBulkSends, type BulkSendOptions, type SendJob } from '../campaigns';
import {
  isBulkSender,
  type ExecutionRow,
  type WorkflowContext,
  type WorkflowDefinition,
  type WorkflowOutcome,
} from '../../core/jobs/workflow-context';
import { WORKFLOW_RUNNERS } from './registry';
import { createDeliveryWorker, previewSend, runOutcomeOf, skipsForEvent } from '../messaging';

interface WorkflowJob {
  executionId: string;
}

export interface EngineOptions {
  /** Parallel runs on this process. */
  workers?: number;
  /** This process's delivery worker id (tests name a process by it); a random one by default. */
  workerId?: string;
  /**
   * Chunks of bulk sends sent at once on this process (default 1). Their database work is most of a
   * chunk's time and the embedded database runs one statement at a time, so a second chunk in parallel
   * adds little speed and doubles how long a request waits behind them; more processes on PostgreSQL
   * (docs/scaling) send in parallel.
   */
  sendWorkers?: number;
  /** How often to look for running executions without a job; 0 turns the sweep off (tests). */
  sweepIntervalMs?: number;
  /** How often idle workers look for jobs (a new job wakes them at once anyway). */
  pollingIntervalSeconds?: number;
  /** Overrides the queue's retry policy per job (tests use a short one). */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff?: boolean };
  /** Replaces the registry (tests): types not in it have no runner. */
  runners?: Partial<Record<TWorkflowType, WorkflowDefinition>>;
  /** Chunk sizes, time budget and event rate of bulk sends (docs/sending.md). */
  send?: BulkSendOptions;
  /**
   * SEND_COOLDOWN_HOURS: a customer (or typed number) reached on a channel this recently is not sent
   * that channel's message again by any run (default 24; 0 turns it off; docs/sending.md).
   */
  sendCooldownHours?: number;
}

const ALWAYS_CHANGED: TRealtimeScope[] = ['executions', 'dashboard'];
const SWEEP_GRACE_MS = 30_000;
/** The expiry of a bulk run's planning job (its sending happens in chunk jobs, docs/sending.md). */
export const PLAN_EXPIRE_SECONDS = 600;

export function createWorkflowEngine(boss: PgBoss, context: WorkflowContext, options: EngineOptions = {}): WorkflowEngine {
  // This process's delivery worker: the owner of the tries it claims and the chunks it runs (docs/sending.md).
  const worker = createDeliveryWorker(context.db, context.logger, options.workerId);
  const ctx: WorkflowContext = {
    ...context,
    workerId: worker.id,
    ...(options.sendCooldownHours === undefined ? {} : { sendCooldownHours: options.sendCooldownHours }),
  };
  const { db, bus, logger, clock } = ctx;
  const runners: Partial<Record<TWorkflowType, WorkflowDefinition>> = options.runners ?? WORKFLOW_RUNNERS;
  const workerIds: string[] = [];
  let sweep: NodeJS.Timeout | undefined;

  const enqueue = async (executionId: string, type: TWorkflowType) => {
    const definition = runners[type];
    // Planning a bulk run queues one message per recipient: bounded work, but at 100,000 recipients on
    // the embedded database it can take longer than the queue's 60 s, which would fail it into a retry.
    const expiry = definition && isBulkSender(definition) ? { expireInSeconds: PLAN_EXPIRE_SECONDS } : {};
    await boss.send(WORKFLOW_QUEUE, { executionId } satisfies WorkflowJob, { id: executionId, ...expiry, ...options.retry });
    for (const id of workerIds) boss.notifyWorker(id);
  };

  const finish = async (execution: ExecutionRow, outcome: WorkflowOutcome) => {
    // Only a running execution can finish, so a repeated job cannot report twice.
    const [finished] = await db
      .update(workflowExecutions)
      .set({
        status: outcome.status,
        summary: outcome.summary,
        error: outcome.error ?? null,
        contacted: outcome.contacted ?? null,
        ...(outcome.skipped ? { skipped: outcome.skipped } : {}),
        finishedAt: clock.now(),
      })
      .where(and(eq(workflowExecutions.id, execution.id), eq(workflowExecutions.status, 'running')))
      .returning();
    if (!finished) return;
    logger.info(`${finished.workflowName} ${finished.id} ${finished.status}: ${finished.summary}`);
    await bus.publish({
      type: 'workflow_completed',
      data: {
        workflowName: finished.workflowName,
        executionId: finished.id,
        status: finished.status,
        error: finished.error,
        summary: finished.summary,
        contacted: finished.contacted,
        ...(finished.skipped && finished.skipped.total > 0 ? { skipped: skipsForEvent(finished.skipped) } : {}),
        outcome: runOutcomeOf({
          status: finished.status,
          contacted: finished.contacted,
          sent: outcome.sends?.sent ?? null,
          failed: outcome.sends?.failed ?? null,
          waiting: null,
          unknown: outcome.sends?.unknown ?? null,
        }),
        ...(outcome.sends?.cost ? { cost: outcome.sends.cost } : {}),
      },
    });
    const customerIds = outcome.customerIds && outcome.customerIds.length <= MAX_REALTIME_CUSTOMER_IDS ? outcome.customerIds : undefined;
    await bus.publish({
      type: 'metrics_updated',
      data: {
        scopes: [...new Set([...ALWAYS_CHANGED, ...outcome.scopes])],
        executionId: finished.id,
        ...(customerIds && outcome.scopes.includes('customers') ? { customerIds } : {}),
      },
    });
  };

  const bulk = createBulkSends(
    boss,
    ctx,
    (execution) => {
      const definition = runners[execution.workflowType];
      return definition && isBulkSender(definition) ? definition : undefined;
    },
    finish,
    options.send,
  );

  const runJob = async (job: PgBoss.JobWithMetadata<WorkflowJob>) => {
    const [execution] = await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, job.data.executionId));
    if (!execution || execution.status !== 'running') return;
    const definition = runners[execution.workflowType];
    let outcome: WorkflowOutcome;
    try {
      if (!definition) throw new UnretryableError(`No runner for workflow type ${execution.workflowType}`);
      if (isBulkSender(definition)) {
        // Planned and queued; the chunk jobs send, and the last of them completes the run.
        await bulk.plan(execution, definition);
        return;
      }
      outcome = await definition(ctx, execution);
    } catch (error) {
      const message = failureReason(error);
      if (!(error instanceof UnretryableError) && job.retryCount < job.retryLimit) {
        logger.warn(`${execution.workflowName} ${execution.id} attempt ${job.retryCount + 1} failed, will retry: ${message}`);
        throw error;
      }
      logger.error(`${execution.workflowName} ${execution.id} failed: ${message}`);
      outcome = { status: 'failed', summary: `Stopped after ${job.retryCount + 1} attempts`, error: message, scopes: [] };
    }
    await finish(execution, outcome);
  };

  const recover: WorkflowEngine['recover'] = async (olderThanMs = 0) => {
    const cutoff = new Date(clock.now().getTime() - olderThanMs);
    const running = await db
      .select()
      .from(workflowExecutions)
      .where(and(eq(workflowExecutions.status, 'running'), lt(workflowExecutions.startedAt, cutoff)));
    let requeued = 0;
    let failed = 0;
    for (const execution of running) {
      const job = await boss.getJobById(WORKFLOW_QUEUE, execution.id);
      if (!job) {
        await enqueue(execution.id, execution.workflowType);
        requeued += 1;
      } else if (job.state === 'completed' && execution.plan) {
        // A bulk run: its workflow job planned it; its chunks may have been lost with a process.
        const resumed = await bulk.resume(execution);
        if (resumed === 'requeued') requeued += 1;
        if (resumed === 'failed') failed += 1;
      } else if (job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await finish(execution, {
          status: 'failed',
          summary: 'The run stopped unexpectedly',
          error: `Its job ended as ${job.state} without finishing the run`,
          scopes: [],
        });
        failed += 1;
      }
    }
    if (requeued || failed) logger.info(`recovered executions: ${requeued} re-enqueued, ${failed} marked failed`);
    return { requeued, failed };
  };

  /** A send's dry run: its plan (which only reads) and the gate's answer to it; nothing is written. */
  const dryRun: WorkflowEngine['dryRun'] = async (type, input): Promise<DryRun | undefined> => {
    const definition = runners[type];
    if (!definition || !isBulkSender(definition) || definition.writesWhilePlanning) return undefined;
    // A run that does not exist: its plan only reads.
    const draft = {
      id: PREVIEW_RUN_ID,
      workflowType: type,
      workflowName: WORKFLOW_NAMES[type],
      input,
      status: 'running',
    } as ExecutionRow;
    const madeAt = clock.now().getTime();
    const plan = await definition.plan(ctx, draft);
    const preview = await previewSend(db, plan.items, bulk.policyOf(plan.recontactHours), clock.now());
    return { preview, planned: { type, input, plan, madeAt } };
  };

  return {
    async start({ type, input, idempotencyKey, requestHash, formerRequestHash, derive, startedBy, prepare, planned }) {
      const sameRequest = [requestHash, formerRequestHash].filter((hash): hash is string => hash !== undefined);
      const result = await db.transaction(async (tx): Promise<StartResult> => {
        if (!idempotencyKey && derive && requestHash) {
          // Two processes taking the same press at once take turns here, so the second sees the first's row.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`duesflow:start:${requestHash}`}))`);
          const [recent] = await tx
            .select()
            .from(workflowExecutions)
            .where(
              and(
                inArray(workflowExecutions.requestHash, sameRequest),
                gte(workflowExecutions.startedAt, new Date(clock.now().getTime() - DERIVED_KEY_WINDOW_MS)),
              ),
            )
            .orderBy(desc(workflowExecutions.startedAt))
            .limit(1);
          if (recent) return { execution: recent, replayed: true };
        }
        const key = idempotencyKey ?? randomUUID();
        const [created] = await tx
          .insert(workflowExecutions)
          .values({
            workflowType: type,
            workflowName: WORKFLOW_NAMES[type],
            status: 'running',
            idempotencyKey: key,
            requestHash: requestHash ?? null,
            startedBy: startedBy ?? null,
            input,
            startedAt: clock.now(),
          })
          .onConflictDoNothing({ target: workflowExecutions.idempotencyKey })
          .returning();
        if (!created) {
          const [existing] = await tx.select().from(workflowExecutions).where(eq(workflowExecutions.idempotencyKey, key));
          if (!existing) throw new Error(`execution with key ${key} vanished`);
          // Runs stored before requests were hashed can only be told apart by their workflow.
          const same = existing.requestHash && requestHash ? sameRequest.includes(existing.requestHash) : existing.workflowType === type;
          if (!same) throw new IdempotencyKeyReused(existing);
          return { execution: existing, replayed: true };
        }
        await prepare?.(tx, created);
        return { execution: created, replayed: false };
      });
      if (result.replayed) return result;
      // The dry run's plan of this request, for this process's run: its first progress goes out now, and
      // the run does not plan the same recipients again (docs/sending.md, "What screens are told").
      if (planned && planned.type === type && planned.input === input) await bulk.handOff(result.execution, planned);
      try {
        await enqueue(result.execution.id, result.execution.workflowType);
      } catch (error) {
        // The execution row is the source of truth; the sweep enqueues it once the queue answers again.
        logger.error(`could not enqueue execution ${result.execution.id}`, error);
      }
      await bus.publish({ type: 'metrics_updated', data: { scopes: ALWAYS_CHANGED } });
      return result;
    },

    async work() {
      for (let index = 0; index < (options.workers ?? 2); index += 1) {
        const id = await boss.work<WorkflowJob>(
          WORKFLOW_QUEUE,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await runJob(job);
          },
        );
        workerIds.push(id);
      }
      for (let index = 0; index < (options.sendWorkers ?? 1); index += 1) {
        const id = await boss.work<SendJob>(
          SEND_QUEUE,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await bulk.runLeased(job);
          },
        );
        bulk.workerIds.push(id);
      }
      // Beats for this process's tries and chunks, and takes over a dead process's chunks within seconds.
      await worker.start();
      bulk.start();
      const interval = options.sweepIntervalMs ?? 60_000;
      if (interval > 0) {
        sweep = setInterval(() => {
          recover(SWEEP_GRACE_MS).catch((error) => logger.error('execution sweep failed', error));
        }, interval);
        sweep.unref();
      }
    },

    recover,

    async preview(type, input) {
      return (await dryRun(type, input))?.preview;
    },

    dryRun,

    /** Stops the sweep; pg-boss's own graceful stop lets running jobs finish. */
    async stop() {
      if (sweep) clearInterval(sweep);
      await bulk.stop();
    },

    stopDelivery() {
      worker.stop();
    },
  };
}

/** The id a preview's draft run carries (nothing is ever stored under it). */
const PREVIEW_RUN_ID = '00000000-0000-0000-0000-000000000000';

/** A failure no retry can fix. */
class UnretryableError extends Error {}
