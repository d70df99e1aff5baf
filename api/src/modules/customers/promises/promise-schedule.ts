import type PgBoss from 'pg-boss';
import type { Logger } from '../../../core/lib/logger';
import { settlePromises, type SettleDeps } from './settle-promises';

/** Every 10 minutes one process settles open promises (a date passes at midnight IST; Tally's payments arrive in syncs). */
export const PROMISE_SWEEP_QUEUE = 'promise-settlement-schedule';
export const PROMISE_SWEEP_CRON = '*/10 * * * *';

async function sweep(deps: SettleDeps, logger: Logger): Promise<void> {
  const { kept, broken } = await settlePromises(deps);
  if (kept + broken > 0) logger.info(`promises settled: ${kept} kept, ${broken} broken`);
}

/**
 * The sweep as a pg-boss cron (one process works each tick), and once at start, so a promise whose date
 * passed while the server was down reads broken as soon as it is back.
 */
export async function setUpPromiseSchedule(boss: PgBoss, deps: SettleDeps, logger: Logger): Promise<void> {
  await boss.createQueue(PROMISE_SWEEP_QUEUE, { name: PROMISE_SWEEP_QUEUE, retryLimit: 1, retryDelay: 30, expireInSeconds: 120 });
  await boss.schedule(PROMISE_SWEEP_QUEUE, PROMISE_SWEEP_CRON, {});
  await boss.work(PROMISE_SWEEP_QUEUE, () => sweep(deps, logger));
  await sweep(deps, logger);
}
