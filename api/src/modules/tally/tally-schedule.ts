import { recordScheduledStart, type AuditRecorder } from '../../core/audit/audit-recorder';
import parser from 'cron-parser';
import type PgBoss from 'pg-boss';
import { BUSINESS_TIME_ZONE } from '../../core/lib/clock';
import type { Logger } from '../../core/lib/logger';
import type { WorkflowEngine } from '../../core/jobs/runs';

/** pg-boss puts a job on this queue at every tick of the cron; its worker starts a Tally Sync run. */
export const TALLY_SCHEDULE_QUEUE = 'tally-sync-schedule';
/** Every 2 hours on the hour, Indian time (spec: "ERP auto-sync every 2 hours"). */
export const TALLY_SYNC_CRON = '0 */2 * * *';

/** When the schedule fires next after `now`. */
export function nextScheduledSync(now: Date): Date {
  return parser.parseExpression(TALLY_SYNC_CRON, { currentDate: now, tz: BUSINESS_TIME_ZONE }).next().toDate();
}

export async function isTallyScheduleActive(boss: PgBoss): Promise<boolean> {
  return (await boss.getSchedules()).some((schedule) => schedule.name === TALLY_SCHEDULE_QUEUE);
}

/**
 * With a Tally server configured, the 2-hourly schedule exists and this process works its ticks (one
 * process gets each tick); without one there is nothing to sync, so the schedule is removed.
 * pg-boss 10 needs the queue before a schedule can point at it.
 */
export async function setUpTallySchedule(
  boss: PgBoss,
  engine: WorkflowEngine,
  enabled: boolean,
  logger: Logger,
  audit?: AuditRecorder,
): Promise<void> {
  await boss.createQueue(TALLY_SCHEDULE_QUEUE, { name: TALLY_SCHEDULE_QUEUE, retryLimit: 2, retryDelay: 30, expireInSeconds: 60 });
  if (!enabled) {
    await boss.unschedule(TALLY_SCHEDULE_QUEUE);
    return;
  }
  await boss.schedule(TALLY_SCHEDULE_QUEUE, TALLY_SYNC_CRON, {}, { tz: BUSINESS_TIME_ZONE });
  await boss.work(TALLY_SCHEDULE_QUEUE, async ([job]) => {
    if (!job) return;
    // The tick's job id is the key: a retried tick finds its run instead of starting another.
    const started = await engine.start({ type: 'tally_sync', input: { trigger: 'schedule' }, idempotencyKey: `tally-schedule:${job.id}` });
    if (audit) recordScheduledStart(audit, 'workflow.tally-sync', started, '2-hourly Tally schedule');
    logger.info('scheduled Tally sync started');
  });
}
