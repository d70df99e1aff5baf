import { asc } from 'drizzle-orm';
import { GATEWAY_ERROR_FOR_OTHERS, type TGatewayAnalytics, type TGatewayList, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import type { TRole } from '@duesflow/shared-contracts/roles';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { Queryable } from '../db/database';
import { gatewayFailoverRules, paymentGateways } from '../db/schema/payment-gateways';
import { paiseToRupees } from '../lib/money';
import type { SecretBox } from '../secrets/secret-box';
import { maskConfig } from '../secrets/secret-config';
import { NO_HEALTH, readGatewayHealth, readGatewayMetrics } from './gateway-health';
import type { GatewayRow, PaymentGateways } from './payment-gateways';

const round1 = (value: number) => Math.round(value * 10) / 10;

export const webhookPath = (gatewayId: string) => `/api/gateway-webhooks/${gatewayId}`;

/** Only admins read a gateway's own failure text; others learn that the last check failed. */
const lastErrorFor = (role: TRole | undefined, lastError: string | null) =>
  lastError === null ? null : role === 'admin' ? lastError : GATEWAY_ERROR_FOR_OTHERS;

/** Every gateway in priority order with its measured figures, and the Overview's summary, as `role` may see it. */
export async function listGateways(db: Queryable, secrets: SecretBox, gateways: PaymentGateways, now: Date, role: TRole | undefined): Promise<TGatewayList> {
  const [rows, health, metrics] = await Promise.all([
    db.select().from(paymentGateways).orderBy(asc(paymentGateways.priority), asc(paymentGateways.name)),
    readGatewayHealth(db, now),
    readGatewayMetrics(db),
  ]);
  const list: TPaymentGateway[] = rows.map((row: GatewayRow) => {
    const figures = health.get(row.id) ?? NO_HEALTH;
    const measured = metrics.get(row.id);
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
        totalTransactions: measured?.attempts ?? 0,
        successfulTransactions: measured?.created ?? 0,
        failedTransactions: measured?.failed ?? 0,
        totalVolume: paiseToRupees(measured?.paidPaise ?? 0),
        avgTransactionAmount: paiseToRupees(measured?.avgCreatedPaise ?? 0),
        paidLinks: measured?.paidLinks ?? 0,
      },
      credentials: maskConfig(secrets, row.credentials),
      apiBaseUrl: row.apiBaseUrl,
      healthCheckUrl: row.healthCheckUrl,
      webhookPath: webhookPath(row.id),
    };
  });
  const checked = rows.map((row) => row.lastCheckedAt?.getTime() ?? 0).filter((time) => time > 0);
  return {
    gateways: list,
    summary: {
      online: list.filter((gateway) => gateway.status === 'healthy').length,
      total: list.length,
      avgSuccessRate: list.length ? round1(list.reduce((sum, gateway) => sum + gateway.successRate, 0) / list.length) : 0,
      totalTransactions: list.reduce((sum, gateway) => sum + gateway.metrics.totalTransactions, 0),
      totalVolume: paiseToRupees(rows.reduce((sum, row) => sum + (metrics.get(row.id)?.paidPaise ?? 0), 0)),
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
    const measured = metrics.get(row.id);
    const attempts = measured?.attempts ?? 0;
    return {
      gatewayId: row.id,
      name: row.name,
      successRate: attempts ? round1(((measured?.created ?? 0) / attempts) * 100) : 100,
      volume: paiseToRupees(measured?.paidPaise ?? 0),
      successful: measured?.created ?? 0,
      failed: measured?.failed ?? 0,
      avgAmount: paiseToRupees(measured?.avgCreatedPaise ?? 0),
      paidLinks: measured?.paidLinks ?? 0,
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
