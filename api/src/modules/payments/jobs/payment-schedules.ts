import { and, eq, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { GATEWAY_PROBE_INTERVAL_MINUTES } from '@duesflow/shared-contracts/gateways';
import type { Database } from '../../../core/db/database';
import { paymentLinks } from '../../../core/db/schema/payment-links';
import type { PaymentGateways } from '../gateways/payment-gateways';
import type { Clock } from '../../../core/lib/clock';
import type { Logger } from '../../../core/lib/logger';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';

/** Every GATEWAY_PROBE_INTERVAL_MINUTES minutes one process probes every gateway. */
export const GATEWAY_PROBE_QUEUE = 'gateway-probe-schedule';
export const GATEWAY_PROBE_CRON = `*/${GATEWAY_PROBE_INTERVAL_MINUTES} * * * *`;
/** Every 10 minutes one process marks links past their expiry as expired. */
export const LINK_EXPIRY_QUEUE = 'payment-link-expiry-schedule';
export const LINK_EXPIRY_CRON = '*/10 * * * *';

export interface PaymentScheduleDeps {
  db: Database;
  gateways: PaymentGateways;
  bus: RealtimeBus;
  clock: Clock;
  logger: Logger;
}

/**
 * Stores `expired` on every active link past its expiry (they already read as expired and cannot be
 * paid; this makes the stored status, the filter and the tiles agree). Returns how many changed.
 */
export async function expirePaymentLinks(deps: Pick<PaymentScheduleDeps, 'db' | 'bus' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const expired = await deps.db
    .update(paymentLinks)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(paymentLinks.status, 'active'), lte(paymentLinks.expiresAt, now)))
    .returning({ id: paymentLinks.id, customerId: paymentLinks.customerId });
  if (expired.length > 0) {
    const customerIds = [...new Set(expired.map((link) => link.customerId).filter((id): id is string => id !== null))];
    await deps.bus.publish({
      type: 'metrics_updated',
      data: { scopes: ['payments', 'customers'], ...(customerIds.length <= 100 ? { customerIds } : {}) },
    });
  }
  return expired.length;
}

/** The probe schedule and the expiry sweep (pg-boss cron; one process works each tick). */
export async function setUpPaymentSchedules(boss: PgBoss, deps: PaymentScheduleDeps): Promise<void> {
  for (const queue of [GATEWAY_PROBE_QUEUE, LINK_EXPIRY_QUEUE]) {
    await boss.createQueue(queue, { name: queue, retryLimit: 1, retryDelay: 30, expireInSeconds: 120 });
  }
  await boss.schedule(GATEWAY_PROBE_QUEUE, GATEWAY_PROBE_CRON, {});
  await boss.schedule(LINK_EXPIRY_QUEUE, LINK_EXPIRY_CRON, {});
  await boss.work(GATEWAY_PROBE_QUEUE, async () => {
    await deps.gateways.probeAll();
  });
  await boss.work(LINK_EXPIRY_QUEUE, async () => {
    const count = await expirePaymentLinks(deps);
    if (count > 0) deps.logger.info(`${count} payment links expired`);
  });
}
