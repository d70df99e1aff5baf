import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/database';
import type { Logger } from '../lib/logger';

/** All workflow runs go through one queue; the job id is the execution id. */
export const WORKFLOW_QUEUE = 'workflow-executions';

/**
 * Retries are bounded and back off (5 s, 10 s, 20 s). A job is considered lost when it runs longer
 * than `expireInSeconds` (its process died); maintenance then fails it into a retry, so a run cut off
 * by a crash resumes within about a minute and a half of the next start. No job may legitimately run
 * that long: a bulk send plans in its workflow job and sends in chunk jobs on SEND_QUEUE, each of
 * which hands what it has not sent to a new chunk job well before the expiry (docs/sending.md).
 */
export const WORKFLOW_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionDays: 14,
} as const;

/** A bulk run's chunks: `{ executionId, messageIds }`, each sending its queued messages. */
export const SEND_QUEUE = 'workflow-sends';

/** A chunk retries sooner and more often than a run: it is a slice of work that is safe to repeat. */
export const SEND_QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionDays: 14,
} as const;

export interface BossOptions {
  /** How often maintenance looks for expired jobs. */
  maintenanceIntervalSeconds?: number;
}

/** pg-boss on the API's own database (its tables live in the `pgboss` schema). */
export async function startBoss(executor: SqlExecutor, logger: Logger, options: BossOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: 'pgboss',
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    // Cron schedules: the 2-hourly Tally sync (tally/tally-schedule.ts).
    schedule: true,
  });
  boss.on('error', (error) => logger.error('pg-boss error', error));
  await boss.start();
  // Creating a queue that exists changes nothing (its options stay): a start asks which exist, once,
  // instead of calling pg-boss's create_queue function for each.
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  if (!existing.has(WORKFLOW_QUEUE)) await boss.createQueue(WORKFLOW_QUEUE, { name: WORKFLOW_QUEUE, ...WORKFLOW_QUEUE_OPTIONS });
  if (!existing.has(SEND_QUEUE)) await boss.createQueue(SEND_QUEUE, { name: SEND_QUEUE, ...SEND_QUEUE_OPTIONS });
  return boss;
}
