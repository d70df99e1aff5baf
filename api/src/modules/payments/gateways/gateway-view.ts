import { asc } from 'drizzle-orm';
import {
  GATEWAY_ERROR_FOR_OTHERS,
  type TGatewayAnalytics,
  type TGatewayList,
  type TPaymentGateway,
} from '@duesflow/shared-contracts/gateways';
import type { TRole } from '@duesflow/shared-contracts/roles';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { Queryable } from '../../../core/db/database';
import { gatewayFailoverRules, paymentGateways } from '../../../core/db/schema/payment-gateways';
import { paiseToRupees } from '../../../core/lib/money';
import type { SecretBox } from '../../../core/secrets/secret-box';
import { maskConfig } from '../../../core/secrets/secret-config';
import { NO_HEALTH, paidRate, readGatewayHealth, readGatewayMetrics, type GatewayMetricsRow } from './gateway-health';
import type { GatewayRow, PaymentGateways } from './payment-gateways';

const NO_METRICS: GatewayMetricsRow = { payments: 0, paidPaise: 0, paidLinks: 0, expiredLinks: 0, failedCreations: 0 };

/** Rupees per payment, to the paisa; 0 with no payment. */
const averagePaise = (metrics: GatewayMetricsRow) => (metrics.payments ? Math.round(metrics.paidPaise / metrics.payments) : 0);

export const webhookPath = (gatewayId: string) => `/api/gateway-webhooks/${gatewayId}`;

/** Only admins read a gateway's own failure text; others learn that the last check failed. */
const lastErrorFor = (role: TRole | undefined, lastError: string | null) =>
  lastError === null ? null : role === 'admin' ? lastError : GATEWAY_ERROR_FOR_OTHERS;

/** Every gateway in priority order with its measured figures, and the Overview's summary, as `role` may see it. */
export async function listGateways(
  db: Queryable,
  secrets: SecretBox,
  gateways: PaymentGateways,
  now: Date,
  role: TRole | undefined,
): Promise<TGatewayList> {
  const [rows, health, metrics] = await Promise.all([
    db.select().from(paymentGateways).orderBy(asc(paymentGateways.priority), asc(paymentGateways.name)),
    readGatewayHealth(db, now),
    readGatewayMetrics(db),
  ]);
  const list: TPaymentGateway[] = rows.map((row: GatewayRow) => {
    const figures = health.get(row.id) ?? NO_HEALTH;
    const measured = metrics.get(row.id) ?? NO_METRICS;
    return {
      id: row.id,
      name: row.name,
      provider: row.provider,
      priority: row.priority,
      isActive: row.isActive,
      status: row.maintenance ? 'maintenance' : row.status,
      uptime: figures.uptime,
      avgResponseTime: figures.avgResponseMs ?? 0,
      successRate: figures.successRate,
      lastChecked: row.lastCheckedAt ? row.lastCheckedAt.toISOString() : null,
      lastError: lastErrorFor(role, row.lastError),
      maintenance: row.maintenance,
      mode: gateways.adapterFor(row).mode,
      config: {
        maxAmount: paiseToRupees(row.maxAmountPaise),
        minAmount: paiseToRupees(row.minAmountPaise),
        supportedCurrencies: row.supportedCurrencies,
        feePercentage: Number(row.feePercentage),
        fixedFee: paiseToRupees(row.fixedFeePaise),
      },
      metrics: {
        totalTransactions: measured.payments,
        successfulTransactions: measured.paidLinks,
        failedTransactions: measured.expiredLinks,
        totalVolume: paiseToRupees(measured.paidPaise),
        avgTransactionAmount: paiseToRupees(averagePaise(measured)),
        paidLinks: measured.paidLinks,
        paidRate: paidRate(measured.paidLinks, measured.expiredLinks),
      },
      credentials: maskConfig(secrets, row.credentials),
      apiBaseUrl: row.apiBaseUrl,
      healthCheckUrl: row.healthCheckUrl,
      webhookPath: webhookPath(row.id),
    };
  });
  const checked = rows.map((row) => row.lastCheckedAt?.getTime() ?? 0).filter((time) => time > 0);
  const all = [...metrics.values()];
  const sum = (pick: (row: GatewayMetricsRow) => number) => all.reduce((total, row) => total + pick(row), 0);
  return {
    gateways: list,
    summary: {
      online: list.filter((gateway) => gateway.status === 'healthy').length,
      total: list.length,
      avgSuccessRate: paidRate(
        sum((row) => row.paidLinks),
        sum((row) => row.expiredLinks),
      ),
      totalTransactions: sum((row) => row.payments),
      totalVolume: paiseToRupees(sum((row) => row.paidPaise)),
    },
    lastUpdated: checked.length ? new Date(Math.max(...checked)).toISOString() : null,
  };
}

/** Per gateway, from every stored link creation and payment. */
export async function gatewayAnalytics(db: Queryable): Promise<TGatewayAnalytics> {
  const [rows, metrics] = await Promise.all([
    db.select({ id: paymentGateways.id, name: paymentGateways.name }).from(paymentGateways).orderBy(asc(paymentGateways.priority)),
    readGatewayMetrics(db),
  ]);
  return rows.map((row) => {
    const measured = metrics.get(row.id) ?? NO_METRICS;
    return {
      gatewayId: row.id,
      name: row.name,
      successRate: paidRate(measured.paidLinks, measured.expiredLinks),
      volume: paiseToRupees(measured.paidPaise),
      successful: measured.paidLinks,
      failed: measured.expiredLinks,
      avgAmount: paiseToRupees(averagePaise(measured)),
      paidLinks: measured.paidLinks,
      payments: measured.payments,
      failedCreations: measured.failedCreations,
    };
  });
}

export function toFailoverRule(row: typeof gatewayFailoverRules.$inferSelect): TFailoverRule {
  return {
    id: row.id,
    name: row.name,
    condition: row.condition,
    value: Number(row.value),
    primaryGateway: row.primaryGatewayId,
    fallbackGateway: row.fallbackGatewayId,
    isActive: row.isActive,
  };
}
