import { sql } from 'drizzle-orm';
import {
  MESSAGE_CHANNELS,
  COMPARISON_CALL_MINUTES,
  COMPARISON_MESSAGES,
  PROVIDER_TYPES,
  type TProviderComparisonRow,
  type TProviderDashboard,
  type TProviderPerformance,
} from '@duesflow/shared-contracts/providers';
import { rowsOf, type Queryable } from '../../core/db/database';
import type { TProviderType } from '../../core/db/schema/providers';
import { listProviderRows } from './provider-store';
import type { ProviderRow } from './provider-rows';
import { SENT_STATUSES } from '../../core/db/sent-statuses';

/** Prices have 4 decimals; sums are done in ten-thousandths so no float error creeps in. */
const SCALE = 10_000;
const units = (value: number) => Math.round(value * SCALE);
const fromUnits = (value: number) => value / SCALE;

/** Types priced per message (or call minute): the ones whose per-unit prices can be averaged. */
const MESSAGE_TYPES = new Set<string>(MESSAGE_CHANNELS);

/**
 * `usage`: what the providers' accepted tries cost over the last 30 days (`usageSince`).
 * totalCostPerMonth = monthly fees of the active providers + that usage.
 */
export function providerDashboard(rows: ProviderRow[], usage = 0): TProviderDashboard {
  const active = rows.filter((row) => row.status === 'active');
  const providersByType = Object.fromEntries(PROVIDER_TYPES.map((type) => [type, 0])) as Record<string, number>;
  for (const row of rows) providersByType[row.type] = (providersByType[row.type] ?? 0) + 1;
  // Payment providers' costPerUnit is a fixed fee per payment beside a percentage: not a unit price to average.
  const priced = active.filter((row) => MESSAGE_TYPES.has(row.type));
  const perUnitTotal = priced.reduce((sum, row) => sum + units(row.costPerUnit), 0);
  const monthlyFees = active.reduce((sum, row) => sum + units(row.monthlyFee), 0);
  return {
    totalProviders: rows.length,
    activeProviders: active.length,
    totalCostPerMonth: fromUnits(monthlyFees + units(usage)),
    averageCostPerUnit: priced.length ? Math.round(perUnitTotal / priced.length) / SCALE : 0,
    providersByType,
    monthlyFees: fromUnits(monthlyFees),
    usageLast30Days: fromUnits(units(usage)),
  };
}

/** What accepted tries cost since `since`, in USD (the providers' prices; tries priced in another currency are left out). */
export async function usageSince(db: Queryable, since: Date): Promise<number> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(sql`
      select coalesce(sum(cost), 0)::text as total from message_attempts
      where status in ${SENT_STATUSES} and currency = 'USD' and updated_at >= ${since.toISOString()}::timestamptz
    `),
  );
  return Number(row?.total ?? 0);
}

/** A payment provider's percentage per payment, from its config (`feePercentage`); 0 when not set. */
export function feePercentageOf(row: Pick<ProviderRow, 'config'>): number {
  const value = Number((row.config as Record<string, unknown> | null)?.feePercentage);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** 1,000 messages, or 100 minutes for voice (spec part 2 §9). */
export const basisUnits = (type: TProviderType) => (type === 'voice' ? COMPARISON_CALL_MINUTES : COMPARISON_MESSAGES);

export function comparisonRow(row: ProviderRow): TProviderComparisonRow {
  const basis = basisUnits(row.type);
  const payment = row.type === 'payment';
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    type: row.type,
    costPerUnit: row.costPerUnit,
    monthlyFee: row.monthlyFee,
    currency: row.currency,
    basisUnits: basis,
    // A payment provider's cost is a share of the amounts paid, so no estimate from a message count.
    estimatedMonthlyCost: payment ? null : fromUnits(units(row.monthlyFee) + basis * units(row.costPerUnit)),
    feePercentage: payment ? feePercentageOf(row) : null,
  };
}

/**
 * Message providers first, cheapest first; then payment providers, lowest percentage then fixed fee
 * first, never ranked against message prices. The same price keeps priority order.
 */
export function costComparison(rows: ProviderRow[]): TProviderComparisonRow[] {
  const rank = (row: TProviderComparisonRow) =>
    row.estimatedMonthlyCost === null ? [1, row.feePercentage ?? 0, row.costPerUnit] : [0, row.estimatedMonthlyCost, 0];
  return rows
    .map((row) => ({ row: comparisonRow(row), priority: row.priority }))
    .sort((a, b) => {
      const [x, y] = [rank(a.row), rank(b.row)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || a.priority - b.priority || a.row.name.localeCompare(b.row.name);
    })
    .map(({ row }) => row);
}

export interface MeasuredFigures {
  answered: number;
  succeeded: number;
  avgLatencyMs: number | null;
  totalCost: number;
}

/** Per provider, from every attempt it answered (message_attempts): the Performance tab's figures. */
export async function measuredFigures(db: Queryable, providerIds?: string[]): Promise<Map<string, MeasuredFigures>> {
  if (providerIds && providerIds.length === 0) return new Map();
  const filter = providerIds
    ? sql`and provider_id in (${sql.join(
        providerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select provider_id,
      count(*)::int as answered,
      count(*) filter (where status in ${SENT_STATUSES})::int as succeeded,
      avg(latency_ms)::float8 as avg_latency_ms,
      coalesce(sum(cost), 0)::text as total_cost
    from message_attempts
    where provider_id is not null and status <> 'sending' ${filter}
    group by provider_id
  `);
  const figures = new Map<string, MeasuredFigures>();
  for (const row of rowsOf(result)) {
    figures.set(String(row.provider_id), {
      answered: Number(row.answered),
      succeeded: Number(row.succeeded),
      avgLatencyMs: row.avg_latency_ms == null ? null : Math.round(Number(row.avg_latency_ms) * 10) / 10,
      totalCost: Number(row.total_cost),
    });
  }
  return figures;
}

export const successRateOf = (figures: MeasuredFigures | undefined) =>
  figures && figures.answered > 0 ? Math.round((figures.succeeded / figures.answered) * 1000) / 10 : null;

export async function providerPerformance(db: Queryable): Promise<TProviderPerformance[]> {
  const rows = (await listProviderRows(db)).sort(
    (a, b) => a.type.localeCompare(b.type) || a.priority - b.priority || a.name.localeCompare(b.name),
  );
  const figures = await measuredFigures(db);
  return rows.map((row) => {
    const measured = figures.get(row.id);
    return {
      providerId: row.id,
      name: row.name,
      displayName: row.displayName,
      type: row.type,
      messagesSent: measured?.answered ?? 0,
      successRate: successRateOf(measured),
      avgLatencyMs: measured?.avgLatencyMs ?? null,
      totalCost: measured?.totalCost ?? 0,
      currency: row.currency,
    };
  });
}
